/**
 * Statements every request of a kind runs, built once per database and prepared by name: a request neither
 * builds the query again nor has PostgreSQL parse and plan it again (each pooled connection keeps it after
 * its first use). The session lookup (services/sessions.ts) was the first; the viewer's own state on cached
 * pages (their likes, their follow) and their answer to a question use this helper (decision 035).
 */
import type { DbOrTx } from './client.js';

export function preparedPerDatabase<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const byDatabase = new WeakMap<DbOrTx, P>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
