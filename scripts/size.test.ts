import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForSize, moduleFile, overBudget, type RouteSize, routeSizes } from './lib/bundle-size';

let outDir: string;
let sizes: RouteSize[];

beforeAll(() => {
  outDir = buildForSize();
  sizes = routeSizes(outDir);
}, 180_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the JavaScript budget (npm run size)', () => {
  it('keeps the home page and every other page within budget', () => {
    expect(sizes.map((s) => s.route).sort()).toContain('/');
    expect(overBudget(sizes)).toEqual([]);
  });

  it.each([
    ['the toast system', 'components/ui/toaster.tsx'],
    ['the comment form', 'features/social/components/comment-form.tsx'],
    ['the report dialog', 'features/social/components/report-dialog.tsx'],
    ['the likers dialog', 'features/social/components/likers-dialog.tsx'],
    ['the share menu', 'features/share/components/share-menu-dropdown.tsx'],
    ['the account menu', 'app/shell/user-menu-dropdown.tsx'],
    ['the phone menu', 'app/shell/phone-menu-sheet.tsx'],
    ['the session-timeout warning', 'features/auth/session-timeout/session-timeout-dialog.tsx'],
  ])('leaves %s out of the home page until it is needed', (_name, key) => {
    const home = sizes.find((s) => s.route === '/');
    expect(home?.files).not.toContain(moduleFile(outDir, key));
  });

  it('leaves the answer form out of the question page for visitors', () => {
    const question = sizes.find((s) => s.route === '/question/:id');
    expect(question?.files).not.toContain(moduleFile(outDir, 'features/answers/components/answer-form.tsx'));
  });

  it('leaves zod out of the home page (a value imported from a schema module brings it all)', () => {
    const withZod = (route: string) =>
      (sizes.find((s) => s.route === route)?.files ?? []).filter((file) =>
        fs.readFileSync(path.join(outDir, file), 'utf8').includes('ZodError'),
      );
    expect(withZod('/auth').length).toBeGreaterThan(0); // the sign-in forms validate with zod
    expect(withZod('/')).toEqual([]);
  });
});
