import { dialog, expect, signIn, test } from './fixtures.ts';

// Jackpots that move with the sandbox clock, and tournaments: joining the open one puts the player on its
// leaderboard, the finished one gives the spec's text (spec 002 §8.3). The same page on both platforms
// (examples/platform.js: ?platform=realtime changes only the <casino-platform> attributes).
const PAGE = '/examples/jackpots-tournaments.html';

for (const [platform, query] of [['REST', ''], ['realtime', '?platform=realtime']] as const) {
  test.describe(`jackpots and tournaments on the ${platform} platform`, () => {
    test('the jackpots show and move with the sandbox clock', async ({ page, sandbox }) => {
      await page.goto(PAGE + query);
      const total = page.locator('casino-jackpot-total [part~="amount"] .visually-hidden');
      await expect(total).toHaveText('€4,741,195.75');
      await expect(page.locator('casino-jackpots [part~="jackpot"]')).toHaveCount(3);
      // The ticker arrives at the amount.
      await expect(page.locator('casino-jackpot-total .amount-ticker')).toHaveText('€4,741,195.75');
      await sandbox('clock', { advanceMs: 60 * 60_000 });
      await page.reload();
      // An hour of 12.50 + 1.75 + 20.00 a minute.
      await expect(total).toHaveText('€4,743,250.75');
      await expect(page.locator('casino-jackpots [data-jackpot="hall-of-gods"] .visually-hidden')).toHaveText('€3,403,975.00');
    });

    test('opting into the open tournament shows the player on its leaderboard; the finished one gives the spec\'s text', async ({ page }) => {
      await page.goto(PAGE + query);
      await signIn(page.locator('casino-signin'), 'player@example.com');
      await dialog(page).getByRole('button', { name: 'Continue' }).click();
      const open = page.locator('casino-leaderboard[tournament="spring-spins"]');
      const finished = page.locator('casino-leaderboard[tournament="winter-wheels"]');
      await expect(finished).toContainText('This tournament has ended.');
      await expect(finished).toContainText('Not allowed');
      await expect(finished.getByRole('button', { name: 'Join the tournament' })).toHaveCount(0);
      await open.getByRole('button', { name: 'Join the tournament' }).click();
      await expect(open.locator('[part~="own-position"]')).toHaveText('Your position: 5 with 0 points');
      await expect(open.locator('[part~="own-row"]')).toContainText('Alex M. (you)');
    });
  });
}
