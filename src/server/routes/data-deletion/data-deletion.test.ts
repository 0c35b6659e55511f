import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDeletionRequests, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser, createUser } from '../../test/factories.js';
import { readMails, tokenFromMail } from '../../test/mail.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAIL_PER_EMAIL: 2, RATE_LIMIT_MAIL_PER_IP: 4 });
});
afterAll(() => ctx.close());

let ipCounter = 0;
/** Each call from an address of its own unless one is given, so only the tests about limits meet them. */
const request = (payload: unknown, ip = `10.20.0.${++ipCounter}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/data-deletion-request',
    payload: payload as object,
    remoteAddress: ip,
  });

const RECEIVED =
  'Your data deletion request has been received. We will review it within 5-7 business days and email you.';

describe('POST /api/data-deletion-request', () => {
  it('refuses a missing or blank email with "Email Required"', async () => {
    for (const email of [undefined, '', '   ']) {
      const res = await request({ email, reason: 'Please delete my data' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Email Required' });
    }
  });

  it('refuses an email that is not one', async () => {
    const res = await request({ email: 'not-an-email', reason: 'Please delete my data' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a valid email address' });
  });

  it('refuses a missing or blank reason with "Reason Required"', async () => {
    for (const reason of [undefined, '', '  \n ']) {
      const res = await request({ email: 'someone@example.com', reason });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Reason Required' });
    }
  });

  it('stores the request (email lower-cased, both trimmed) and mails the requester a confirmation', async () => {
    const res = await request({ email: '  Store.Me@Example.com ', reason: '  I am leaving.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RECEIVED });
    const rows = await ctx.db
      .select()
      .from(dataDeletionRequests)
      .where(eq(dataDeletionRequests.email, 'store.me@example.com'));
    expect(rows).toMatchObject([{ reason: 'I am leaving.', status: 'pending', handledAt: null }]);
    await ctx.app.mailOutbox.drain();
    const mails = readMails(ctx.dataDir).filter((m) => m.to === 'store.me@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('We received your data deletion request (Top 5)');
    expect(mails[0].raw).toContain('5-7 business days');
  });

  it("takes a request for a Facebook member's made-up address (users.invalid), mailing nobody", async () => {
    const email = 'facebook-0123456789abcdef01234567@users.invalid';
    await createUser(ctx.db, { email });
    const res = await request({ email, reason: 'Please delete my account.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: RECEIVED });
    const rows = await ctx.db
      .select()
      .from(dataDeletionRequests)
      .where(eq(dataDeletionRequests.email, email));
    expect(rows).toHaveLength(1);
    await ctx.app.mailOutbox.drain();
    expect(readMails(ctx.dataDir).filter((m) => m.to === email)).toEqual([]);
  });

  it('answers byte for byte the same whether or not the email has an account, and mails both', async () => {
    const member = await createUser(ctx.db);
    const known = await request({ email: member.email, reason: 'Delete everything' });
    const unknown = await request({ email: 'nobody-here@example.com', reason: 'Delete everything' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    // No request id or time in the answer that could tell the two apart.
    expect(known.json()).toEqual({ message: RECEIVED });
    await ctx.app.mailOutbox.drain();
    const to = readMails(ctx.dataDir).map((m) => m.to);
    expect(to).toContain(member.email);
    expect(to).toContain('nobody-here@example.com');
    const subjects = readMails(ctx.dataDir)
      .filter((m) => m.to === member.email || m.to === 'nobody-here@example.com')
      .map((m) => m.subject);
    expect(new Set(subjects).size).toBe(1);
  });

  it('limits requests per email across addresses (429 with Retry-After), and stores none past it', async () => {
    const email = 'limited@example.com';
    expect((await request({ email, reason: 'one' })).statusCode).toBe(200);
    expect((await request({ email, reason: 'two' })).statusCode).toBe(200);
    const third = await request({ email, reason: 'three' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await ctx.db
      .select()
      .from(dataDeletionRequests)
      .where(eq(dataDeletionRequests.email, email));
    expect(rows).toHaveLength(2);
  });

  it('limits requests per IP address across emails', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await request({ email: `ip${i}@example.com`, reason: 'x' }, '10.30.0.1')).statusCode).toBe(200);
    }
    expect((await request({ email: 'ip9@example.com', reason: 'x' }, '10.30.0.1')).statusCode).toBe(429);
    expect((await request({ email: 'ip9@example.com', reason: 'x' }, '10.30.0.2')).statusCode).toBe(200);
  });
});

const CONFIRMED =
  'Your data deletion request is confirmed. We will review it within 5-7 business days and email you.';
const INVALID_LINK = 'This confirmation link is invalid, has expired or has already been used';

const confirm = (token: unknown, ip = `10.40.0.${++ipCounter}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/data-deletion-request/confirm',
    payload: { token } as object,
    remoteAddress: ip,
  });
const rowOf = async (email: string) =>
  (await ctx.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.email, email)))[0];
/** The token in the last confirmation mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  await ctx.app.mailOutbox.drain();
  const mail = readMails(ctx.dataDir)
    .filter((m) => m.to === email)
    .at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return tokenFromMail(mail, '/data-deletion');
}

describe('confirming a data deletion request by the mailed link', () => {
  it('mails a link; opening it (GET) confirms nothing, the page POST confirms once, a second use is refused', async () => {
    const email = 'confirm-me@example.com';
    expect((await request({ email, reason: 'Delete me' })).statusCode).toBe(200);
    const token = await mailedToken(email);
    // Only the token's hash is stored.
    const stored = await rowOf(email);
    expect(stored).toMatchObject({ confirmedAt: null, confirmExpiresAt: expect.any(Date) });
    expect(stored.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.confirmTokenHash).not.toContain(token);

    // A mail scanner following the link fetches the page: the request stays unconfirmed.
    const page = await ctx.app.inject({ method: 'GET', url: `/data-deletion?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect((await rowOf(email)).confirmedAt).toBeNull();

    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: CONFIRMED });
    expect(await rowOf(email)).toMatchObject({ confirmedAt: expect.any(Date), confirmTokenHash: null });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: INVALID_LINK });
  });

  it('refuses an unknown token, an empty one and an expired link (400, the same text)', async () => {
    for (const token of ['not-a-real-token', '', undefined]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
    }
    expect((await confirm('not-a-real-token')).json()).toEqual({ error: INVALID_LINK });

    const email = 'expired-link@example.com';
    await request({ email, reason: 'Delete me' });
    const token = await mailedToken(email);
    await ctx.db
      .update(dataDeletionRequests)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataDeletionRequests.email, email));
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID_LINK });
    expect((await rowOf(email)).confirmedAt).toBeNull();
  });

  it('answers a confirmation the same whether or not the address has an account', async () => {
    const member = await createUser(ctx.db);
    await request({ email: member.email, reason: 'x' });
    await request({ email: 'nobody-confirms@example.com', reason: 'x' });
    const known = await confirm(await mailedToken(member.email));
    const unknown = await confirm(await mailedToken('nobody-confirms@example.com'));
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('confirms at once the request of a member signed in with that very address, mailing no link', async () => {
    const member = await createSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-deletion-request',
      payload: { email: member.user.email, reason: 'I am leaving' },
      headers: { cookie: member.cookie },
      remoteAddress: '10.50.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: RECEIVED });
    expect(await rowOf(member.user.email)).toMatchObject({
      confirmedAt: expect.any(Date),
      confirmTokenHash: null,
    });
    await ctx.app.mailOutbox.drain();
    const mail = readMails(ctx.dataDir).find((m) => m.to === member.user.email);
    expect(mail?.raw).not.toContain('/data-deletion?token');

    // Signed in as someone else, it is an ordinary unconfirmed request.
    const other = await createUser(ctx.db);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/data-deletion-request',
      payload: { email: other.email, reason: 'x' },
      headers: { cookie: member.cookie },
      remoteAddress: '10.50.0.2',
    });
    expect((await rowOf(other.email)).confirmedAt).toBeNull();
  });

  it('confirms at once the request of a Facebook member signed in with their made-up address, and an admin can delete the account from it', async () => {
    // Nobody can receive a link at users.invalid: signing in with the provider is what shows the request is theirs.
    const email = 'facebook-fedcba9876543210fedcba98@users.invalid';
    const member = await createSignedInUser(ctx.db, { email });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-deletion-request',
      payload: { email, reason: 'Please delete everything.' },
      headers: { cookie: member.cookie },
      remoteAddress: '10.60.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: RECEIVED });
    const row = await rowOf(email);
    expect(row).toMatchObject({ confirmedAt: expect.any(Date), confirmTokenHash: null });
    await ctx.app.mailOutbox.drain();
    expect(readMails(ctx.dataDir).filter((m) => m.to === email)).toEqual([]);

    const admin = await createSignedInUser(ctx.db, { isAdmin: true });
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/data-deletion-requests/${row.id}/delete-account`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('limits confirmations per IP address (429)', async () => {
    for (let i = 0; i < 4; i++) expect((await confirm('guess', '10.60.0.1')).statusCode).toBe(400);
    const limited = await confirm('guess', '10.60.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
  });
});
