import type { Page } from '@playwright/test';
import { dialog, expect, listenFor, test } from './fixtures.ts';

// The main journeys with the keyboard alone. After every key that moves on, the focused control is checked by
// what a screen reader would name it (looking through shadow roots): focus is never lost to the page.

/** The focused control as "tag:name" (its label, aria-label, labelling heading or text); "body" when lost. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return 'body';
    const element = active as HTMLElement;
    const labelledBy = element.getAttribute('aria-labelledby');
    const root = element.getRootNode() as Document | ShadowRoot;
    const name =
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.getAttribute('aria-label') ??
      (labelledBy ? root.getElementById(labelledBy)?.textContent : null) ??
      element.textContent ??
      '';
    return `${element.localName}:${name.trim().replace(/\s+/g, ' ')}`;
  });
}

async function expectFocus(page: Page, expected: string | RegExp): Promise<void> {
  await expect.poll(() => focused(page), { timeout: 4000 }).toMatch(expected);
}

/** Tab (or `key`, Shift+Tab) until the named control has focus (a page's own links come first), at most `limit` presses. */
async function tabTo(page: Page, expected: string | RegExp, limit = 8, key = 'Tab'): Promise<void> {
  const at = async () => (typeof expected === 'string' ? (await focused(page)) === expected : expected.test(await focused(page)));
  for (let press = 0; press < limit && !(await at()); press += 1) await page.keyboard.press(key);
  expect(await focused(page)).toMatch(expected);
}

async function press(page: Page, key: string, then: string | RegExp): Promise<void> {
  await page.keyboard.press(key);
  await expectFocus(page, then);
}

async function typeInto(page: Page, text: string, next: string | RegExp, key = 'Tab'): Promise<void> {
  await page.keyboard.type(text);
  await press(page, key, next);
}

/** Signs in through an inline sign-in with keys; the welcome closed with Enter gives focus back to the widget. */
async function signInWithKeys(page: Page, email: string, widget = 'div:Signed in'): Promise<void> {
  await tabTo(page, 'input:Email');
  await typeInto(page, email, 'input:Password');
  await typeInto(page, 'Secret123!', 'button:Show password');
  await press(page, 'Tab', 'input:Remember me');
  await press(page, 'Tab', 'button:Forgot password?');
  await press(page, 'Tab', 'button:Sign in');
  await press(page, 'Enter', 'button:Continue');
  await expect(dialog(page)).toContainText('Welcome');
  // The sign-in form that opened the welcome is gone (the player is signed in): focus goes to the widget.
  await press(page, 'Enter', widget);
}

test.describe('with the keyboard alone', () => {
  test('sign-in: fields, the welcome message and back to the widget, never the page', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/signin-inline.html');
    await expect(page.locator('casino-signin').first().getByLabel('Email')).toBeVisible();
    await signInWithKeys(page, 'player@example.com');
    await press(page, 'Tab', 'button:Sign out');
  });

  test('sign-up (MGA): each step starts at its first field, the bonus code field takes focus when asked for', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/signup-mga.html');
    const widget = page.locator('casino-signup');
    // The calling codes come from the platform after the step has painted; until then the select is disabled.
    await expect(widget.getByLabel('Calling code')).toBeEnabled();
    await tabTo(page, 'select:Calling code');
    await page.keyboard.press('ArrowDown');
    await press(page, 'Tab', 'input:Phone');
    await typeInto(page, '79334455', 'input:Email');
    await typeInto(page, 'keys@example.com', 'input:Password');
    await typeInto(page, 'Tiger.Lily1!', 'button:Show password');
    await press(page, 'Tab', 'button:Do you have a bonus code?');
    await press(page, 'Enter', 'input:Bonus code');
    await press(page, 'Enter', 'input:First name');
    await typeInto(page, 'Kim', 'input:Last name');
    await typeInto(page, 'Keys', 'select:Year');
    await typeInto(page, '1990', 'select:Month');
    await typeInto(page, 'April', 'select:Day');
    await typeInto(page, '12', 'button:Back');
    await press(page, 'Tab', 'button:Next');
    await press(page, 'Enter', 'input:Address');
    await typeInto(page, '1 Main Street', 'input:Zip');
    await typeInto(page, 'SLM 1000', 'input:City');
    await typeInto(page, 'Sliema', 'select:Country');
    await typeInto(page, 'Malta', 'select:Currency', 'Tab');
    await expect(widget.getByLabel('Currency')).toHaveValue('EUR');
    // Enter in a select does not submit: Tab to the step's main button.
    await tabTo(page, 'button:Next');
    await press(page, 'Enter', 'select:Annual activity');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'button:Next');
    await press(page, 'Enter', 'input:I confirm I am at least 18 years old and agree to the terms and conditions and the privacy policy');
    await page.keyboard.press('Space');
    await tabTo(page, 'button:Sign up');
    await press(page, 'Enter', 'input:Activation code');
    await typeInto(page, '123456', 'h3:Bonus', 'Enter');
    // The offers come in a chunk of their own once the step shows (later-steps.tsx): tab once they are there.
    await expect(page.locator('casino-signup').getByRole('button', { name: 'Continue without a bonus' })).toBeVisible();
    await tabTo(page, 'button:Continue without a bonus', 12);
    await press(page, 'Enter', 'h3:Deposit');
  });

  test('sign-up (SGA): bank-ID first, no password, the limits step starts at its first limit', async ({ page, sandbox }) => {
    await page.goto('/examples/signup-sga.html');
    const widget = page.locator('casino-signup');
    await expect(widget.getByRole('button', { name: 'Identify with BankID' })).toBeVisible();
    await tabTo(page, 'button:Identify with BankID', 12);
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('img', { name: /QR code for BankID/ })).toBeVisible({ timeout: 10_000 });
    // Focus stays in the widget while the player scans the code on the phone.
    await expectFocus(page, /^(?!body$)/);
    await sandbox('oauth/decide', { action: 'approve', personNumber: '199205174064' });
    await expect(widget).toContainText('You are identified as Astrid Holm.', { timeout: 10_000 });
    await tabTo(page, 'button:Continue', 12);
    await press(page, 'Enter', 'select:Calling code');
    await page.keyboard.type('+46');
    await press(page, 'Tab', 'input:Phone');
    await typeInto(page, '0701112233', 'input:Email');
    await typeInto(page, 'astrid.keys@example.com', 'button:Do you have a bonus code?');
    // Back (to the identification), then Continue.
    await press(page, 'Tab', 'button:Back');
    await press(page, 'Tab', 'button:Continue');
    // The names and the date of birth come from the identification: the step starts at its first field.
    await press(page, 'Enter', /^(input|select):/);
    await expect(widget.getByLabel('First name')).toHaveValue('Astrid');
    await tabTo(page, 'button:Next', 12);
    await press(page, 'Enter', 'input:Address');
    await typeInto(page, 'Storgatan 1', 'input:Zip');
    await typeInto(page, '111 22', 'input:City');
    await expect(widget.getByLabel('Country')).toHaveValue('SE');
    await page.keyboard.type('Stockholm');
    await page.keyboard.press('Enter');
    await expect(widget.locator('[aria-current=step]')).toContainText('Limits');
    await expectFocus(page, 'input:Per day');
    await typeInto(page, '200', 'input:Per week');
  });

  test('get-started: phone, the code and on to the wizard', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/get-started.html');
    const widget = page.locator('casino-get-started').first();
    // The calling codes come from the platform after the step has painted; until then the select is disabled.
    await expect(widget.getByLabel('Calling code')).toBeEnabled();
    await tabTo(page, 'select:Calling code');
    await page.keyboard.type('+356');
    await press(page, 'Tab', 'input:Phone');
    await typeInto(page, '79445566', 'button:Continue');
    await page.keyboard.press('Enter');
    await expect(widget.getByLabel('Digit 1 of 4')).toBeVisible();
    // The code step: focus stays in the widget, never the page.
    await expectFocus(page, /^(?!body$)/);
    if ((await focused(page)) !== 'input:Digit 1 of 4') await tabTo(page, 'input:Digit 1 of 4');
    await page.keyboard.type('1234');
    await expect(widget.locator('[aria-current=step]')).toContainText('Contact');
    // The wizard that replaces the code starts at its first field.
    await expectFocus(page, 'select:Calling code');
  });

  test('deposit in a dialog: Tab wraps around the cashier, Escape inside the cashier closes the dialog, a payment goes through', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/deposit.html');
    await expect(page.locator('casino-signin').getByLabel('Email')).toBeVisible();
    await signInWithKeys(page, 'limit@example.com');
    // Back from the sign-in to the page's buttons before it: forward, the way passes through the inline deposit's
    // cashier, a frame of its own that may still be loading (and then gains its controls) on a busy machine.
    await tabTo(page, 'button:Deposit in a dialog', 8, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const cashier = page.frameLocator('casino-modal casino-deposit iframe.cashier-frame');
    await expect(cashier.getByLabel('Amount (EUR)')).toBeVisible();
    // In the dialog from the start (its frame while the cashier loads), then into the cashier and through it:
    // past its last control, focus comes back to the dialog's first control.
    await expectFocus(page, /^(div:Deposit|button:Close)$/);
    const amount = cashier.getByLabel('Amount (EUR)');
    const tabToAmount = async () => {
      for (let step = 0; step < 12 && !(await amount.evaluate((input) => input === document.activeElement)); step += 1) await page.keyboard.press('Tab');
      await expect(amount).toBeFocused();
    };
    await tabToAmount();
    // On through the cashier's last control (Cancel): focus wraps to the dialog's first control.
    for (let step = 0; step < 12 && (await focused(page)) === 'iframe:'; step += 1) await page.keyboard.press('Tab');
    await expectFocus(page, 'button:Close');
    // Escape pressed inside the cashier closes the dialog, as it does anywhere else; focus goes back to the opener.
    await tabToAmount();
    await page.keyboard.press('Escape');
    await expect(page.locator('casino-modal')).toHaveCount(0);
    await expectFocus(page, 'button:Deposit in a dialog');

    await page.keyboard.press('Enter');
    await expect(amount).toBeVisible();
    await expectFocus(page, /^(div:Deposit|button:Close)$/);
    await tabToAmount();
    const success = await listenFor(page, 'casino-deposit-success'); // listening before the keys that pay
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    expect(await success()).toMatchObject({ amount: 15 });
    await expect(page.locator('casino-modal')).toHaveCount(0);
    await expectFocus(page, 'button:Deposit in a dialog');
  });

  test('account tabs: arrows move between tabs, Enter opens each, Tab goes into its panel', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/account.html');
    const wide = page.locator('#account-wide');
    await expect(wide.getByLabel('Email')).toBeVisible();
    await signInWithKeys(page, 'player@example.com', 'div:My account');
    await expect(wide.getByRole('tablist', { name: 'Account menu' })).toBeVisible();
    await tabTo(page, /^button:Inbox/, 6);
    for (const [tab, shows] of [['Edit profile', 'Zip code'], ['Change password', 'Old password'], ['History', 'Total deposit']] as const) {
      await press(page, 'ArrowDown', `button:${tab}`);
      await page.keyboard.press('Enter');
      await expect(wide.locator('.tab-panel')).toContainText(shows);
      await expectFocus(page, `button:${tab}`);
    }
    await press(page, 'Tab', /^(input|select|button|a):/);
  });

  test('the reset-password dialog opened by its link has focus on its first shown field', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/password-reset.html?token=reset-player-0001&username=player%40example.com');
    await expect(dialog(page).getByLabel('New password', { exact: true })).toBeVisible();
    await expectFocus(page, 'input:New password');
  });

  test('after activation, focus goes to the outcome', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/activation.html');
    const widget = page.locator('casino-activation');
    await expect(widget.getByLabel('Email')).toBeVisible();
    await tabTo(page, 'input:Email', 12);
    await typeInto(page, 'new@example.com', /^(input:Activation code|button:Request activation code)$/);
    await tabTo(page, 'input:Activation code');
    await page.keyboard.type('123456');
    await press(page, 'Enter', /^div:Your account is activated/);
  });

  test('a notice out of sight in a scrolled 700 px widget is brought into view and focused', async ({ page, sandbox: _seeded }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto('/examples/signup-mga.html');
    const widget = page.locator('casino-signup');
    // A player's larger text: the contact step no longer fits the frame's 700 px.
    await widget.evaluate((element) => element.style.setProperty('--casino-font-size', '20px'));
    await widget.getByLabel('Calling code').selectOption('+356');
    await widget.getByLabel('Phone').fill('79000002');
    await widget.getByLabel('Email').fill('player@example.com');
    await widget.getByLabel('Password', { exact: true }).fill('Tiger.Lily1!');
    await widget.getByRole('button', { name: 'Do you have a bonus code?' }).press('Enter');
    const frame = widget.locator('[part=frame]');
    expect(await frame.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    // The frame holds at most 700 px and scrolls inside itself: Continue is reached by scrolling it down.
    await widget.getByRole('button', { name: 'Continue' }).focus();
    expect(await frame.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    const notice = widget.getByRole('status').filter({ hasText: 'An account with this email address already exists.' });
    await expect(notice).toBeVisible();
    await expectFocus(page, /^div:An account with this email address already exists/);
    const [box, shown] = [await notice.boundingBox(), await frame.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(shown!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(shown!.y + shown!.height);
    await press(page, 'Tab', 'button:Sign in instead');
  });
});
