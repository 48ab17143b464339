import { axe, CASHIER_ORIGIN, dialog, expect, signIn, test, watchCsp } from './fixtures.ts';

test('player@example.com pays 25 and plays: the amount goes to the sandbox cashier, the payment is reported once and the balance rises by it', async ({ page, sandbox }) => {
  void sandbox; // the seed
  const cspViolations = await watchCsp(page);
  await page.goto('/examples/pay-and-play.html');
  await signIn(page.locator('casino-signin'), 'player@example.com');
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page)).toHaveCount(0);
  const balance = page.locator('casino-signin [data-balance]');
  await expect(balance).toHaveText('€270.00');

  const widget = page.locator('casino-pay-and-play');
  await widget.getByLabel('Amount (EUR)').fill('25');
  await widget.getByRole('button', { name: 'Deposit and play' }).click();
  const frame = widget.locator('iframe.cashier-frame');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${CASHIER_ORIGIN}/paymentiq/cashier\\?`));
  expect(new URL((await frame.getAttribute('src'))!).searchParams.get('amount')).toBe('25');
  const cashier = page.frameLocator('casino-pay-and-play iframe.cashier-frame');
  // The amount the player chose is the cashier's.
  await expect(cashier.getByLabel('Amount (EUR)')).toHaveValue('25');
  expect(await axe(page, 'casino-pay-and-play')).toEqual([]);

  // The listener is in the page before Pay is pressed (an evaluate left running could reach the page after the
  // click): the successes it hears, half a second after the first (a second report would be in by then).
  await page.evaluate(() => {
    (window as unknown as { successes: Promise<unknown[]> }).successes = new Promise<unknown[]>((resolve) => {
      const seen: unknown[] = [];
      document.querySelector('casino-pay-and-play')!.addEventListener('casino-deposit-success', (event) => {
        seen.push((event as CustomEvent).detail);
        setTimeout(() => resolve(seen), 500);
      });
    });
  });
  await cashier.getByRole('button', { name: 'Pay' }).click();
  const seen = await page.evaluate(() => (window as unknown as { successes: Promise<unknown[]> }).successes);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ amount: 25, currency: 'EUR' });
  // Inline: the widget says so and offers the amount again; the wallet was read again for the page.
  await expect(widget.getByRole('status')).toContainText('Your deposit is complete.');
  await expect(widget.locator('iframe.cashier-frame')).toHaveCount(0);
  await expect(widget.getByLabel('Amount (EUR)')).toHaveValue('');
  await expect(balance).toHaveText('€295.00');
  expect(await axe(page, 'casino-pay-and-play')).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});
