import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, multipartFile } from '../../test/factories.js';
import { call, createResponse, markHidden } from '../../test/social-kit.js';

let ctx: TestContext;
let owner: { user: UserRow; cookie: string };
let member: { user: UserRow; cookie: string };
let admin: { user: UserRow; cookie: string };
const ids = { public: 0, private: 0, hidden: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createSignedInUser(ctx.db, {
    bio: 'Film buff',
    email: 'owner@example.test',
    postalCode: '75001',
  });
  member = await createSignedInUser(ctx.db);
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  const [q1, q2, q3] = await Promise.all([
    createQuestion(ctx.db),
    createQuestion(ctx.db),
    createQuestion(ctx.db),
  ]);
  ids.public = await createResponse(ctx.db, owner.user, q1.id);
  ids.private = await createResponse(ctx.db, owner.user, q2.id, { isPublic: false });
  ids.hidden = await createResponse(ctx.db, owner.user, q3.id);
  await markHidden(ctx.db, ids.hidden);
});
afterAll(() => ctx.close());

const responseIds = (res: { json(): { responses: { id: number }[] } }) =>
  res
    .json()
    .responses.map((r) => r.id)
    .sort();

describe('GET /api/users/:username', () => {
  it('shows a public profile to a visitor, without private details', async () => {
    const res = await call(ctx, 'GET', `/api/users/${owner.user.username}`);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      id: owner.user.id,
      username: owner.user.username,
      displayName: owner.user.displayName,
      bio: 'Film buff',
      // Only the answers a visitor can see: the private and the hidden one are not counted.
      answersCount: 1,
      followersCount: 0,
      followingCount: 0,
      isFollowing: false,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        'answersCount',
        'bio',
        'displayName',
        'followersCount',
        'followingCount',
        'id',
        'isAdmin',
        'isFollowing',
        'joinedAt',
        'profilePicture',
        'username',
      ].sort(),
    );
    expect(res.body).not.toContain('owner@example.test');
    expect(res.body).not.toContain('75001');
  });

  it('counts every answer for the owner, and only the public ones for another member', async () => {
    const url = `/api/users/${owner.user.username}`;
    expect((await call(ctx, 'GET', url, owner.cookie)).json().user.answersCount).toBe(3);
    expect((await call(ctx, 'GET', '/api/auth/me', owner.cookie)).json().user.answersCount).toBe(3);
    expect((await call(ctx, 'GET', url, member.cookie)).json().user.answersCount).toBe(1);
    const found = await call(ctx, 'GET', `/api/search?q=${owner.user.username}&type=users`, member.cookie);
    expect(found.json().users.find((u: { id: number }) => u.id === owner.user.id)?.answersCount).toBe(1);
  });

  it('answers 404 "User not found" for an unknown username', async () => {
    const res = await call(ctx, 'GET', '/api/users/nobody_here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found' });
  });
});

describe('GET /api/users/:username/responses', () => {
  it('shows visitors, other members and admins public, unhidden responses only', async () => {
    for (const cookie of [undefined, member.cookie, admin.cookie]) {
      const res = await call(ctx, 'GET', `/api/users/${owner.user.username}/responses`, cookie);
      expect(res.statusCode).toBe(200);
      expect(responseIds(res)).toEqual([ids.public]);
      expect(res.json().pagination).toEqual({
        page: 1,
        limit: 20,
        total: 1,
        totalPages: 1,
        nextCursor: null,
      });
    }
  });

  it('shows the owner their private and hidden responses too, in the response shape', async () => {
    const res = await call(ctx, 'GET', `/api/users/${owner.user.username}/responses`, owner.cookie);
    expect(responseIds(res)).toEqual([ids.public, ids.private, ids.hidden].sort());
    const first = res.json().responses[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'answerImages',
        'answers',
        'commentsCount',
        'createdAt',
        'id',
        'isHidden',
        'isLiked',
        'isPublic',
        'likesCount',
        'question',
        'questionId',
        'user',
        'version',
      ].sort(),
    );
    const hidden = res.json().responses.find((r: { id: number }) => r.id === ids.hidden);
    expect(hidden.isHidden).toBe(true);
  });

  it('pages the list', async () => {
    const res = await call(
      ctx,
      'GET',
      `/api/users/${owner.user.username}/responses?limit=2&page=2`,
      owner.cookie,
    );
    expect(res.json().responses).toHaveLength(1);
    expect(res.json().pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2, nextCursor: null });
  });
});

describe('GET /api/users/:username/liked', () => {
  it("lists what a member liked that the viewer may see, with the viewer's own like marked", async () => {
    const liker = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);
    const q = await createQuestion(ctx.db);
    const otherPublic = await createResponse(ctx.db, other.user, q.id);
    const liked = [ids.public, otherPublic];
    for (const id of liked) {
      const res = await call(ctx, 'POST', `/api/responses/${id}/toggle-like`, liker.cookie, { like: true });
      expect(res.statusCode).toBe(200);
    }
    // The owner's own private response, liked by the owner: only the owner sees it in anyone's Liked tab.
    await call(ctx, 'POST', `/api/responses/${ids.private}/toggle-like`, owner.cookie, { like: true });

    const visitor = await call(ctx, 'GET', `/api/users/${liker.user.username}/liked`);
    expect(responseIds(visitor)).toEqual(liked.sort());
    expect(visitor.json().responses.every((r: { isLiked: boolean }) => r.isLiked === false)).toBe(true);
    const self = await call(ctx, 'GET', `/api/users/${liker.user.username}/liked`, liker.cookie);
    expect(self.json().responses.every((r: { isLiked: boolean }) => r.isLiked === true)).toBe(true);

    expect(
      responseIds(await call(ctx, 'GET', `/api/users/${owner.user.username}/liked`, member.cookie)),
    ).toEqual([]);
    expect(
      responseIds(await call(ctx, 'GET', `/api/users/${owner.user.username}/liked`, owner.cookie)),
    ).toEqual([ids.private]);
  });
});

describe('PUT /api/users/profile-picture', () => {
  it('asks a visitor to sign in', async () => {
    const res = await call(ctx, 'PUT', '/api/users/profile-picture', undefined, {
      profilePicture: 'https://x.test/a.png',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a blank or invalid address with "Invalid URL"', async () => {
    for (const profilePicture of [
      '',
      '   ',
      'not a url',
      'javascript:alert(1)',
      'ftp://x.test/a.png',
      '/uploads/../x',
    ]) {
      const res = await call(ctx, 'PUT', '/api/users/profile-picture', member.cookie, { profilePicture });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid URL' });
    }
  });

  it("sets the member's own picture from an http(s) address or an uploads path", async () => {
    // Another site's picture is fetched in the background: until our copy is ready, a placeholder (null).
    for (const [profilePicture, shown] of [
      ['https://images.example.test/me.png', null],
      ['/uploads/profile-pictures/abc.jpg', '/uploads/profile-pictures/abc.jpg'],
    ]) {
      const res = await call(ctx, 'PUT', '/api/users/profile-picture', member.cookie, { profilePicture });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: member.user.id, profilePicture: shown });
    }
  });
});

describe('POST /api/users/profile-picture/upload', () => {
  const png = () =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();

  it('asks a visitor to sign in', async () => {
    const body = multipartFile('profilePicture', {
      filename: 'me.png',
      contentType: 'image/png',
      content: await png(),
    });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/profile-picture/upload', ...body });
    expect(res.statusCode).toBe(401);
  });

  it('stores the picture as a square and makes it the member’s picture', async () => {
    const body = multipartFile('profilePicture', {
      filename: 'me.png',
      contentType: 'image/png',
      content: await png(),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile-picture/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: owner.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { user, profilePicture } = res.json();
    expect(profilePicture).toMatch(/^\/uploads\/profile-pictures\/[a-f0-9]+\.jpg$/);
    expect(user.profilePicture).toBe(profilePicture);
    const stored = await sharp(path.join(ctx.dataDir, profilePicture)).metadata();
    expect(stored.width).toBe(stored.height);
    const served = await ctx.app.inject({ method: 'GET', url: profilePicture });
    expect(served.statusCode).toBe(200);

    // A new upload replaces the file of the previous one.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile-picture/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: owner.cookie },
    });
    expect(again.json().profilePicture).not.toBe(profilePicture);
    expect(fs.existsSync(path.join(ctx.dataDir, profilePicture))).toBe(false);
  });

  it('refuses a file that is not an image, whatever its declared type', async () => {
    const body = multipartFile('profilePicture', {
      filename: 'me.png',
      contentType: 'image/png',
      content: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile-picture/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: member.cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a request without the profilePicture file', async () => {
    const body = multipartFile('image', {
      filename: 'me.png',
      contentType: 'image/png',
      content: await png(),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile-picture/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: member.cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /api/users/profile', () => {
  it('changes the own display name and bio, and clears a blank bio', async () => {
    const res = await call(ctx, 'PATCH', '/api/users/profile', member.cookie, {
      displayName: '  New Name ',
      bio: 'Hi!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ displayName: 'New Name', bio: 'Hi!' });
    const cleared = await call(ctx, 'PATCH', '/api/users/profile', member.cookie, { bio: '  ' });
    expect(cleared.json().user).toMatchObject({ displayName: 'New Name', bio: null });
  });

  it('refuses a bio over 300 characters and a one-letter name', async () => {
    const long = await call(ctx, 'PATCH', '/api/users/profile', member.cookie, { bio: 'x'.repeat(301) });
    expect(long.json()).toEqual({ error: 'Bio must be at most 300 characters' });
    const short = await call(ctx, 'PATCH', '/api/users/profile', member.cookie, { displayName: 'A' });
    expect(short.json()).toEqual({ error: 'Display name must be at least 2 characters' });
  });

  it('asks a visitor to sign in', async () => {
    expect((await call(ctx, 'PATCH', '/api/users/profile', undefined, { bio: 'x' })).statusCode).toBe(401);
  });
});
