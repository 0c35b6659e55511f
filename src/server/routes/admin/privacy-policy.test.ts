import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { adminCall } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser } from '../../test/factories.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const POLICY = `# Privacy Policy\n\nWe keep your Top 5 lists, your profile and the way you use the site. ${'We never sell them. '.repeat(3)}`;
const publicPolicy = () => ctx.app.inject({ method: 'GET', url: '/api/privacy-policy' });

describe('the privacy policy before anyone wrote one', () => {
  it('is a 404 for the public and an empty draft for the editor', async () => {
    const res = await publicPolicy();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Privacy policy not found' });
    const draft = await adminCall(ctx, admin.cookie, 'GET', '/api/admin/privacy-policy');
    expect(draft.json()).toEqual({ content: '', updatedAt: null, updatedBy: null });
  });
});

describe('PUT /api/admin/privacy-policy', () => {
  it('saves the trimmed text, which the public page then shows', async () => {
    const res = await adminCall(ctx, admin.cookie, 'PUT', '/api/admin/privacy-policy', {
      content: `\n  ${POLICY}  \n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content: POLICY.trim(),
      updatedAt: expect.any(String),
      updatedBy: admin.user.username,
    });
    const shown = await publicPolicy();
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ content: POLICY.trim(), updatedAt: res.json().updatedAt });
    const [entry] = (await ctx.db.select().from(auditLog).orderBy(auditLog.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'privacy_policy.update', summary: 'Published the privacy policy' });
  });

  it('replaces the policy on a later save', async () => {
    const next = `${POLICY} Updated.`;
    await adminCall(ctx, admin.cookie, 'PUT', '/api/admin/privacy-policy', { content: next });
    expect((await publicPolicy()).json().content).toBe(next.trim());
    const [entry] = (await ctx.db.select().from(auditLog).orderBy(auditLog.id)).slice(-1);
    expect(entry.summary).toBe('Updated the privacy policy');
  });

  it.each([
    ['99 characters', 'x'.repeat(99)],
    ['95 characters padded with spaces', `  ${'x'.repeat(95)}   `],
    ['nothing', ''],
  ])('refuses %s with "Content Too Short"', async (_, content) => {
    const before = (await publicPolicy()).json();
    const res = await adminCall(ctx, admin.cookie, 'PUT', '/api/admin/privacy-policy', { content });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Content Too Short' });
    expect((await publicPolicy()).json()).toEqual(before);
  });

  it('takes exactly 100 characters', async () => {
    const res = await adminCall(ctx, admin.cookie, 'PUT', '/api/admin/privacy-policy', {
      content: 'y'.repeat(100),
    });
    expect(res.statusCode).toBe(200);
  });
});
