/**
 * Rows from node-postgres as drizzle's own driver would give them, made cheaper (decisions 137, 139). `pg`
 * makes each row object by copying an empty one and then adding one field at a time; here each row is made
 * from its columns' text by one object literal compiled once per list of column names, so every row of a
 * shape shares one hidden class. Timestamps, dates and intervals stay PostgreSQL's text, as drizzle leaves them.
 */
import pg from 'pg';

/** The types drizzle's node-postgres driver leaves as text: timestamp(tz), date, interval and their arrays. */
const AS_TEXT = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);

const asText = (value: string) => value;

/** The parser a column of this type is read with, in every statement run by `runStatement` (client.ts). */
const parserOf = (typeId: number): Parser =>
  AS_TEXT.has(typeId) ? asText : (pg.types.getTypeParser(typeId, 'text') as Parser);

/** Makes one row from its columns' text: each value parsed by its column's parser, null kept as null. */
type Make = (raw: (string | null)[], parsers: Parser[]) => Record<string, unknown>;
type Parser = (text: string) => unknown;

/** Builders by their columns' names; a statement's shape is fixed, so this holds one per shape. */
const builders = new Map<string, Make>();
export const MAX_BUILDERS = 2_000;

/** An object per row, each column under its name (a later column of the same name wins, as in `pg`). */
function builderFor(names: string[]): Make {
  const key = names.join('\u0000');
  let make = builders.get(key);
  if (make) return make;
  // A name that would set the prototype in a literal, or too many shapes: copy an empty row and assign, as
  // `pg` does (the copy makes every name, "__proto__" too, a key of the row's own).
  if (names.includes('__proto__') || builders.size >= MAX_BUILDERS) {
    const empty = Object.create(null) as Record<string, unknown>;
    for (const name of names) empty[name] = null;
    make = (raw, parsers) => {
      const row: Record<string, unknown> = { ...empty };
      for (let i = 0; i < names.length; i++)
        row[names[i]] = raw[i] === null ? null : parsers[i](raw[i] as string);
      return row;
    };
  } else {
    const fields = names
      .map((name, i) => `${JSON.stringify(name)}: r[${i}] === null ? null : p[${i}](r[${i}])`)
      .join(', ');
    make = new Function('r', 'p', `return { ${fields} };`) as Make;
  }
  // Past the cap a shape's builder is made for its statement and not kept, so the map stays bounded.
  if (builders.size < MAX_BUILDERS) builders.set(key, make);
  return make;
}

/** How many builders are kept (for tests). */
export const keptBuilders = () => builders.size;

/** A statement's columns as rows are made from them: `make` takes a row's text, one entry per column. */
export interface Shape {
  make(raw: (string | null)[]): Record<string, unknown>;
}

/** A column as PostgreSQL's row description gives it. */
export interface Field {
  name: string;
  dataTypeID: number;
}

/** The shape of a statement's columns, from the row description PostgreSQL sends. */
export function rowShape(fields: Field[]): Shape {
  const build = builderFor(fields.map((field) => field.name));
  const parsers = fields.map((field) => parserOf(field.dataTypeID));
  return { make: (raw) => build(raw, parsers) };
}
