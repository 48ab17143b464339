// platform="skillonnet" against the sandbox's SkillOnNet service (its own origin): pay and play is offered to an
// anonymous visitor by the country the platform geolocates them in (the sandbox's IP country), FI, NL and SE only.
// The skin's jackpots show in <casino-jackpot-total> and <casino-jackpots>, and its fun-mode games open in <casino-game>.
import { CASHIER_ORIGIN, axe, expect, test, watchCsp } from './fixtures.ts';

test('an anonymous visitor from Finland is offered pay and play, straight to the cashier; one from Germany is not', async ({ page, sandbox }) => {
  const cspViolations = await watchCsp(page);
  await sandbox('ip-country', { country: 'FI' });
  await page.goto('/examples/skillonnet.html');
  const widget = page.locator('casino-pay-and-play');
  const amount = widget.getByLabel('Amount');
  await expect(amount).toBeVisible();
  // Nobody is signed in, and nobody is asked to.
  await expect(widget.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  expect(await axe(page, 'casino-pay-and-play')).toEqual([]);
  await amount.fill('20');
  await widget.getByRole('button', { name: 'Deposit and play' }).click();
  const frame = widget.locator('iframe.cashier-frame');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${CASHIER_ORIGIN}/paymentiq/cashier\\?`));
  expect(new URL((await frame.getAttribute('src'))!).searchParams.get('amount')).toBe('20');

  await sandbox('ip-country', { country: 'DE' });
  await page.reload();
  await expect(widget.getByText('Pay and play is not available in your country.')).toBeVisible();
  await expect(widget.getByLabel('Amount')).toHaveCount(0);
  expect(await axe(page, 'casino-pay-and-play')).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});

test('the skin\'s jackpot total shows on the page and moves with the clock; its demo opens in fun mode and closes back to the page\'s address', async ({ page, sandbox }) => {
  await sandbox('ip-country', { country: 'FI' });
  await page.goto('/examples/skillonnet.html');
  const total = page.locator('casino-jackpot-total [part~="amount"] .visually-hidden');
  // TestCasino's three jackpots, in euros for a Finnish visitor.
  await expect(total).toHaveText('€4,741,195.75');
  await expect(page.locator('casino-jackpots [part~="jackpot"]')).toHaveCount(3);
  await sandbox('clock', { advanceMs: 60 * 60_000 });
  await page.reload();
  await expect(total).toHaveText('€4,743,250.75');

  await page.evaluate(() => history.replaceState(null, '', '/casino/slots'));
  await page.getByRole('button', { name: 'Demo Starburst' }).click();
  const game = page.frameLocator('casino-game iframe');
  await expect(game.locator('#game-id')).toHaveText('starburst');
  await expect(game.locator('#game-mode')).toHaveText('demo');
  await expect(page).toHaveURL(/\/play\/starburst$/);
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page.locator('casino-game [role=dialog]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/casino\/slots$/);
});
