import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { axe, CASHIER_ORIGIN as CASHIER, dialog, expect, listenFor, signIn, test, watchCsp } from './fixtures.ts';

// Every journey starts from the sandbox's seed (the fixture resets it when a test asks for it).
test.beforeEach(async ({ sandbox }) => {
  await sandbox('requests');
});

// The page is on the sandbox's port, the cashier on its own (the example pages name it with cashier-url).

async function signedIn(page: Page, email: string, path: string): Promise<void> {
  await page.goto(path);
  await signIn(page.locator('casino-signin'), email);
  // The welcome message, closed the way a player would.
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('deposit through the sandbox cashier', () => {
  test('player@example.com deposits 50: casino-deposit-success, the dialog closes, the balance shown rises by 50', async ({ page }) => {
    const cspViolations = await watchCsp(page);
    await signedIn(page, 'player@example.com', '/examples/deposit.html');
    const balance = page.locator('casino-signin [data-balance]');
    await expect(balance).toHaveText('€270.00');

    await page.getByRole('button', { name: 'Deposit in a dialog' }).click();
    await expect(dialog(page)).toBeVisible();
    const frame = page.locator('casino-modal casino-deposit iframe.cashier-frame');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${CASHIER}/paymentiq/cashier\\?`));
    const cashier = page.frameLocator('casino-modal casino-deposit iframe.cashier-frame');
    await expect(cashier.getByLabel('Amount (EUR)')).toBeVisible();
    expect(await axe(page, 'casino-modal')).toEqual([]);

    const success = await listenFor(page, 'casino-deposit-success', 'casino-modal'); // listening before Pay is pressed
    await cashier.getByLabel('Amount (EUR)').fill('50');
    // Clicked twice: still one payment.
    await cashier.getByRole('button', { name: 'Pay' }).dblclick();
    expect(await success()).toMatchObject({ amount: 50, currency: 'EUR' });
    await expect(dialog(page)).toHaveCount(0);
    await expect(balance).toHaveText('€320.00');
    await expect(page.locator('main > .grid casino-deposit [data-balance]')).toHaveText('€320.00');
    const session = await page.evaluate(() => sessionStorage.getItem('casino-elements.session'));
    const history = await page.request.get('/api/transaction/payments?type=deposit', { headers: { 'X-Player-Session-Id': session! } });
    const deposits = (await history.json()) as Array<{ Amount: number; Status: string }>;
    expect(deposits.filter((row) => row.Amount === 50)).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ Amount: 50, Status: 'Completed' });
    expect(await cspViolations()).toEqual([]);
  });

  test('a payment the cashier reports failed: the deposit widget says so itself, and the dialog stays', async ({ page }) => {
    await signedIn(page, 'player@example.com', '/examples/deposit.html');
    await page.getByRole('button', { name: 'Deposit in a dialog' }).click();
    const cashier = page.frameLocator('casino-modal casino-deposit iframe.cashier-frame');
    await cashier.getByLabel('Amount (EUR)').fill('20');
    await cashier.getByLabel('Simulated result').selectOption('failure');
    await cashier.getByRole('button', { name: 'Pay' }).click();
    const alert = page.locator('casino-modal casino-deposit').getByRole('alert');
    await expect(alert).toContainText('Your deposit did not go through. Please try again or choose another payment method.');
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('casino-signin [data-balance]')).toHaveText('€270.00');
    expect(await axe(page, 'casino-modal')).toEqual([]);
  });

  test('a deposit with the keyboard alone', async ({ page }) => {
    await signedIn(page, 'player@example.com', '/examples/deposit.html');
    await page.getByRole('button', { name: 'Deposit in a dialog' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    const cashier = page.frameLocator('casino-modal casino-deposit iframe.cashier-frame');
    await expect(cashier.getByLabel('Amount (EUR)')).toBeVisible();
    const success = await listenFor(page, 'casino-deposit-success'); // listening before the keys that pay
    // Tab from the dialog into the cashier until the amount has the focus.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      if (await cashier.getByLabel('Amount (EUR)').evaluate((input) => input === document.activeElement)) break;
    }
    await expect(cashier.getByLabel('Amount (EUR)')).toBeFocused();
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    expect(await success()).toMatchObject({ amount: 15 });
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('casino-signin [data-balance]')).toHaveText('€285.00');
  });

  test('the cashier is usable at 360 px wide and in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await signedIn(page, 'player@example.com', '/examples/deposit.html');
    await page.getByRole('button', { name: 'Deposit in a dialog' }).click();
    const box = await dialog(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    await expect(page.frameLocator('casino-modal casino-deposit iframe.cashier-frame').getByRole('button', { name: 'Pay' })).toBeVisible();
    expect(await axe(page, 'casino-modal')).toEqual([]);
  });

  const NOTICES: Array<[string, string, boolean]> = [
    ['limit@example.com', 'You have €50.00 left to deposit.', true],
    ['maxed@example.com', 'You have reached your limit. Your limits', false],
    ['paymentblock@example.com', 'Deposit blockedYou’re currently unable to make a deposit. If you have any questions, please contact support here.', false],
  ];
  for (const [email, notice, cashier] of NOTICES) {
    test(`${email} sees exactly its notice${cashier ? ' and the cashier' : ' and no cashier'}`, async ({ page }) => {
      await signedIn(page, email, '/examples/deposit.html');
      const deposit = page.locator('main > .grid casino-deposit');
      const notices = deposit.locator('.notice');
      await expect(notices).toHaveCount(1);
      await expect(notices.first()).toHaveText(notice);
      await expect(deposit.locator('iframe.cashier-frame')).toHaveCount(cashier ? 1 : 0);
      expect(await axe(page, 'main > .grid casino-deposit')).toEqual([]);
    });
  }

  test('bonus@example.com chooses a bonus first; its code reaches the cashier', async ({ page }) => {
    await signedIn(page, 'bonus@example.com', '/examples/deposit.html');
    const deposit = page.locator('main > .grid casino-deposit');
    await expect(deposit.locator('.bonus')).toHaveCount(3);
    await expect(deposit.locator('.notice')).toHaveCount(0);
    await deposit.locator('.bonus').first().getByRole('button', { name: 'Claim' }).click();
    // Claim keeps its label: its state is aria-pressed.
    await expect(deposit.locator('.bonus').first().getByRole('button', { name: 'Claim', pressed: true })).toBeVisible();
    await deposit.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(deposit.locator('iframe.cashier-frame')).toHaveAttribute('src', /bonusCode=WELCOME100/);
  });

  test('the deposit trigger in the address opens the deposit prefilled and leaves the address clean', async ({ page }) => {
    await signedIn(page, 'player@example.com', '/examples/deposit.html');
    await page.goto('/examples/deposit.html?method=CreditCard&amount=25');
    await expect(dialog(page)).toBeVisible();
    const cashier = page.frameLocator('casino-modal casino-deposit iframe.cashier-frame');
    await expect(cashier.getByLabel('Amount (EUR)')).toHaveValue('25');
    await expect(cashier.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(new URL(page.url()).search).toBe('');
  });

  test('a page loaded signed in asks for the gate\'s and the notices\' reads beside the player, not after it, and reads the player once', async ({ page, request, sandbox }) => {
    const answer = await request.post('/api/player/signin/v2', { data: { Username: 'player@example.com', Password: 'Secret123!', Platform: 'desktop' } });
    const { SessionId } = (await answer.json()) as { SessionId: string };
    // The player's read takes 1.5 s: a deposit that waited for it before asking the rest would ask after.
    await sandbox('faults', { path: '/api/player/user-info', delayMs: 1500 });
    await page.addInitScript((session) => sessionStorage.setItem('casino-elements.session', session), SessionId);
    // The early reads are for the widgets a page was loaded with, before React has rendered them; on a busy machine
    // React's runtime can arrive and render before the adapter, and the widgets then read as usual (the gate's reads
    // once the player is known). Held until the limits are asked for (at most 5 s, so a page that never asks them
    // early fails below rather than hangs): what is checked is what the page asks for before React runs.
    let limitsAsked!: () => void;
    const asked = new Promise<void>((resolve) => (limitsAsked = resolve));
    page.on('request', (request) => new URL(request.url()).pathname === '/api/responsiblegaming/limit' && limitsAsked());
    await page.route(/\/chunks\/react-runtime-[\w-]{7}\.js$/, async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await route.continue();
    });
    await page.goto('/examples/deposit.html');
    await expect(page.locator('casino-deposit iframe.cashier-frame')).toHaveAttribute('src', new RegExp(`^${CASHIER}/`));
    const reads = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return { path: new URL(timing.name).pathname + new URL(timing.name).search, start: timing.startTime, end: timing.responseEnd };
    }));
    const player = reads.find((read) => read.path === '/api/player/user-info')!;
    const startOf = (path: string) => reads.find((read) => read.path.startsWith(path))?.start ?? Number.POSITIVE_INFINITY;
    for (const path of ['/api/bootstrap', '/api/content/getdocument?type=TermsAndConditions', '/api/responsiblegaming/limit', '/api/responsiblegaming/product-blocks']) {
      expect(startOf(path), path).toBeLessThan(player.end);
    }
    // The cashier's set-up names the player this session read: no second read before the frame.
    expect(reads.filter((read) => read.path === '/api/player/user-info')).toHaveLength(1);
  });
});

test.describe('withdrawal policies', () => {
  const WARNINGS: Array<[string, string, boolean]> = [
    ['bonus@example.com', 'If you withdraw now, your active bonus will be cancelled.', true],
    ['nowithdraw@example.com', 'Withdrawal not possibleYou have an active bonus that does not allow withdrawals. You can withdraw when the bonus is finished or cancelled.', false],
    ['maxed@example.com', 'Your balance is 0: there is nothing to withdraw.', true],
  ];
  for (const [email, warning, cashier] of WARNINGS) {
    test(`${email} is warned: ${warning.slice(0, 40)}…`, async ({ page }) => {
      await signedIn(page, email, '/examples/withdraw.html');
      const withdraw = page.locator('main > .grid casino-withdraw');
      await expect(withdraw.locator('.notice')).toHaveCount(1);
      await expect(withdraw.locator('.notice')).toHaveText(warning);
      await expect(withdraw.locator('iframe.cashier-frame')).toHaveCount(cashier ? 1 : 0);
      expect(await axe(page, 'main > .grid casino-withdraw')).toEqual([]);
    });
  }
});

test.describe('two cashiers on one page', () => {
  test('a deposit in one is reported by that one only', async ({ page }) => {
    await signedIn(page, 'player@example.com', '/examples/two-cashiers.html');
    const depositFrame = page.frameLocator('#cashier-deposit iframe.cashier-frame');
    await expect(depositFrame.getByLabel('Amount (EUR)')).toBeVisible();
    await expect(page.frameLocator('#cashier-withdraw iframe.cashier-frame').getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      for (const id of ['cashier-deposit', 'cashier-withdraw']) {
        document.getElementById(id)!.addEventListener('casino-cashier-success', () => seen.push(id));
      }
    });
    await depositFrame.getByLabel('Amount (EUR)').fill('10');
    await depositFrame.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['cashier-deposit']);
  });
});

// --- The official bootstrapper against the sandbox cashier ------------------------------------------

const DEVELOPMENT_CASHIER = 'http://localhost:5000';
const bootstrapper = readFileSync(createRequire(import.meta.url).resolve('paymentiq-cashier-bootstrapper'), 'utf8');

/** The bootstrapper's callbacks under our event names (the APP_SET_HEIGHT it handles itself). */
const CALLBACKS = {
  cashierInitLoad: 'init-load', isVisible: 'visible', isLoading: 'loading', doneLoading: 'done-loading', transactionInit: 'transaction-init',
  success: 'success', failure: 'failure', pending: 'pending', cancelled: 'cancelled', paymentMethodSelect: 'payment-method-select', validationFailed: 'validation-failed',
};

async function drive(page: Page, frameSelector: string): Promise<void> {
  const cashier = page.frameLocator(frameSelector);
  await cashier.getByRole('radio', { name: 'Card' }).check();
  await cashier.getByLabel('Amount (EUR)').fill('20');
  await cashier.getByRole('button', { name: 'Pay' }).click();
  await expect(cashier.getByRole('status')).toHaveText('Done: 20 EUR.');
}

test.describe('the official bootstrapper', () => {
  // The example page's policy frames this run's cashier only; the bootstrapper frames the development address
  // (routed to this run's cashier below). The event sequence is what is compared here, not the policy.
  test.use({ bypassCSP: true });

  test('the official bootstrapper and <casino-cashier> get the same event sequence from the sandbox cashier', async ({ page, request }) => {
    const answer = await request.post('/api/player/signin/v2', { data: { Username: 'player@example.com', Password: 'Secret123!', Platform: 'desktop' } });
    const { SessionId } = (await answer.json()) as { SessionId: string };
    const config = { merchantId: '100000001', userId: '1001', sessionId: SessionId, environment: 'development', method: 'deposit', locale: 'en' };

    // The bootstrapper names no cashier address: its `development` one is the demo's fixed http://localhost:5000,
    // which another run (or `npm start`) may hold. Its requests go to this run's cashier instead.
    await page.route(`${DEVELOPMENT_CASHIER}/**`, async (route) => {
      const url = route.request().url().replace(DEVELOPMENT_CASHIER, CASHIER);
      await route.fulfill({ response: await route.fetch({ url }) });
    });
    // The bootstrapper on a page of the sandbox's origin.
    await page.route('**/__piq/bootstrapper.js', (route) => route.fulfill({ contentType: 'text/javascript', body: bootstrapper }));
    await page.route('**/__piq/host.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.piqEvents = [];
          const names = ${JSON.stringify(CALLBACKS)};
          const handlers = Object.fromEntries(Object.entries(names).map(([callback, name]) => [callback, () => window.piqEvents.push(name)]));
          new window._PaymentIQCashier('#cashier', ${JSON.stringify(config)}, (api) => api.on(handlers));`,
      }),
    );
    // A page the sandbox serves (a routed page would count as a public page to Chromium, which then refuses
    // its local iframe), with the bootstrapper and its host script added as same-origin scripts.
    await page.goto('/examples/index.html');
    await page.evaluate(async () => {
      const load = (src: string) => new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = resolve;
        script.onerror = reject;
        document.body.append(script);
      });
      const container = document.createElement('div');
      container.id = 'cashier';
      document.querySelector('main')!.append(container);
      await load('/__piq/bootstrapper.js');
      await load('/__piq/host.js');
    });
    await drive(page, '#cashier iframe');
    await expect.poll(() => page.evaluate(() => (window as unknown as { piqEvents: string[] }).piqEvents.includes('done-loading'))).toBe(true);
    const theirs = await page.evaluate(() => (window as unknown as { piqEvents: string[] }).piqEvents);

    // <casino-cashier> on the same origin, for the same player and session.
    await page.addInitScript((session) => sessionStorage.setItem('casino-elements.session', session), SessionId);
    await page.goto('/examples/two-cashiers.html');
    await page.evaluate((names) => {
      const seen: string[] = [];
      (window as unknown as { ourEvents: string[] }).ourEvents = seen;
      const host = document.getElementById('cashier-deposit')!;
      for (const name of Object.values(names)) host.addEventListener(`casino-cashier-${name}`, () => seen.push(name));
    }, CALLBACKS);
    // Listeners attach after the first messages may have come: start from a fresh cashier.
    await page.evaluate(() => {
      const old = document.getElementById('cashier-deposit')!;
      const fresh = old.cloneNode() as HTMLElement;
      const seen = (window as unknown as { ourEvents: string[] }).ourEvents;
      for (const name of ['init-load', 'visible', 'loading', 'done-loading', 'transaction-init', 'success', 'failure', 'pending', 'cancelled', 'payment-method-select', 'validation-failed']) {
        fresh.addEventListener(`casino-cashier-${name}`, () => seen.push(name));
      }
      seen.length = 0;
      old.replaceWith(fresh);
    });
    await drive(page, '#cashier-deposit iframe.cashier-frame');
    await expect.poll(() => page.evaluate(() => (window as unknown as { ourEvents: string[] }).ourEvents.includes('done-loading'))).toBe(true);
    const ours = await page.evaluate(() => (window as unknown as { ourEvents: string[] }).ourEvents);

    expect(theirs).toEqual(['init-load', 'visible', 'payment-method-select', 'transaction-init', 'loading', 'success', 'done-loading']);
    expect(ours).toEqual(theirs);
  });
});
