/**
 * One statement on node-postgres, its rows made into objects as they arrive (decision 139). `pg`'s own path
 * copies the query's configuration through property descriptors, looks up a parser per column at every run,
 * parses each row into an array and keeps a result object; here a statement's shape (its columns and their
 * parsers, and a row builder compiled once) is kept by the statement's name, and each row is one object
 * literal made from the row's text.
 */
import pg from 'pg';
import { type Field, rowShape, type Shape } from './rows.js';

/** The shapes of named statements: a name is one statement text, so its columns never change. */
const shapes = new Map<string, Shape>();
const MAX_SHAPES = 2_000;

/** The parts of `pg`'s Query used here, which its type declarations leave out. */
interface QueryInternals {
  name?: string;
  callback?: (error: Error | null, rows?: unknown) => void;
  handleError(error: unknown, connection: unknown): void;
}
const BaseQuery = pg.Query as unknown as new (text: string, values: unknown[]) => QueryInternals;

/** What a pool and a connection both take: a query object and the callback it answers. */
type Runs = { query(query: QueryInternals, callback: (error: Error | null) => void): unknown };

class StatementQuery<T> extends BaseQuery {
  private shape: Shape | null = null;
  readonly objects: T[] = [];
  private failed: unknown = null;

  constructor(text: string, values: unknown[], name: string | undefined) {
    // A text, not a configuration object: `pg` copies an object's every property descriptor first.
    super(text, values);
    if (name !== undefined) this.name = name;
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    const name = this.name;
    let shape = name === undefined ? undefined : shapes.get(name);
    if (shape === undefined) {
      shape = rowShape(msg.fields);
      if (name !== undefined && shapes.size < MAX_SHAPES) shapes.set(name, shape);
    }
    this.shape = shape;
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (this.failed !== null || this.shape === null) return;
    try {
      this.objects.push(this.shape.make(msg.fields) as T);
    } catch (error) {
      // Answered once the statement has ended, as `pg` does with a value its parser refused.
      this.failed = error;
    }
  }

  // Nothing of the command's tag is read: only the rows.
  handleCommandComplete(): void {}

  handleReadyForQuery(connection: unknown): void {
    if (this.failed !== null) {
      const error = this.failed;
      this.failed = null;
      this.handleError(error, connection);
      return;
    }
    this.callback?.(null, this.objects);
  }
}

/** Runs one statement on a pool or a connection, prepared by `name` when one is given: its rows as objects. */
export function queryObjects<T>(
  client: pg.Pool | pg.Client,
  text: string,
  values: unknown[],
  name: string | undefined,
): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const query = new StatementQuery<T>(text, values, name);
    const done = (error: Error | null) => (error ? reject(error) : resolve(query.objects));
    // A pool releases the connection, then calls `done`; a connection sets `done` on the query.
    (client as unknown as Runs).query(query, done);
  });
}

/** How many shapes are kept (for tests). */
export const keptShapes = () => shapes.size;
export { MAX_SHAPES };
