import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * Index note: drizzle's .desc() means DESC NULLS LAST, but a query's plain `ORDER BY x DESC` means NULLS FIRST,
 * and PostgreSQL only walks an index in the order it was built. Newest-first indexes are therefore declared
 * .desc().nullsFirst(), to match the queries. (Result rankings order by `desc nulls last` explicitly.)
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A point in time, stored with its zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
