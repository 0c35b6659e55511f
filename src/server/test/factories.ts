/** Test data: members, signed-in cookies, questions and multipart bodies, made directly in the database. */
import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type QuestionRow, questions, type UserRow, users } from '../db/schema/index.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import { createSession } from '../services/sessions.js';

let sequence = 0;

/** How long ago a member made here joined: past any RESULTS_TRUST_AGE_SECONDS tests use, and not new (7 days). */
export const ESTABLISHED_AGE_MS = 8 * 24 * 60 * 60 * 1000;
const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;

/**
 * An established member (decision 069): verified and joined ESTABLISHED_AGE_MS ago, so their lists count in
 * the results at once (born January 1990 in Paris unless told otherwise). Members joined in creation order.
 */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const name = `member_${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      username: name,
      displayName: `Member ${name.slice(-6)}`,
      email: `${name}@example.test`,
      isVerified: true,
      joinedAt: new Date(Date.now() - ESTABLISHED_AGE_MS),
      birthYear: 1990,
      birthMonth: 1,
      country: 'France',
      city: 'Paris',
      ...overrides,
    })
    .returning();
  return row;
}

/** A session for the member, as the Cookie header value the app reads. */
export async function signIn(db: Db, user: Pick<UserRow, 'id'>): Promise<string> {
  const { token } = await createSession(db, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

/** A member and their session cookie. */
export async function createSignedInUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserRow; cookie: string }> {
  const user = await createUser(db, overrides);
  return { user, cookie: await signIn(db, user) };
}

export async function createQuestion(
  db: Db,
  overrides: Partial<typeof questions.$inferInsert> = {},
): Promise<QuestionRow> {
  const [row] = await db
    .insert(questions)
    .values({ title: `Top 5 question ${unique()}`, description: 'Name your five favourites.', ...overrides })
    .returning();
  return row;
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(
  field: string,
  file: { filename: string; contentType: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----top5test${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Rows made in bulk (thousands through every trigger) in one transaction without the server's statement
 * timeout, which such a statement can reach on a slow machine under CI's load.
 */
export async function seedInBulk(db: Db, ...statements: SQL[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    for (const statement of statements) await tx.execute(statement);
  });
}
