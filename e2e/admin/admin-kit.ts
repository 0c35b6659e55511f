/**
 * Set-up for the admin and privacy specs: the admin the server is started with, signed in through the API for
 * the few things a spec only needs to start from (or to put back afterwards), and the admin area's screens.
 */
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { hidden, visible } from '../fixtures/wait.js';
import type { Member } from '../social/social-kit.js';

type Call = Member['call'];

/** An API session for `email` (its session cookie), calling as the app does (same origin, JSON). */
export async function apiSession(email: string, password: string): Promise<Call> {
  const baseUrl = inject('baseUrl');
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method, path, body) => {
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
    if (!response.ok) throw new Error(`${method} ${path} as ${email}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as never;
  };
}

/** The ADMIN_EMAIL admin's API session. */
export const adminApi = () => apiSession(ADMIN_EMAIL, ADMIN_PASSWORD);

/** Signs the ADMIN_EMAIL admin in through the UI and opens /admin from the top bar's Admin link. */
export async function openAdminDashboard(page: Page): Promise<void> {
  patient(page);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await seen(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
}

/** Opens one of the dashboard's tabs and returns its panel. */
export async function openAdminTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  return seen(page.getByRole('tabpanel', { name }));
}

/** Resolves once a toast titled `title` shows. */
export function toast(page: Page, title: string): Promise<Locator> {
  return seen(page.getByText(title, { exact: true }));
}

/** These flows take several members and browsers: on a busy machine they need more than the default 90 s. */
export const LONG_FLOW = { timeout: 240_000 };

/** The machine these specs run on is shared and slow: every wait of these pages gets 40 s, not 15. */
export const PATIENCE_MS = 40_000;

export function patient(page: Page): Page {
  page.setDefaultTimeout(PATIENCE_MS);
  page.setDefaultNavigationTimeout(PATIENCE_MS);
  return page;
}

/** visible() and hidden() of fixtures/wait.ts with the longer wait. */
export const seen = (locator: Locator) => visible(locator, PATIENCE_MS);
export const gone = (locator: Locator) => hidden(locator, PATIENCE_MS);
