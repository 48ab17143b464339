import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './scripts/find-chromium.mjs';
const S = 'http://localhost:8330';
const post = (path, body) => fetch(`${S}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const [name, opts] of [['narrow-light', { viewport: { width: 360, height: 740 } }], ['narrow-dark', { viewport: { width: 360, height: 740 }, colorScheme: 'dark' }], ['forced', { viewport: { width: 800, height: 700 }, forcedColors: 'active' }]]) {
  await post('reset', {});
  const context = await browser.newContext(opts);
  const page = await context.newPage();
  await page.goto(`${S}/examples/signin-inline.html?platform=realtime`);
  const signin = page.locator('casino-signin').first();
  await signin.getByLabel('Email').fill('player@example.com');
  await signin.getByLabel('Password', { exact: true }).fill('Secret123!');
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('casino-modal').getByRole('button', { name: 'Continue' }).click();
  await post('wamp/refuse', { ms: 60000 });
  await post('wamp/drop', {});
  await signin.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 15000 });
  await page.screenshot({ path: `/tmp/shots-rt-adapter/offline-${name}.png` });
  if (name === 'narrow-light') {
    await post('wamp/refuse', { ms: 0 });
    await signin.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Enter');
    await signin.getByRole('button', { name: 'Retry' }).waitFor({ state: 'detached', timeout: 10000 });
    const focused = await page.evaluate(() => { const host = document.activeElement; const inner = host?.shadowRoot?.activeElement; return `${host?.tagName} > ${inner?.tagName} ${inner?.textContent?.slice(0, 30)}`; });
    console.log('focus after Retry:', focused);
    await page.screenshot({ path: `/tmp/shots-rt-adapter/after-retry.png` });
  }
  await context.close();
}
await browser.close();
