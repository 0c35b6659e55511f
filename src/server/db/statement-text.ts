/**
 * The text and parameters of a statement built with drizzle's `sql`, as PostgreSQL's dialect of drizzle gives
 * them (`PgDialect.sqlToQuery`), in one pass over its chunks (decision 135). drizzle's own walk makes an object
 * per chunk and asks each chunk's kind up to a dozen times; a deep feed page's statement took 42 µs to turn
 * into text that way, an answer's save more, on every request. Text, nested statements, parameters, plain
 * values, lists, columns and tables are written here; a statement holding anything else (a placeholder, a
 * subquery object, inlined parameters) is left to drizzle whole.
 */
import { Column, Param, type Query, SQL, StringChunk, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A chunk this walk does not write: the whole statement goes to drizzle. */
class LeftToDrizzle extends Error {}

/** The names of columns and tables, as drizzle writes them (they hold no parameter), once per object. */
const names = new WeakMap<object, string>();

function nameOf(chunk: Column | Table): string {
  let name = names.get(chunk);
  if (name === undefined) {
    name = dialect.sqlToQuery(new SQL([chunk])).sql;
    names.set(chunk, name);
  }
  return name;
}

interface Built {
  sql: string;
  params: unknown[];
}

function write(chunk: unknown, out: Built): void {
  if (chunk instanceof StringChunk) {
    const { value } = chunk;
    out.sql += value.length === 1 ? value[0] : value.join('');
  } else if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw new LeftToDrizzle();
    for (const inner of chunk.queryChunks) write(inner, out);
  } else if (chunk instanceof Param) {
    // A placeholder, or an object its column encodes (as SQL, perhaps): drizzle's to write.
    if (isObject(chunk.value) && !Array.isArray(chunk.value)) throw new LeftToDrizzle();
    const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (value instanceof SQL) write(value, out);
    else addParam(value, out);
  } else if (chunk === undefined) {
    // Nothing, as drizzle writes it.
  } else if (Array.isArray(chunk)) {
    out.sql += '(';
    chunk.forEach((item, i) => {
      if (i > 0) out.sql += ', ';
      write(item, out);
    });
    out.sql += ')';
  } else if (chunk instanceof Column || chunk instanceof Table) {
    out.sql += nameOf(chunk);
  } else if (!isObject(chunk) && typeof chunk !== 'function') {
    // A plain value: a parameter (a function, as an enum, is drizzle's).
    addParam(chunk, out);
  } else {
    throw new LeftToDrizzle();
  }
}

/** An object other than a date (a date is a plain value, sent as a parameter). */
const isObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !(value instanceof Date);

function addParam(value: unknown, out: Built): void {
  out.params.push(value);
  out.sql += `$${out.params.length}`;
}

/** The statement's text and parameters, equal to `new PgDialect().sqlToQuery(query)`'s. */
export function statementText(query: SQL): Query {
  const built: Built = { sql: '', params: [] };
  try {
    write(query, built);
    return built;
  } catch (error) {
    if (error instanceof LeftToDrizzle) return dialect.sqlToQuery(query);
    throw error;
  }
}
