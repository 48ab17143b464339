import { expect, test } from './fixtures.ts';

// What creates the cashier's frame once its set-up has come (features/cashier/cashier-frame-body.tsx) is a chunk no
// first render loads: the frame fetches it beside the set-up, never after it (the cashier's set-up part is held here
// until the frame's part has been asked for: fetched after it, the frame would never come), and one that cannot be
// fetched is the set-up's failure notice with Try again, never a widget stuck or gone.
test('a deposit fetches its cashier frame\'s part beside the set-up, says so with Try again when it cannot, and creates the frame once it can', async ({ page, request }) => {
  let refuse = true;
  let asked = 0;
  let framePartAsked!: () => void;
  const framePart = new Promise<void>((resolve) => {
    framePartAsked = resolve;
  });
  await page.route(/\/dist\/chunks\/cashier-frame-body-[\w-]{7}\.js$/, async (route) => {
    asked += 1;
    framePartAsked();
    if (refuse) await route.abort('connectionfailed');
    else await route.continue();
  });
  await page.route(/\/dist\/chunks\/cashier-setup-[\w-]{7}\.js$/, async (route) => {
    await framePart;
    await route.continue();
  });
  const answer = await request.post('/api/player/signin/v2', { data: { Username: 'player@example.com', Password: 'Secret123!', Platform: 'desktop' } });
  const { SessionId } = (await answer.json()) as { SessionId: string };
  await page.addInitScript((session) => sessionStorage.setItem('casino-elements.session', session), SessionId);
  await page.goto('/examples/deposit.html');
  const deposit = page.locator('casino-deposit').first();
  // Asked three times (1 s, then 2 s apart), then the notice and the way on; no frame meanwhile.
  await expect(deposit.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 15_000 });
  expect(asked).toBeGreaterThanOrEqual(3);
  await expect(deposit.locator('iframe')).toHaveCount(0);
  refuse = false;
  await deposit.getByRole('button', { name: 'Try again' }).click();
  await expect(deposit.locator('iframe.cashier-frame')).toHaveAttribute('src', /\/paymentiq\/cashier\?/);
  await expect(deposit.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
