import type { Locator, Page } from '@playwright/test';
import { axe, dialog, expect, IDENTITY_PROVIDER_ORIGIN, test, watchCsp } from './fixtures.ts';

const PHONE = `${IDENTITY_PROVIDER_ORIGIN}/__phone`;
const KNOWN = '198709302387';
const UNKNOWN = '199205174064';

/** The text of the element that has focus, through shadow roots. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element?.textContent?.trim() ?? '';
  });
}

/** Tabs forward until the focused element says `name` (keyboard alone). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 15; presses += 1) {
    if ((await focused(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"; focus is on "${await focused(page)}"`);
}

/** The sandbox phone, in a tab of its own: approve the pending order as a person number. */
async function approveOnPhone(page: Page, personNumber: string): Promise<void> {
  const phone = await page.context().newPage();
  await phone.goto(PHONE);
  const order = phone.getByRole('listitem').filter({ hasText: 'Order' }).first();
  await order.getByLabel('Person number').fill(personNumber);
  await order.getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'complete' })).toBeVisible();
  await phone.close();
}

async function startWithKeyboard(page: Page, widget: Locator): Promise<void> {
  await expect(widget.getByRole('button', { name: 'Sign in with BankID' })).toBeVisible();
  await tabTo(page, 'Sign in with BankID');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('img', { name: /QR code for BankID/ })).toBeVisible({ timeout: 10_000 });
  // Focus moved to the status, so the next Tab reaches the flow's own controls (polled: focus may move a moment
  // after the QR code shows).
  await expect.poll(() => focused(page)).toBe('Scan the QR code with the BankID app.');
}

test.describe('bank-ID sign-in (SGA), tried as a Swedish player would', () => {
  test('the SGA page shows the bank-ID sign-in; approving on the phone signs the known player in, keyboard alone', async ({ page, sandbox: _seeded }) => {
    const csp = await watchCsp(page);
    await page.goto('/examples/signin-sga.html');
    const widget = page.locator('casino-signin').first();
    await expect(widget.getByRole('button', { name: 'Sign in with BankID' })).toBeVisible();
    await expect(widget.getByLabel('Password', { exact: true })).toHaveCount(0);
    expect(await axe(page, 'casino-signin')).toEqual([]);

    await startWithKeyboard(page, widget);
    await expect(widget.getByText('point the camera at this code')).toBeVisible();
    expect(await axe(page, 'casino-signin')).toEqual([]);
    await approveOnPhone(page, KNOWN);
    await expect(widget).toContainText('You are signed in as Sara', { timeout: 10_000 });
    expect(await csp()).toEqual([]);
  });

  test('an unknown person ends in the token sign-up, prefilled, and is then signed in', async ({ page, sandbox: _seeded }) => {
    const csp = await watchCsp(page);
    await page.goto('/examples/signin-sga.html');
    const widget = page.locator('casino-signin').first();
    await startWithKeyboard(page, widget);
    await approveOnPhone(page, UNKNOWN);

    const signUp = dialog(page);
    await expect(signUp).toContainText('Welcome, Astrid!', { timeout: 10_000 });
    await signUp.getByLabel('Calling code').selectOption('+46');
    await signUp.getByLabel('Phone').fill('0709998877');
    await signUp.getByLabel('Email').fill('astrid@example.com');
    await signUp.getByRole('button', { name: 'Continue' }).click();
    await signUp.getByRole('group', { name: /Deposit limits/ }).getByLabel('Per day').fill('100');
    await signUp.getByRole('button', { name: 'Next' }).click();
    await signUp.getByRole('checkbox').check();
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    await expect(widget).toContainText('You are signed in as Astrid', { timeout: 10_000 });
    expect(await csp()).toEqual([]);
  });

  test("a self-blocked player's refusal is the catalogue's text with the way to support, never a message id", async ({ page, sandbox }) => {
    // The refusal's text comes with the error notice's chunk and its part of the catalog (features/toolkit/host/error-notice-later.ts).
    await sandbox('faults', { path: '/api/player/signin/code', status: 403, code: 'PlayerSelfBlocked' });
    await page.goto('/examples/signin-sga.html');
    const widget = page.locator('casino-signin').first();
    await startWithKeyboard(page, widget);
    await approveOnPhone(page, KNOWN);
    const alert = widget.getByRole('alert');
    await expect(alert).toContainText('Self blocked', { timeout: 10_000 });
    await expect(alert).toContainText('If you need help, contact support.');
    await expect(widget).not.toContainText('You are signed in');
  });

  test('Cancel sends the beacon and leaves the player signed out', async ({ page, sandbox }) => {
    const csp = await watchCsp(page);
    await page.goto('/examples/signin-sga.html');
    const widget = page.locator('casino-signin').first();
    await startWithKeyboard(page, widget);
    expect(((await sandbox('oauth/orders')) as { orders: unknown[] }).orders).toHaveLength(1);
    await tabTo(page, 'Cancel');
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('status')).toHaveText('You cancelled the BankID sign-in.');
    await expect.poll(() => focused(page)).toBe('Sign in with BankID'); // focus may move a moment after the notice shows
    await expect.poll(async () => ((await sandbox('oauth/orders')) as { orders: unknown[] }).orders.length).toBe(0);
    const phone = await page.context().newPage();
    await phone.goto(PHONE);
    await expect(phone.getByText('No pending orders.')).toBeVisible();
    await phone.close();
    await expect(widget).not.toContainText('You are signed in');
    await expect(widget.getByRole('button', { name: 'Sign in with BankID' })).toBeVisible();
    expect(await sandbox('requests?path=/api/player/signin/code')).toEqual({ requests: [] });
    expect(await csp()).toEqual([]);
  });
});
