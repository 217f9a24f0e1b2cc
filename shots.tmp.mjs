import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3500';
const [user, ...paths] = process.argv.slice(2);
const width = Number(process.env.W ?? 1280);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width, height: 900 }, locale: process.env.LANG_UI ?? 'it-IT' });
const page = await context.newPage();
await page.goto(BASE + '/');
const cookies = await context.cookies();
const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
const r = await page.request.post(BASE + '/inc/main', { headers: { 'X-XSRF-TOKEN': xsrf }, data: { action: 'login', username: user, password: 'Demo2026!', cookie: true } });
console.log('login', (await r.text()).slice(0, 80));
for (const p of paths) {
  await page.goto(BASE + p);
  await page.waitForTimeout(2500);
  const name = `/tmp/shot-${(process.env.TAG ?? '')}${user}-${p.replace(/\W+/g, '_')}-${width}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
