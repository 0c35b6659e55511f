/**
 * Set-up for the social specs: verified members who act through the API (ask a question, answer it, change
 * their display name) before the browser takes over, and a second browser context for the other member.
 * Only what a spec needs to start from goes through the API; what the spec is about is done in the UI.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import type { NewUser } from '../fixtures/accounts.js';
import { createVerifiedUser } from '../fixtures/auth.js';
import { waitsForTheApp } from '../fixtures/test.js';

/** A short unique tag for titles and names, so specs never see each other's data. */
export const uniqueTag = () => randomBytes(3).toString('hex');

/** A verified member with a signed-in API session (the session cookie the server set at login). */
export interface Member extends NewUser {
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T>;
}

/** Registers and verifies a member (via the mail link), signs them in through the API, and optionally renames them. */
export async function createMember(label: string, displayName?: string): Promise<Member> {
  const user = await createVerifiedUser(label);
  const baseUrl = inject('baseUrl');
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!login.ok) throw new Error(`login ${user.email}: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const call: Member['call'] = async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie,
        Origin: baseUrl,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} as ${user.username}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as never;
  };

  const member: Member = { ...user, call };
  if (displayName) {
    await call('PATCH', '/api/users/profile', { displayName });
    member.displayName = displayName;
  }
  return member;
}

/** The member asks a new question (open, no end date); returns its id and title. */
export async function askQuestion(member: Member, title: string): Promise<{ id: number; title: string }> {
  const question = await member.call<{ id: number; title: string }>('POST', '/api/questions', {
    title,
    description: 'Asked by the end-to-end social specs.',
  });
  return { id: question.id, title: question.title };
}

/** The member answers a question with their Top 5; returns the response id. */
export async function answer(
  member: Member,
  questionId: number,
  answers: string[],
  isPublic = true,
): Promise<number> {
  const saved = await member.call<{ responseId: number }>('POST', `/api/questions/${questionId}/answer`, {
    answers,
    isPublic,
  });
  return saved.responseId;
}

/**
 * A second browser context (own cookies) for the other member, set up like the fixture's and closed when the
 * test ends.
 */
export async function openSecondPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 1280, height: 860 },
  });
  context.setDefaultTimeout(15_000);
  const page = waitsForTheApp(await context.newPage());
  onTestFinished(async ({ task }) => {
    // Like the fixture's page, a failing test leaves this page's screenshot in test-results/.
    if (task.result?.state === 'fail') {
      const dir = path.resolve('test-results');
      fs.mkdirSync(dir, { recursive: true });
      const name = `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 70)}-second`;
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true }).catch(() => {});
    }
    await context.close();
  });
  return page;
}

/** The response card of `displayName` on the current page. */
export const responseCard = (page: Page, displayName: string) =>
  page.getByRole('article', { name: `${displayName}'s Top 5` });
