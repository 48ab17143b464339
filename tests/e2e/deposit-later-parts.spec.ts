import { expect, test } from './fixtures.ts';

// The deposit's views only some deposits show (the bonus list, the gate's notices for a player kept from depositing)
// are chunks its first render does not load, with their texts (the catalog's `deposit-later` part): fetched when
// shown. One that cannot be fetched is the widget's failure notice with Try again, never a widget stuck or gone.
test('a deposit whose bonus list cannot be fetched says so with Try again, busy meanwhile, and shows the list once it can', async ({ page, request }) => {
  let refuse = true;
  let asked = 0;
  await page.route(/\/dist\/chunks\/bonus-step-[\w-]{7}\.js$/, async (route) => {
    asked += 1;
    if (refuse) await route.abort('connectionfailed');
    else await route.continue();
  });
  const texts: string[] = [];
  page.on('request', (sent) => {
    if (/\/catalogs\/en\.deposit-later-/.test(sent.url())) texts.push(sent.url());
  });
  const answer = await request.post('/api/player/signin/v2', { data: { Username: 'bonus@example.com', Password: 'Secret123!', Platform: 'desktop' } });
  const { SessionId } = (await answer.json()) as { SessionId: string };
  await page.addInitScript((session) => sessionStorage.setItem('casino-elements.session', session), SessionId);
  await page.goto('/examples/deposit.html');
  const deposit = page.locator('casino-deposit').first();
  // Busy with "Loading…" while the list is asked for (three times), then the notice and the way on.
  await expect(deposit.locator('[aria-busy="true"]')).toBeVisible();
  await expect(deposit.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(asked).toBeGreaterThanOrEqual(3);
  await expect(deposit.locator('iframe')).toHaveCount(0);
  refuse = false;
  await deposit.getByRole('button', { name: 'Try again' }).click();
  // The list with its texts (the later part's: no message id shown).
  await expect(deposit.getByRole('list', { name: 'Bonuses' })).toBeVisible();
  await expect(deposit.getByRole('button', { name: 'Continue without a bonus' })).toBeVisible();
  await expect(deposit.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(texts.length).toBeGreaterThan(0);
});
