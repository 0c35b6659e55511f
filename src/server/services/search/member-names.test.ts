/**
 * member_names (migration 0021) holds each lower-cased display name once with how many members bear it, kept by
 * a trigger on users: after joins, renames (crossing ones at the same time), case changes and departures it
 * equals a recount, and a name nobody bears any more is gone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createUser } from '../../test/factories.js';
import { deleteAccount } from '../users/delete-account.js';
import { updateProfile } from '../users/profile.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const stored = () =>
  queryRows<{ name: string; members: number }>(
    ctx.db,
    sql`select name, members from member_names where name like 'namecount %' order by name`,
  );
const recount = () =>
  queryRows<{ name: string; members: number }>(
    ctx.db,
    sql`select lower(display_name) as name, count(*)::int as members from users
      where lower(display_name) like 'namecount %' group by 1 order by 1`,
  );

it('counts the members bearing each display name as they join, rename and leave', async () => {
  const ada = await createUser(ctx.db, { displayName: 'Namecount Ada' });
  const ada2 = await createUser(ctx.db, { displayName: 'NAMECOUNT ADA' });
  const bea = await createUser(ctx.db, { displayName: 'Namecount Bea' });
  const cy = await createUser(ctx.db, { displayName: 'Namecount Cy' });
  expect(await stored()).toEqual([
    { name: 'namecount ada', members: 2 },
    { name: 'namecount bea', members: 1 },
    { name: 'namecount cy', members: 1 },
  ]);

  // A case change keeps the name; two renames crossing each other's names, at once.
  await updateProfile(ctx.db, ada.id, { displayName: 'namecount ada', bio: undefined });
  await Promise.all([
    updateProfile(ctx.db, bea.id, { displayName: 'Namecount Cy', bio: undefined }),
    updateProfile(ctx.db, cy.id, { displayName: 'Namecount Bea', bio: undefined }),
  ]);
  expect(await stored()).toEqual(await recount());

  await updateProfile(ctx.db, ada2.id, { displayName: 'Namecount Dee', bio: undefined });
  await deleteAccount(ctx.db, ada.id);
  expect(await stored()).toEqual(await recount());
  expect((await stored()).map((r) => r.name)).not.toContain('namecount ada');
});
