import { axe, expect, test } from './fixtures.ts';

test.describe('get-started, tried as a new player would', () => {
  test('a new phone: SMS code, prefilled from the register, on through the wizard to a signed-in account', async ({ page, sandbox }) => {
    await page.goto('/examples/get-started.html');
    const widget = page.locator('casino-get-started').first();
    await widget.getByLabel('Calling code').selectOption('+356');
    await widget.getByLabel('Phone').fill('79445566');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByLabel('Digit 1 of 4')).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(await axe(page, 'casino-get-started')).toEqual([]);
    // Digit by digit, as a keyboard user types it: focus moves on by itself.
    await widget.getByLabel('Digit 1 of 4').focus();
    await page.keyboard.type('1234');
    await expect(widget.locator('[aria-current=step]')).toContainText('Contact');
    await expect(widget.getByLabel('Phone')).toHaveValue('79445566');
    await widget.getByLabel('Email').fill('elin@example.com');
    await widget.getByLabel('Password', { exact: true }).fill('Tiger.Lily1!');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByLabel('First name')).toHaveValue('Elin');
    await expect(widget.getByLabel('Last name')).toHaveValue('Berg');
    await widget.getByLabel('Year').selectOption('1991');
    await widget.getByLabel('Month').selectOption('2');
    await widget.getByLabel('Day').selectOption('3');
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(widget.getByLabel('Address')).toHaveValue('Storgatan 12');
    await expect(widget.getByLabel('Zip')).toHaveValue('111 22');
    await expect(widget.getByLabel('City')).toHaveValue('Stockholm');
    await widget.getByLabel('Country').selectOption('MT');
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByLabel('Annual activity').selectOption({ index: 1 });
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: 'Sign up' }).click();
    await widget.getByLabel('Activation code').fill('123456');
    await widget.getByRole('button', { name: 'Activate' }).click();
    await expect(widget.locator('[aria-current=step]')).toContainText('Bonus');
    expect(await axe(page, 'casino-get-started')).toEqual([]);
    await widget.getByRole('button', { name: 'Continue without a bonus' }).click();
    await expect(widget.locator('[aria-current=step]')).toContainText('Deposit');
    const otp = (await sandbox('requests?path=/api/player/request-otp')) as { requests: unknown[] };
    expect(otp.requests).toHaveLength(1);
  });

  test('an existing email goes to the sign-in step and signs in', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/get-started.html');
    const widget = page.locator('casino-get-started[identify=email]');
    await widget.getByLabel('Email').fill('player@example.com');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByRole('heading', { name: 'You already have an account. Sign in.' })).toBeVisible();
    await widget.getByLabel('Password', { exact: true }).fill('Secret123!');
    await widget.getByRole('button', { name: 'Sign in' }).click();
    await expect(widget).toContainText('You are signed in.');
  });
});

test.describe('token sign-up', () => {
  test('the seeded token signs up its person with limits within the maximum, signed in at once', async ({ page, sandbox: _seeded }) => {
    await page.goto('/examples/signup-token.html');
    const widget = page.locator('main casino-signup-token');
    await expect(widget).toContainText('Welcome, Erik!');
    await widget.getByLabel('Calling code').selectOption('+46');
    await widget.getByLabel('Phone').fill('0705556677');
    await widget.getByLabel('Email').fill('erik@example.com');
    await widget.getByRole('button', { name: 'Continue' }).click();
    const deposits = widget.getByRole('group', { name: 'Deposit limits (SEK)' });
    await deposits.getByLabel('Per day').fill('2000');
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(widget.getByText('Choosen limit is too great').first()).toBeVisible();
    await deposits.getByLabel('Per day').fill('100');
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: 'Sign up' }).click();
    // Signed in at once: the bonus step follows accept, then the deposit.
    await expect(widget.locator('[aria-current=step]')).toContainText('Bonus');
    expect(await axe(page, 'main casino-signup-token')).toEqual([]);
    await widget.getByRole('button', { name: 'Continue without a bonus' }).click();
    await expect(widget.locator('[aria-current=step]')).toContainText('Deposit');
  });
});
