/**
 * Statements built per call but always to one of a few shapes (the answer path's writes: only their parameters
 * differ), prepared by a name taken from their text: each pooled PostgreSQL connection parses and plans a
 * shape once, then only binds and runs it (decision 049). PGlite takes the name and runs the statement as
 * usual. So that a statement whose text carries values can never fill the server's memory with prepared
 * statements, names are given to the first MAX_NAMED_SHAPES shapes only; later ones run unnamed.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { type DbOrTx, runStatement } from './client.js';
import { statementText } from './statement-text.js';

export const MAX_NAMED_SHAPES = 500;

/** The names given so far, by their statement's text: a text is hashed once, not at every run. */
const named = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const name = named.get(text);
  if (name !== undefined || named.size >= MAX_NAMED_SHAPES) return name;
  const made = `shape_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  named.set(text, made);
  return made;
}

/** Runs `query` prepared by the name of its shape and returns its rows (cast numbers with ::int in the SQL). */
export function queryShapeRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const built = statementText(query);
  return runStatement<T>(db, built, nameOf(built.sql));
}
