import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const js of [false, true, false, true]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto('http://localhost:3917/question/1', { waitUntil: 'commit' });
  await page.waitForTimeout(2500);
  const t = await page.evaluate(() => JSON.stringify({paint: performance.getEntriesByType('paint').map(e=>[e.name, Math.round(e.startTime)]), resp: Math.round(performance.getEntriesByType('navigation')[0].responseEnd), dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd), res: performance.getEntriesByType('resource').filter(r=>/css|woff|index/.test(r.name)).map(r=>[r.name.slice(-30), Math.round(r.startTime), Math.round(r.responseEnd)])}));
  console.log('js', js, t);
  await ctx.close();
}
await browser.close();
