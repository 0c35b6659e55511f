import { demoMember } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { openSettled } from '../fixtures/wait.js';

/** Every violation the browser reports, recorded from the first script on each page. */
const recordViolations = () => {
  const w = window as unknown as { cspViolations: string[] };
  w.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
  });
};

describe('Content-Security-Policy', () => {
  test('the built app runs on every main screen without a single violation', async ({ page }) => {
    await page.addInitScript(recordViolations);
    const console: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) console.push(m.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    await signIn(page, demoMember.email, demoMember.password);
    for (const path of [
      '/',
      '/explore',
      '/trending',
      '/question/1',
      '/question/1/results',
      '/search?q=jordan',
      '/notifications',
      '/users/maya.rivera',
      '/create',
    ]) {
      // Every request the page makes has been answered, so a blocked one would have been reported.
      await openSettled(page, path);
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect({ path, violations }).toEqual({ path, violations: [] });
    }
    expect(console).toEqual([]);
  });
});
