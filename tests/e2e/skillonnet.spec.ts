// platform="skillonnet" against the sandbox's SkillOnNet service (its own origin): pay and play is offered to an
// anonymous visitor by the country the platform geolocates them in (the sandbox's IP country), FI, NL and SE only.
// The jackpot reads (the skin's total moving with the sandbox clock) are covered by the adapter conformance suites
// (tests/adapters/games-conformance.test.ts, game-floor-conformance.test.ts) until <casino-jackpot-total> exists;
// the demo game's journey waits for <casino-game>.
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
