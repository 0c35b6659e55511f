import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:5199';
const [path, out] = process.argv.slice(2);
const who = process.env.WHO; const theme = process.env.THEME ?? 'light';
const width = Number(process.env.W ?? 1280), height = Number(process.env.H ?? 800);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, viewport: { width, height }, colorScheme: theme });
const page = await context.newPage();
if (who) {
  const email = who === 'admin' ? 'admin@top5.test' : 'maya.rivera@example.com';
  const password = who === 'admin' ? 'AdminPass123' : 'DemoPass123';
  await page.goto('/auth'); await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email); await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Login|Sign In|Log In)$/i }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}
await page.goto(path); await page.waitForLoadState('networkidle').catch(()=>{}); await page.waitForTimeout(600);
if (process.env.ZOOM) await page.addStyleTag({ content: `html{font-size:${process.env.ZOOM}%}` });
if (process.env.EVAL) await page.evaluate(process.env.EVAL);
if (process.env.TAB) for (let i=0;i<Number(process.env.TAB);i++) await page.keyboard.press('Tab');
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: !!process.env.FULL });
await browser.close();
