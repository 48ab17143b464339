import type { Locator, Page } from '@playwright/test';
import { axe, CASHIER_ORIGIN, dialog, expect, test, watchCsp } from './fixtures.ts';

async function events(page: Page, name: string): Promise<() => Promise<unknown[]>> {
  await page.evaluate((event) => {
    const store = ((window as unknown as { seen?: Record<string, unknown[]> }).seen ??= {});
    store[event] = [];
    document.addEventListener(event, (e) => store[event]!.push((e as CustomEvent).detail));
  }, name);
  return () => page.evaluate((event) => (window as unknown as { seen: Record<string, unknown[]> }).seen[event]!, name);
}

const step = (widget: Locator) => widget.locator('[aria-current=step]');

async function fillContact(widget: Locator, { email, phone, callingCode, password }: { email: string; phone: string; callingCode: string; password?: string }) {
  await widget.getByLabel('Calling code').selectOption(callingCode);
  await widget.getByLabel('Phone').fill(phone);
  await widget.getByLabel('Email').fill(email);
  if (password) await widget.getByLabel('Password', { exact: true }).fill(password);
}

async function fillPersonal(widget: Locator) {
  await widget.getByLabel('First name').fill('Jane');
  await widget.getByLabel('Last name').fill('Doe');
  await widget.getByLabel('Year').selectOption('1990');
  await widget.getByLabel('Month').selectOption('4');
  await widget.getByLabel('Day').selectOption('12');
}

test.describe('sign-up, tried as a new player would', () => {
  test('an MGA player signs up from an empty form through activation, a bonus and a deposit, signed in at the end', async ({ page, sandbox }) => {
    const csp = await watchCsp(page);
    await page.goto('/examples/signup-mga.html');
    const signedUp = await events(page, 'casino-signed-up');
    const signedIn = await events(page, 'casino-signed-in');
    const widget = page.locator('casino-signup');
    await expect(widget.getByLabel('Email')).toBeVisible();
    expect(await axe(page, 'casino-signup')).toEqual([]);

    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByText('Enter your email address')).toBeVisible();
    expect(await axe(page, 'casino-signup')).toEqual([]);
    await fillContact(widget, { email: 'jane@example.com', phone: '79112233', callingCode: '+356', password: 'Tiger.Lily1!' });
    // The bonus code field is there when asked for; left empty, the bonus step offers the player's bonuses.
    await widget.getByRole('button', { name: 'Do you have a bonus code?' }).click();
    await expect(widget.getByLabel('Bonus code')).toBeVisible();
    await widget.getByRole('button', { name: 'Continue' }).click();

    await expect(step(widget)).toContainText('Personal details');
    await expect(widget.getByLabel('First name')).toBeFocused();
    await fillPersonal(widget);
    await widget.getByRole('button', { name: 'Next' }).click();

    await expect(step(widget)).toContainText('Address');
    await widget.getByLabel('Address').fill('1 Main Street');
    await widget.getByLabel('Zip').fill('SLM 1000');
    await widget.getByLabel('City').fill('Sliema');
    await widget.getByLabel('Country').selectOption('MT');
    await expect(widget.getByLabel('Currency')).toHaveValue('EUR');
    await widget.getByRole('button', { name: 'Next' }).click();

    // MGA has no limits step: address goes on to annual activity.
    await expect(step(widget)).toContainText('Annual activity');
    await expect(widget.getByRole('note')).toBeVisible();
    await widget.getByLabel('Annual activity').selectOption({ label: '16,000 – 25,000 EUR' });
    await widget.getByRole('button', { name: 'Next' }).click();

    await expect(step(widget)).toContainText('Accept');
    await widget.getByRole('button', { name: 'Sign up' }).click();
    await expect(widget.getByText('Terms must be accepted')).toBeVisible();
    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: 'Sign up' }).click();

    await expect(widget.getByLabel('Activation code')).toBeVisible();
    expect(await signedUp()).toHaveLength(1);
    expect(await axe(page, 'casino-signup')).toEqual([]);
    await widget.getByLabel('Activation code').fill('654321');
    await widget.getByRole('button', { name: 'Activate' }).click();
    await expect(widget.getByRole('alert')).toHaveText('Incorrect activation code. Try again or request a new activation code.');
    expect(await axe(page, 'casino-signup')).toEqual([]);
    await widget.getByRole('button', { name: 'Request activation code' }).click();
    await expect(widget.getByRole('status').first()).toHaveText('Activation code has been sent');
    await widget.getByLabel('Activation code').fill('123456');
    await widget.getByRole('button', { name: 'Activate' }).click();

    // Bonus: the sandbox's offer for every new player; claimed, its code goes with the deposit.
    await expect(step(widget)).toContainText('Bonus');
    await expect(widget.getByRole('heading', { name: 'Bonus' })).toBeFocused();
    expect(await axe(page, 'casino-signup')).toEqual([]);
    const offer = widget.getByRole('listitem').filter({ hasText: '100% up to €200 on your first deposit' });
    await offer.getByRole('button', { name: 'Claim' }).click();
    await expect(offer.getByRole('button', { name: 'Claim' })).toHaveAttribute('aria-pressed', 'true');
    expect(await axe(page, 'casino-signup')).toEqual([]);
    await widget.getByRole('button', { name: 'Continue', exact: true }).click();

    // Deposit through the sandbox cashier (its own origin, the page's cashier-url), in the wizard.
    await expect(step(widget)).toContainText('Deposit');
    await expect(widget.locator('iframe.cashier-frame')).toHaveAttribute('src', new RegExp(`^${CASHIER_ORIGIN}/paymentiq/cashier\\?.*bonusCode=FIRSTDEPOSIT`));
    const cashier = page.frameLocator('casino-signup iframe.cashier-frame');
    await expect(cashier.getByLabel('Amount (EUR)')).toBeVisible();
    expect(await axe(page, 'casino-signup')).toEqual([]);
    const deposited = await events(page, 'casino-deposit-success');
    await cashier.getByLabel('Amount (EUR)').fill('50');
    await cashier.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(deposited).toEqual([expect.objectContaining({ amount: 50, currency: 'EUR' })]);
    await expect(widget.getByRole('status').filter({ hasText: 'Your deposit is complete.' })).toBeVisible();
    expect(await axe(page, 'casino-signup')).toEqual([]);
    expect(await signedIn()).toHaveLength(1);

    const sent = (await sandbox('requests?path=/api/player/signup/v2')) as { requests: unknown[] };
    expect(sent.requests).toHaveLength(1);
    // Signed in for real: a sign-in widget on the page says who.
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('casino-signin')));
    await expect(page.locator('casino-signin')).toContainText('You are signed in as Jane.');
    expect(await csp()).toEqual([]);
  });

  test('an SGA player identifies with bank-ID, signs up without a password and cannot pass the limits step without limits', async ({ page, sandbox }) => {
    await page.goto('/examples/signup-sga.html');
    const widget = page.locator('casino-signup');
    // Bank-ID first: the person's names and date of birth come from the identification.
    await widget.getByRole('button', { name: 'Identify with BankID' }).click();
    await expect(widget.getByRole('img', { name: /QR code for BankID/ })).toBeVisible({ timeout: 10_000 });
    await sandbox('oauth/decide', { action: 'approve', personNumber: '199205174064' });
    await expect(widget).toContainText('You are identified as Astrid Holm.', { timeout: 10_000 });
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByLabel('Email')).toBeVisible();
    await expect(widget.getByLabel('Password', { exact: true })).toHaveCount(0);
    await fillContact(widget, { email: 'astrid@example.com', phone: '0709998877', callingCode: '+46' });
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByLabel('First name')).toHaveValue('Astrid');
    await expect(widget.getByLabel('Year')).toHaveValue('1992');
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByLabel('Address').fill('Storgatan 1');
    await widget.getByLabel('Zip').fill('111 22');
    await widget.getByLabel('City').fill('Stockholm');
    await expect(widget.getByLabel('Country')).toHaveValue('SE');
    await expect(widget.getByLabel('Currency')).toHaveValue('SEK');
    await widget.getByRole('button', { name: 'Next' }).click();

    await expect(step(widget)).toContainText('Limits');
    await expect(widget.getByRole('heading', { name: 'Deposit limits (SEK)' })).toBeVisible();
    // Limits are required here: the button says Next, never "Skip limits".
    await expect(widget.getByRole('button', { name: 'Skip limits' })).toHaveCount(0);
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(widget.getByText('Daily limit is required')).toBeVisible();
    await expect(widget.getByText('Weekly limit is required')).toBeVisible();
    await expect(widget.getByText('Monthly limit is required')).toBeVisible();
    await expect(step(widget)).toContainText('Limits');
    expect(await axe(page, 'casino-signup')).toEqual([]);

    const deposits = widget.getByRole('group', { name: 'Deposit limits (SEK)' });
    await deposits.getByLabel('Per day').fill('0');
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(widget.getByText(/^Enter at least SEK.1$/)).toBeVisible();
    await deposits.getByLabel('Per day').fill('200');
    await expect(deposits.getByLabel('Per week')).toHaveValue('1400');
    await expect(deposits.getByLabel('Per month')).toHaveValue('6000');
    await widget.getByRole('group', { name: 'Session limits' }).getByLabel('Per day').selectOption('720');
    await expect(widget.getByRole('group', { name: 'Session limits' }).getByLabel('Per week')).toHaveValue('5760');
    await widget.getByRole('button', { name: 'Next' }).click();

    await expect(step(widget)).toContainText('Annual activity');
    await widget.getByLabel('Annual activity').selectOption({ label: '180,000 – 290,000 SEK' });
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: 'Sign up' }).click();
    // Signed up by the identification's code (no password) and signed in at once, verified: no activation step.
    await expect(step(widget)).toContainText('Bonus');
    expect(((await sandbox('requests?path=/api/player/signup/code')) as { requests: unknown[] }).requests).toHaveLength(1);
    await widget.getByRole('button', { name: 'Continue without a bonus' }).click();
    await expect(step(widget)).toContainText('Deposit');
    await expect(widget.locator('iframe.cashier-frame')).not.toHaveAttribute('src', /bonusCode=/);
  });

  test('an existing email emits casino-account-exists and the player stays on contact', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/signup-mga.html');
    const exists = await events(page, 'casino-account-exists');
    const widget = page.locator('casino-signup');
    await fillContact(widget, { email: 'player@example.com', phone: '79000002', callingCode: '+356', password: 'Tiger.Lily1!' });
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByRole('status')).toContainText('An account with this email address already exists.');
    expect(await exists()).toEqual([{ field: 'email' }]);
    await expect(step(widget)).toContainText('Contact');
    expect(await axe(page, 'casino-signup')).toEqual([]);
    await widget.getByRole('button', { name: 'Sign in instead' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a reload on the address step keeps the contact and personal data, not the password', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/signup-mga.html');
    const widget = page.locator('casino-signup');
    await fillContact(widget, { email: 'kept@example.com', phone: '79112244', callingCode: '+356', password: 'Tiger.Lily1!' });
    await widget.getByRole('button', { name: 'Continue' }).click();
    await fillPersonal(widget);
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByLabel('Address').fill('2 Sea Road');
    await page.reload();
    await expect(step(widget)).toContainText('Address');
    await expect(widget.getByLabel('Address')).toHaveValue('2 Sea Road');
    await widget.getByRole('button', { name: 'Back' }).click();
    await expect(widget.getByLabel('First name')).toHaveValue('Jane');
    await expect(widget.getByLabel('Year')).toHaveValue('1990');
    await widget.getByRole('button', { name: 'Back' }).click();
    await expect(widget.getByLabel('Email')).toHaveValue('kept@example.com');
    await expect(widget.getByLabel('Phone')).toHaveValue('79112244');
    await expect(widget.getByLabel('Calling code')).toHaveValue('+356');
    await expect(widget.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('the later steps\' texts: a slow part keeps contact busy, a lost one is the form\'s failure with Retry, and no message id shows', async ({ page, sandbox: _seeded }) => {
    // The later steps' texts are a part of the catalog of their own (en.signup-steps), fetched once contact has painted.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let fail = false;
    await page.route('**/catalogs/en.signup-steps-*.js', async (route) => {
      if (fail) return route.abort();
      await released;
      return route.continue();
    });
    await page.goto('/examples/signup-mga.html');
    const widget = page.locator('casino-signup');
    await fillContact(widget, { email: 'texts@example.com', phone: '79112255', callingCode: '+356', password: 'Tiger.Lily1!' });
    await widget.getByRole('button', { name: 'Continue' }).click();
    // Contact stays, its button busy, until the texts are here.
    await expect(widget.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await expect(step(widget)).toContainText('Contact');
    release();
    await expect(step(widget)).toContainText('Personal details');
    await expect(widget.getByLabel('First name')).toBeVisible();
    await expect(widget.getByRole('group', { name: 'Date of birth' })).toBeVisible();

    // On the step after a reload, with the part lost each time: "Loading…", then the failure with Retry.
    fail = true;
    await page.reload();
    await expect(widget.getByText('The sign-up form could not be loaded.')).toBeVisible();
    await expect(widget.getByLabel('First name')).toHaveCount(0);
    fail = false;
    await widget.getByRole('button', { name: 'Retry' }).click();
    await expect(widget.getByLabel('First name')).toBeVisible();
    await expect(widget.getByText('The sign-up form could not be loaded.')).toHaveCount(0);
  });

  test('the submits\' chunk: Continue stays busy while it is lost or slow, then goes on with what was typed', async ({ page, sandbox: _seeded }) => {
    // What the wizard's submits run (the contact's check, the sign-up) is a chunk fetched once contact has painted:
    // lost at first, then held.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    await page.route('**/chunks/sign-up-submit-*.js', async (route) => {
      if (requests++ === 0) return route.abort();
      await released;
      return route.continue();
    });
    await page.goto('/examples/signup-mga.html');
    const widget = page.locator('casino-signup');
    await fillContact(widget, { email: 'submit@example.com', phone: '79112266', callingCode: '+356', password: 'Tiger.Lily1!' });
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await expect(step(widget)).toContainText('Contact');
    release();
    await expect(step(widget)).toContainText('Personal details');
    await widget.getByRole('button', { name: 'Back' }).click();
    await expect(widget.getByLabel('Email')).toHaveValue('submit@example.com');
    await expect(widget.getByLabel('Phone')).toHaveValue('79112266');
  });

  test('as a modal, on a narrow screen: the wizard opens, and closing it (cancel) forgets the draft', async ({ page, sandbox: _seeded }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/examples/signup-mga.html');
    await page.getByRole('button', { name: 'Open the sign-up as a modal' }).click();
    const modal = dialog(page);
    await expect(modal.getByLabel('Email')).toBeVisible();
    expect(await axe(page, 'casino-modal')).toEqual([]);
    await modal.getByLabel('Email').fill('cancel@example.com');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the sign-up as a modal' }).click();
    await expect(dialog(page).getByLabel('Email')).toHaveValue('');
  });
});

test.describe('activation', () => {
  test('an activation link opens the form prefilled, activates and signs the player in', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/activation.html?email=new%40example.com&code=123456');
    const modal = dialog(page);
    await expect(modal.getByLabel('Activation code')).toHaveValue('123456');
    await expect(page).toHaveURL(/activation\.html$/);
    // The one-time code reaches the form as a property, never as an attribute in the DOM.
    expect(await page.locator('casino-modal casino-activation').getAttribute('code')).toBeNull();
    // The email is known from the link: the field is not shown.
    await expect(modal.getByLabel('Email')).toHaveCount(0);
    expect(await axe(page, 'casino-modal')).toEqual([]);
    await modal.getByRole('button', { name: 'Activate' }).click();
    await expect(modal.getByRole('status').first()).toHaveText('Account activated');
    expect(await axe(page, 'casino-modal')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('main casino-activation')).toContainText('Your account is already activated');
  });
});

test.describe('activation after sign-in', () => {
  test('an unverified player goes from "Activation required" to the activation form, email known', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/signin-modal.html');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await dialog(page).getByLabel('Email').fill('new@example.com');
    await dialog(page).getByLabel('Password', { exact: true }).fill('Secret123!');
    await dialog(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page)).toContainText('Activation required');
    await dialog(page).getByRole('button', { name: 'Activate account' }).click();
    await expect(dialog(page).getByLabel('Activation code')).toBeVisible();
    await expect(dialog(page).getByLabel('Email')).toHaveCount(0);
    await dialog(page).getByLabel('Activation code').fill('123456');
    await dialog(page).getByRole('button', { name: 'Activate' }).click();
    await expect(dialog(page).getByRole('status').first()).toHaveText('Account activated');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('sign-up with the keyboard alone', () => {
  test('contact to personal: Tab through the fields, Space reveals the bonus code, Enter goes on', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/signup-mga.html');
    const widget = page.locator('casino-signup');
    // The step shows before the calling codes: their select takes focus once they are here.
    await expect(widget.getByLabel('Calling code')).toBeEnabled();
    await widget.getByLabel('Calling code').focus();
    await page.keyboard.press('ArrowDown'); // the first calling code
    await page.keyboard.press('Tab');
    await expect(widget.getByLabel('Phone')).toBeFocused();
    await page.keyboard.type('79334455');
    await page.keyboard.press('Tab');
    await expect(widget.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await expect(widget.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('Tiger.Lily1!');
    await page.keyboard.press('Tab'); // the show/hide toggle
    await page.keyboard.press('Tab');
    await expect(widget.getByRole('button', { name: 'Do you have a bonus code?' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(widget.getByLabel('Bonus code')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(widget.locator('[aria-current=step]')).toContainText('Personal details');
    await expect(widget.getByLabel('First name')).toBeFocused();
  });
});
