import type { Locator, Page } from '@playwright/test';
import { axe, dialog, expect, SANDBOX_ORIGIN, signIn, test } from './fixtures.ts';
import { executableBytes, readJpeg, withGpsExif } from '../support/exif-jpeg.ts';

type Sandbox = (path: string, body?: unknown) => Promise<unknown>;
interface Row { id: number; type: string; status: string; received: { format: string; width: number; height: number; exif: boolean; bytes: number } | null }

async function documents(sandbox: Sandbox, email: string): Promise<Row[]> {
  return ((await sandbox(`kyc/documents?email=${encodeURIComponent(email)}`)) as { documents: Row[] }).documents;
}

async function uploadRequests(sandbox: Sandbox): Promise<number> {
  return ((await sandbox('requests?path=/api/kyc/upload')) as { requests: unknown[] }).requests.length;
}

/** A 6000 x 4000 camera photo: a JPEG drawn in the browser, then given an EXIF segment with a GPS position. */
async function cameraPhoto(page: Page, orientation = 1): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(6000, 4000);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 6000, 4000);
    gradient.addColorStop(0, '#1b3a5c');
    gradient.addColorStop(1, '#f4c27a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 6000, 4000);
    context.fillStyle = '#000';
    context.font = '300px sans-serif';
    context.fillText('IDENTITY CARD', 500, 1000);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  });
  const photo = withGpsExif(new Uint8Array(Buffer.from(base64, 'base64')), orientation);
  expect(readJpeg(photo)).toEqual({ width: 6000, height: 4000, exif: true });
  return Buffer.from(photo);
}

async function signedInVerify(page: Page, email: string): Promise<Locator> {
  await page.goto('/examples/verify.html');
  const account = page.locator('#verify-account');
  await signIn(account, email);
  await expect(dialog(page)).toContainText('Welcome');
  await page.keyboard.press('Escape');
  await expect(account.getByRole('heading', { name: 'Uploaded documents' })).toBeVisible();
  return account;
}

async function chooseFile(page: Page, account: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await account.getByRole('button', { name: /^(Select file|Change image)$/ }).click();
  await (await chooser).setFiles(file);
}

test.describe('identity verification, tried as a new user would', () => {
  test('a 6000 x 4000 photo with GPS EXIF leaves as a JPEG of at most 2000 px without EXIF', async ({ page, sandbox }) => {
    const account = await signedInVerify(page, 'player@example.com');
    await expect(account.getByText('You have not uploaded any documents yet.')).toBeVisible();
    await account.getByLabel('Document type').selectOption('id');
    await chooseFile(page, account, { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(page, 6) });
    await expect(account.getByRole('img', { name: 'Preview of IMG_0042.jpg' })).toBeVisible();
    await account.getByRole('button', { name: 'Upload' }).click();
    await expect(account.getByRole('status').filter({ hasText: 'Your document has been uploaded' })).toBeVisible();
    const [row] = await documents(sandbox, 'player@example.com');
    expect(row?.type).toBe('ID');
    // Upright (orientation 6 turns it to portrait), at most 2000 px, a JPEG, and no EXIF: no GPS position left the device.
    expect(row?.received).toMatchObject({ format: 'jpeg', width: 1333, height: 2000, exif: false });
    await expect(account.locator('.document')).toHaveCount(1);
    await expect(account.locator('.document')).toContainText('Uploaded');
    expect(await uploadRequests(sandbox)).toBe(1);
    expect(await axe(page, '#verify-account')).toEqual([]);
  });

  test('a renamed executable is refused before anything is sent', async ({ page, sandbox }) => {
    const account = await signedInVerify(page, 'player@example.com');
    await account.getByLabel('Document type').selectOption('bank-statement');
    // What may be chosen is said before choosing, with the button.
    await expect(account.getByRole('button', { name: 'Select file' })).toHaveAccessibleDescription(/^A photo or scan: JPG, PNG, BMP, WebP, GIF or TIFF, at most 25.MB \(TIFF 10.MB\)\.$/);
    await chooseFile(page, account, { name: 'statement.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(executableBytes()) });
    await expect(account.getByRole('alert')).toContainText('This file type cannot be uploaded. Choose a JPG, PNG, BMP, WebP, GIF or TIFF file.');
    await account.getByRole('button', { name: 'Upload' }).click();
    await expect(account.getByText('Please select a file')).toBeVisible();
    expect(await uploadRequests(sandbox)).toBe(0);
    expect(await axe(page, '#verify-account')).toEqual([]);
  });

  test('a throttled upload shows the bytes going out', async ({ page, sandbox }) => {
    const account = await signedInVerify(page, 'player@example.com');
    await account.getByLabel('Document type').selectOption('proof-of-address');
    await chooseFile(page, account, { name: 'bill.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(page) });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // The resized photo is about 60 kB: at 15 kB a second up the upload takes about four seconds, long enough
    // to be seen part way on a slow machine (at 100 kB a second it took 0.6 s, and a busy machine's polling
    // sometimes missed the bar altogether).
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 200 * 1024, uploadThroughput: 15 * 1024 });
    await account.getByRole('button', { name: 'Upload' }).click();
    const bar = account.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toBeVisible({ timeout: 10_000 });
    // Part way: some bytes sent, not all.
    await expect.poll(async () => bar.evaluate((element: HTMLProgressElement) => element.value > 0 && element.value < element.max), { timeout: 15_000 }).toBe(true);
    await expect(account.locator('.visually-hidden[role=status]')).toHaveText(/^Uploading: (25|50|75)%$/, { timeout: 15_000 });
    await expect(account.getByRole('status').filter({ hasText: 'Your document has been uploaded' })).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect((await documents(sandbox, 'player@example.com')).length).toBe(1);
  });

  test('a document the sandbox declines shows its reasons', async ({ page, sandbox }) => {
    const account = await signedInVerify(page, 'player@example.com');
    await account.getByLabel('Document type').selectOption('credit-card');
    await chooseFile(page, account, { name: 'card.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(page) });
    await account.getByRole('button', { name: 'Upload' }).click();
    await expect(account.locator('.document')).toHaveCount(1);
    const [row] = await documents(sandbox, 'player@example.com');
    await sandbox('kyc/decide', { id: row?.id, status: 'Declined', reasons: ['NameOrExpiryCovered', 'WrongCardNumber'] });
    await page.reload();
    const reloaded = page.locator('#verify-account');
    const document = reloaded.locator('.document');
    await expect(document).toContainText('Credit card');
    await expect(document).toContainText('Declined');
    await expect(document.getByRole('listitem')).toHaveText(['Name or expiry covered', 'Wrong card number']);
    expect(await axe(page, '#verify-account')).toEqual([]);
  });

  test('with the keyboard alone, at 360 px', async ({ page, sandbox }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Listening from the start: Playwright turns on the browser's file chooser interception asynchronously, and a
    // key press reaches the page by another channel, so a listener added just before Enter can miss the chooser.
    const chooser = page.waitForEvent('filechooser');
    const account = await signedInVerify(page, 'kyc@example.com');
    await expect(account.locator('.document').nth(1)).toContainText('Old document');
    const type = account.getByLabel('Document type');
    await type.focus();
    await page.keyboard.press('ArrowDown'); // the first type: ID
    await expect(type).toHaveValue('id');
    await page.keyboard.press('Tab');
    await expect(account.getByRole('button', { name: 'Select file' })).toBeFocused();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(page) });
    await expect(account.getByRole('img', { name: 'Preview of id.jpg' })).toBeVisible();
    // Select file gave its place to Change image, and focus went there (not to the page's body).
    await expect(account.getByRole('button', { name: 'Change image' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(account.getByRole('button', { name: 'Upload' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(account.getByRole('status').filter({ hasText: 'Your document has been uploaded' })).toBeVisible();
    expect((await documents(sandbox, 'kyc@example.com')).filter((row) => row.received).length).toBe(1);
    await expect(account.locator('.document')).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axe(page, '#verify-account')).toEqual([]);
  });

  test('a phone offers the camera', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, baseURL: SANDBOX_ORIGIN });
    const page = await context.newPage();
    const account = await signedInVerify(page, 'player@example.com');
    await expect(account.getByRole('button', { name: 'Take a photo' })).toBeVisible();
    await expect(account.locator('input[type=file][capture=environment]')).toHaveCount(1);
    await context.close();
  });
});

test.describe('source of wealth, tried as a new user would', () => {
  const expected = {
    'sga@example.com': {
      band: '1000001', currency: 'SEK',
      body: { Source: 'Salary, Business', IncomeFromValue: 1_000_001, IncomeToValue: 1_500_000, Industry: 'Information technology', Occupation: 'Developer', Nationality: 'SE', CountryOfBirthCode: 'SE' },
    },
    'player@example.com': {
      band: '150001', currency: 'EUR',
      body: { Source: 'Salary, Business', IncomeFromValue: 150_001, IncomeToValue: 150_001, Industry: 'Information technology', Occupation: 'Developer', Nationality: 'MT', CountryOfBirthCode: 'MT' },
    },
  } as const;

  for (const [email, { band, currency, body }] of Object.entries(expected)) {
    test(`completes for a ${currency} player with the keyboard alone at 360 px, and the sandbox receives the declaration`, async ({ page, sandbox }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/examples/verify.html');
      await signIn(page.locator('#verify-account'), email);
      await expect(dialog(page)).toContainText('Welcome');
      await page.keyboard.press('Escape');
      const widget = page.locator('#source-of-wealth');
      await expect(widget.getByRole('button', { name: 'Start' })).toBeVisible();
      expect(await axe(page, '#source-of-wealth')).toEqual([]);
      await widget.getByRole('button', { name: 'Start' }).focus();
      await page.keyboard.press('Enter');
      await expect(widget.getByRole('heading', { name: 'Your sources of income' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(widget.getByLabel('Salary')).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space'); // Business
      await widget.getByRole('button', { name: 'Continue' }).focus();
      await page.keyboard.press('Enter');
      await expect(widget.getByRole('heading', { name: 'Industry and occupation' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(widget.getByLabel('Industry')).toBeFocused();
      await widget.getByLabel('Industry').selectOption('information-technology'); // a native select: the keyboard's own list
      await page.keyboard.press('Tab');
      await page.keyboard.type('Developer');
      await page.keyboard.press('Enter'); // submits the step's form
      await expect(widget.getByRole('heading', { name: 'Nationality and country of birth' })).toBeFocused();
      await expect(widget.getByLabel('Nationality')).toHaveValue(body.Nationality);
      expect(await axe(page, '#source-of-wealth')).toEqual([]);
      await widget.getByRole('button', { name: 'Continue' }).focus();
      await page.keyboard.press('Enter');
      await expect(widget.getByRole('heading', { name: 'Annual income' })).toBeFocused();
      await page.keyboard.press('Tab');
      const income = widget.getByLabel(`Annual income (${currency})`);
      await expect(income).toBeFocused();
      await income.selectOption(band);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(widget.getByLabel('I confirm that the information I have given is correct and complete.')).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(widget.getByRole('button', { name: 'Submit' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(widget.getByText('Your source of wealth declaration has been received.')).toBeVisible();
      const { declarations } = (await sandbox(`kyc/source-of-wealth?email=${encodeURIComponent(email)}`)) as { declarations: Array<{ body: unknown }> };
      expect(declarations.map((row) => row.body)).toEqual([body]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axe(page, '#source-of-wealth')).toEqual([]);
    });
  }
});
