import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:5199';
const paths = process.argv.slice(2);
const who = process.env.WHO; // member|admin
const theme = process.env.THEME ?? 'light';
const width = Number(process.env.W ?? 1280), height = Number(process.env.H ?? 800);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, viewport: { width, height }, colorScheme: theme });
const page = await context.newPage();
if (who) {
  const email = who === 'admin' ? 'admin@top5.test' : 'maya.rivera@example.com';
  const password = who === 'admin' ? 'AdminPass123' : 'DemoPass123';
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Login|Sign In|Log In)$/i }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}
for (const p of paths) {
  await page.goto(p);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(500);
  const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']).analyze();
  console.log(`== ${p}: ${r.violations.length} violations`);
  for (const v of r.violations) {
    console.log(`  ${v.id} (${v.impact}): ${v.help}`);
    for (const n of v.nodes.slice(0, 6)) console.log(`    ${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1).join(' ').slice(0,200)}`);
  }
}
await browser.close();
