/** Helpers for the auth API tests: a valid registration, signing up through the mailed link, cookies. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './context.js';
import { readMails, tokenFromMail } from './mail.js';

export const PASSWORD = 'Correct1Horse';

let counter = 0;

/** A registration body that passes every rule; each call gets a new username and email. */
export function validRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `member_${id}`,
    displayName: `Member ${id}`,
    email: `member_${id}@example.com`,
    password: PASSWORD,
    birthMonth: 6,
    birthYear: 1990,
    country: 'Japan',
    city: 'Tokyo',
    ...overrides,
  };
}

export function post(ctx: TestContext, url: string, payload?: unknown, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object | undefined,
    headers: cookie ? { cookie } : {},
  });
}

export function get(ctx: TestContext, url: string, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** The `name=value` of the session cookie a response sets, to send back as a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'top5_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `top5_session=${cookie.value}`;
}

/** The newest mail sent to an address, once the outbox has sent what is due. */
export async function lastMailTo(ctx: TestContext, email: string) {
  await ctx.app.mailOutbox.drain();
  const mails = readMails(ctx.dataDir).filter((m) => m.to === email);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** How many mails were sent (to an address), once the outbox has sent what is due. */
export async function mailCount(ctx: TestContext, email?: string): Promise<number> {
  await ctx.app.mailOutbox.drain();
  return readMails(ctx.dataDir).filter((m) => email === undefined || m.to === email).length;
}

/** Registers a member and lets the outbox send their verification mail. */
export async function registerMember(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const res = await post(ctx, '/api/auth/register', body);
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.mailOutbox.drain();
  return { ...body, id: res.json().user.id as number };
}

/** Registers, follows the verification link from the mail, and signs in; returns the session cookie. */
export async function signedUpMember(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const member = await registerMember(ctx, overrides);
  const token = tokenFromMail(await lastMailTo(ctx, member.email), '/verify-email');
  const verified = await post(ctx, '/api/auth/verify-email', { token });
  expect(verified.statusCode, verified.body).toBe(200);
  const cookie = await signIn(ctx, member.email, member.password);
  return { ...member, cookie };
}

export async function signIn(ctx: TestContext, email: string, password: string): Promise<string> {
  const res = await post(ctx, '/api/auth/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}
