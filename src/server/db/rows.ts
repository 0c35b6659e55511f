/**
 * Rows from node-postgres as drizzle's own driver would give them, made cheaper (decision 137). `pg` makes
 * each row object by copying an empty one and then adding one field at a time; here rows arrive as arrays
 * and each is made by one object literal compiled once per list of column names, so every row of a shape
 * shares one hidden class. Timestamps, dates and intervals stay PostgreSQL's text, as drizzle leaves them.
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

/** The parsers every statement run by `runStatement` (client.ts) reads its columns with. */
export const pgTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(id) ? asText : pg.types.getTypeParser(id, format ?? 'text'),
} as pg.CustomTypesConfig;

type Make = (values: unknown[]) => Record<string, unknown>;

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
    make = (values) => {
      const row: Record<string, unknown> = { ...empty };
      for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
      return row;
    };
  } else {
    const fields = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
    make = new Function('v', `return { ${fields} };`) as Make;
  }
  // Past the cap a shape's builder is made for its statement and not kept, so the map stays bounded.
  if (builders.size < MAX_BUILDERS) builders.set(key, make);
  return make;
}

/** How many builders are kept (for tests). */
export const keptBuilders = () => builders.size;

export function rowObjects<T>(fields: { name: string }[], rows: unknown[][]): T[] {
  if (rows.length === 0) return [];
  const make = builderFor(fields.map((field) => field.name));
  const objects = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) objects[i] = make(rows[i]);
  return objects as T[];
}
