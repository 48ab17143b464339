import type { Locator, Page } from '@playwright/test';
import { axe, dialog, expect, signIn, test } from './fixtures.ts';

// The same example pages on the realtime platform: only the <casino-platform> attributes change
// (examples/platform.js, ?platform=realtime). The sandbox's WAMP router is at /wamp on the same port.
const REALTIME = 'platform=realtime';

function realtime(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${REALTIME}`;
}

async function signedIn(page: Page, path: string, email = 'player@example.com', widget: Locator = page.locator('casino-signin').first()): Promise<void> {
  await page.goto(realtime(path));
  await signIn(widget, email);
  // The welcome message, closed the way a player would.
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('the realtime platform, tried as a new user would', () => {
  test('signs in over the socket, shows the balance, and a reload keeps the player signed in', async ({ page, sandbox }) => {
    await signedIn(page, '/examples/signin-inline.html');
    const signin = page.locator('casino-signin').first();
    await expect(signin).toContainText('You are signed in as Alex.');
    await expect(signin.locator('[data-balance]')).toHaveText('€270.00');
    // Every element on the page follows.
    await expect(page.locator('casino-signin').nth(1)).toContainText('You are signed in as Alex.');
    const logins = (await sandbox('requests?method=WAMP&path=%2Fuser%23login')) as { requests: unknown[] };
    expect(logins.requests).toHaveLength(1);

    await page.reload();
    await expect(signin).toContainText('You are signed in as Alex.');
    await expect(signin.locator('[data-balance]')).toHaveText('€270.00');
    expect(await axe(page, 'casino-signin')).toEqual([]);
  });

  test('a wrong password shows the platform\'s key, and the account opens only its tabs', async ({ page, sandbox }) => {
    await page.goto(realtime('/examples/account.html'));
    const wide = page.locator('#account-wide');
    await signIn(wide, 'player@example.com', 'Wrong123!');
    await expect(wide.getByRole('alert')).toContainText('The email, username or password is not right. Check them and try again, or reset your password.');
    // A refusal no catalogue key names shows the platform's own text (its desc).
    await sandbox('faults', { path: '/user#login', method: 'WAMP', code: 'SomethingNew', times: 1 });
    await signIn(wide, 'player@example.com');
    await expect(wide.getByRole('alert')).toContainText('Fault injected by the sandbox');
    await signIn(wide, 'player@example.com');
    await expect(dialog(page)).toContainText('Welcome');
    await page.keyboard.press('Escape');
    const menu = wide.getByRole('tablist', { name: 'Account menu' });
    await expect(menu).toBeVisible();
    // What the platform lacks (inbox, subscriptions, verification) is not offered.
    for (const missing of ['Inbox', 'Subscriptions', 'Verify']) await expect(menu.getByRole('tab', { name: missing })).toHaveCount(0);
    await wide.getByRole('tab', { name: 'Edit profile' }).click();
    await expect(wide.locator('.tab-panel')).toContainText('Zip code');
    await wide.getByRole('tab', { name: 'History' }).click();
    await expect(wide.locator('.tab-panel')).toContainText('Deposit');
    await wide.getByRole('tab', { name: 'Bonuses' }).click();
    await expect(wide.locator('.tab-panel')).toContainText('Welcome bonus 100%');
    await wide.getByRole('tab', { name: 'Change password' }).click();
    await expect(wide.locator('.tab-panel')).toContainText('Old password');
    expect(await axe(page, '#account-wide')).toEqual([]);
  });

  test('deposits through the cashier; the pushed balance rises, after a dropped socket too', async ({ page, sandbox }) => {
    await signedIn(page, '/examples/deposit.html');
    const balance = page.locator('casino-signin [data-balance]');
    await expect(balance).toHaveText('€270.00');

    // The socket drops; the adapter reconnects with the same client identity and asks for the balance push again.
    await sandbox('wamp/drop', {});
    await expect.poll(async () => ((await sandbox('wamp')) as { connections: Array<{ player: unknown; watchingBalance: boolean }> })
      .connections.filter((connection) => connection.player && connection.watchingBalance).length, { timeout: 10_000 }).toBe(1);

    await page.getByRole('button', { name: 'Deposit in a dialog' }).click();
    const cashier = page.frameLocator('casino-modal casino-deposit iframe.cashier-frame');
    await expect(cashier.getByLabel('Amount (EUR)')).toBeVisible();
    await cashier.getByLabel('Amount (EUR)').fill('50');
    await cashier.getByRole('button', { name: 'Pay' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(balance).toHaveText('€320.00');
  });

  test('when the router stays away, every element says so with Retry; Retry recovers once it is back', async ({ page, sandbox }) => {
    await signedIn(page, '/examples/signin-inline.html');
    await sandbox('wamp/refuse', { ms: 60_000 });
    await sandbox('wamp/drop', {});
    const notices = page.locator('casino-signin').getByRole('alert').filter({ hasText: 'You are offline' });
    // Three reconnect attempts with back-off (about 4 s), then the notice on both elements.
    await expect(notices).toHaveCount(2, { timeout: 15_000 });
    expect(await axe(page, 'casino-signin')).toEqual([]);

    await sandbox('wamp/refuse', { ms: 0 });
    const retry = page.locator('casino-signin').first().getByRole('button', { name: 'Retry' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(notices).toHaveCount(0, { timeout: 10_000 });
    // Still signed in (the same client identity), and focus went back into the widget, not to the page.
    await expect(page.locator('casino-signin').first()).toContainText('You are signed in as Alex.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('casino-signin');
  });

  test('a session the server ends (code 1) signs out every element in every tab', async ({ page, context, sandbox }) => {
    await signedIn(page, '/examples/signin-inline.html');
    const other = await context.newPage();
    await signedIn(other, '/examples/signin-inline.html');
    await expect(other.locator('casino-signin').first()).toContainText('You are signed in as Alex.');

    await sandbox('wamp/end-session', { email: 'player@example.com', code: 1 });
    for (const tab of [page, other]) {
      for (const element of await tab.locator('casino-signin').all()) await expect(element.getByRole('button', { name: 'Sign in' })).toBeVisible();
    }
    await other.reload();
    await expect(other.locator('casino-signin').first().getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('sign-up on the realtime platform', () => {
  test('a new MGA player signs up over the socket, activates with the e-mailed code and is signed in', async ({ page, sandbox }) => {
    await page.goto(realtime('/examples/signup-mga.html'));
    const widget = page.locator('casino-signup').first();
    const step = widget.locator('[aria-current=step]');
    await widget.getByLabel('Calling code').selectOption('+356');
    await widget.getByLabel('Phone').fill('79112233');
    await widget.getByLabel('Email').fill('jane@example.com');
    await widget.getByLabel('Password', { exact: true }).fill('Tiger.Lily1!');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(step).toContainText('Personal details');
    await widget.getByLabel('First name').fill('Jane');
    await widget.getByLabel('Last name').fill('Doe');
    await widget.getByLabel('Year').selectOption('1990');
    await widget.getByLabel('Month').selectOption('4');
    await widget.getByLabel('Day').selectOption('12');
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(step).toContainText('Address');
    await widget.getByLabel('Address').fill('1 Main Street');
    await widget.getByLabel('Zip').fill('SLM 1000');
    await widget.getByLabel('City').fill('Sliema');
    await widget.getByLabel('Country').selectOption('MT');
    await expect(widget.getByLabel('Currency')).toHaveValue('EUR');
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(step).toContainText('Annual activity');
    await widget.getByLabel('Annual activity').selectOption({ label: '16,000 – 25,000 EUR' });
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(step).toContainText('Accept');
    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: 'Sign up' }).click();

    await expect(widget.getByLabel('Activation code')).toBeVisible();
    const registered = (await sandbox('requests?method=WAMP&path=%2Fuser%2Faccount%23register')) as { requests: unknown[] };
    expect(registered.requests).toHaveLength(1);
    await widget.getByLabel('Activation code').fill('123456');
    await widget.getByRole('button', { name: 'Activate' }).click();
    await expect(step).toContainText('Bonus');
    expect(await axe(page, 'casino-signup')).toEqual([]);
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('casino-signin')));
    await expect(page.locator('casino-signin')).toContainText('You are signed in as Jane.');
  });
});

test.describe('the realtime platform asks for a captcha', () => {
  test('forgot password needs the ticked captcha, and its one-time token reaches the router', async ({ page, sandbox }) => {
    await page.goto(realtime('/examples/password-reset.html'));
    const forgot = page.locator('casino-forgot-password');
    // The captcha is there before anything is sent (its script loads with the widget).
    await expect(forgot.getByLabel("I'm not a robot")).toBeVisible();
    await forgot.getByLabel('Email').fill('player@example.com');
    await forgot.getByRole('button', { name: 'Send' }).click();
    await expect(forgot).toContainText('Let us know that you are a human.');
    const sent = async () => ((await sandbox('requests?method=WAMP&path=%2Fuser%2Fpwd%23sendResetPwdEmail')) as { requests: unknown[] }).requests.length;
    expect(await sent()).toBe(0);
    await forgot.getByLabel("I'm not a robot").check();
    await forgot.getByRole('button', { name: 'Send' }).click();
    await expect(forgot).toContainText('Email has been sent');
    expect(await sent()).toBe(1);

    // The e-mail's link: the page's address with ?reset-pw-key=<key> (the platform appends the key).
    const { emails } = (await sandbox('outbox?to=player@example.com')) as { emails: { link: string }[] };
    const link = emails.at(-1)!.link;
    expect(link).toMatch(/[?&]reset-pw-key=[^&]+$/);
    await page.goto(link);
    await expect(page).not.toHaveURL(/reset-pw-key/);
    const reset = dialog(page);
    await reset.getByLabel('New password', { exact: true }).fill('Fresh123!x');
    await reset.getByLabel('Confirm new password').fill('Fresh123!x');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(reset.getByRole('status')).toContainText('Your password has been changed');
    await reset.getByRole('button', { name: 'Sign in' }).click();
    await signIn(dialog(page), 'player@example.com', 'Fresh123!x');
    await expect(dialog(page)).toContainText('Welcome, Alex!');

    // The same link again: its key is used, and the widget says so before a new password is typed.
    const checks = async () => ((await sandbox('requests?method=WAMP&path=%2Fuser%2Fpwd%23isResetPwdKeyAvailable')) as { requests: unknown[] }).requests.length;
    const checked = await checks();
    await page.goto(link);
    await expect(dialog(page)).toContainText('Your reset password session has expired');
    await expect(dialog(page).getByRole('button', { name: 'Request a new link' })).toBeVisible();
    expect(await checks()).toBe(checked + 1);
  });

  test("the router's request quota: a dialog with the captcha, then the refused call goes through", async ({ page, sandbox }) => {
    await signedIn(page, '/examples/account.html', 'player@example.com', page.locator('#account-wide'));
    await sandbox('wamp/quota', { calls: 1 });
    const wide = page.locator('#account-wide');
    await wide.getByRole('tab', { name: 'History' }).click();
    await expect(dialog(page)).toContainText('Let us know that you are a human.');
    // The captcha sits in the prompt's light DOM, slotted into the dialog (reCAPTCHA needs the page's DOM).
    // Clicked, not checked: the dialog closes with the tick, taking the box with it.
    await page.locator('casino-modal').getByLabel("I'm not a robot").click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(wide.locator('.tab-panel')).toContainText('Deposit');
  });
});

test.describe('the realtime platform\'s sign-in follow-ups and return links', () => {
  test('terms@example.com: the terms link the operator\'s page, and Accept is recorded with acceptTC', async ({ page, sandbox }) => {
    await page.goto(realtime('/examples/deposit.html'));
    await signIn(page.locator('casino-signin'), 'terms@example.com');
    const terms = dialog(page);
    await expect(terms).toContainText('Our terms and conditions have changed', { timeout: 4000 });
    await expect(terms).not.toContainText('not available');
    const link = terms.getByRole('link', { name: 'terms and conditions page (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', '/examples/terms.html');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    expect(await axe(page, 'casino-modal')).toEqual([]);
    const [operatorPage] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(operatorPage.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await operatorPage.close();

    await terms.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog(page)).toContainText('Welcome');
    const accepted = (await sandbox('requests?method=WAMP&path=%2Fuser%23acceptTC')) as { requests: unknown[] };
    expect(accepted.requests).toHaveLength(1);
    // The platform recorded it: the next sign-in goes straight to the welcome.
    await page.keyboard.press('Escape');
    await page.locator('casino-signin').getByRole('button', { name: 'Sign out' }).click();
    await signIn(page.locator('casino-signin'), 'terms@example.com');
    await expect(dialog(page)).toContainText('Welcome');
  });

  test('without a terms page the terms say they changed and link nothing; Decline signs out', async ({ page, sandbox: _seeded }) => {
    await page.route('**/examples/platform.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/^\s*'terms-url':.*$/m, '') });
    });
    await page.goto(realtime('/examples/deposit.html'));
    await signIn(page.locator('casino-signin'), 'terms@example.com');
    const terms = dialog(page);
    await expect(terms).toContainText('Our terms and conditions have changed. Please accept them to go on.', { timeout: 4000 });
    await expect(terms.getByRole('link')).toHaveCount(0);
    expect(await axe(page, 'casino-modal')).toEqual([]);
    await terms.getByRole('button', { name: 'Decline and sign out' }).click();
    await expect(page.locator('casino-modal')).toHaveCount(0);
    await expect(page.locator('casino-signin').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the activation offers no "Request activation code": the platform has no such call', async ({ page, sandbox: _seeded }) => {
    await page.goto(realtime('/examples/activation.html'));
    const activation = page.locator('casino-activation');
    await expect(activation.getByRole('button', { name: 'Activate' })).toBeVisible();
    await expect(activation.getByRole('button', { name: 'Request activation code' })).toHaveCount(0);
    // The same page on the REST platform offers it.
    await page.goto('/examples/activation.html?platform=rest');
    await expect(activation.getByRole('button', { name: 'Request activation code' })).toBeVisible();
  });

  test('the SGA sign-up says BankID is not offered here, with no BankID button: the platform has no bank-ID sign-in', async ({ page, sandbox: _seeded }) => {
    await page.goto(realtime('/examples/signup-sga.html'));
    const signup = page.locator('casino-signup');
    await expect(signup.getByText('BankID is not available here')).toBeVisible();
    await expect(signup.getByText('Signing up here needs BankID, which this site does not offer yet.', { exact: false })).toBeVisible();
    await expect(signup.getByRole('button', { name: 'Identify with BankID' })).toHaveCount(0);
  });

  test('?payment-status= opens how the payment ended and leaves the address', async ({ page, sandbox: _seeded }) => {
    await signedIn(page, '/examples/deposit.html');
    for (const [status, title] of [['success', 'Payment successful'], ['failed', 'Payment failed'], ['whatever', 'Payment status unknown']] as const) {
      await page.goto(`/examples/deposit.html?payment-status=${status}`);
      await expect(dialog(page)).toContainText(title);
      await expect(page).not.toHaveURL(/payment-status/);
      expect(await axe(page, 'casino-modal')).toEqual([]);
    }
    // The message's own Close (the frame's × has the same name).
    await dialog(page).locator('.actions').getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('casino-signin [data-balance]')).toHaveText('€270.00');
  });
});
