import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Elements of a widget whose content is wider than their box (the step bar, fields, labels, buttons...). */
function overflowing(widget: Locator): Promise<string[]> {
  return widget.evaluate((element) => {
    // Form controls scroll their own text and visually hidden texts are clipped on purpose.
    const own = (node: HTMLElement) => node.matches('input, select, textarea, .visually-hidden') || getComputedStyle(node).overflowX !== 'visible';
    return [...element.shadowRoot!.querySelectorAll<HTMLElement>('*')]
      .filter((node) => !own(node) && node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1)
      .map((node) => `${node.tagName.toLowerCase()}.${node.className} "${node.textContent?.trim().slice(0, 40)}" ${node.scrollWidth} > ${node.clientWidth}`);
  });
}

async function setLocale(page: Page, locale: string) {
  await page.locator('casino-platform').evaluate((platform, value) => platform.setAttribute('locale', value), locale);
}

test.describe('languages with long words', () => {
  test('sign-up in Swedish, Finnish and Polish: the step bar, labels and buttons fit at 360 px and in a 600 px modal width', async ({ page, sandbox }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto('/examples/signup-sga.html');
    const widget = page.locator('casino-signup');
    await expect(widget.getByRole('button', { name: 'Identify with BankID' })).toBeVisible();
    // The first step (bank-ID identification) with the step bar's ten steps.
    for (const locale of ['sv', 'fi', 'pl-PL']) {
      await setLocale(page, locale);
      await expect(widget.locator('.casino-root')).toHaveAttribute('lang', locale);
      await expect.poll(() => overflowing(widget), { message: `overflow in ${locale} at 360 px` }).toEqual([]);
    }
    await setLocale(page, 'en');
    await widget.getByRole('button', { name: 'Identify with BankID' }).click();
    await expect(widget.getByRole('img', { name: /QR code for BankID/ })).toBeVisible({ timeout: 10_000 });
    await sandbox('oauth/decide', { action: 'approve', personNumber: '199205174064' });
    await expect(widget).toContainText('You are identified as Astrid Holm.', { timeout: 10_000 });
    await widget.getByRole('button', { name: 'Continue' }).click();
    // Contact: "Landsnummer" and "Numer kierunkowy" beside the phone field.
    for (const locale of ['sv', 'pl-PL']) {
      await setLocale(page, locale);
      await expect(widget.locator('.casino-root')).toHaveAttribute('lang', locale);
      await expect.poll(() => overflowing(widget), { message: `overflow in ${locale} at 360 px` }).toEqual([]);
    }
    await setLocale(page, 'en');
    // Walked in English (the journey's own labels), then read in Finnish on the step with the most and longest texts.
    await widget.getByLabel('Calling code').selectOption('+46');
    await widget.getByLabel('Phone').fill('0701112233');
    await widget.getByLabel('Email').fill('pekka@example.com');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('First name').fill('Pekka');
    await widget.getByLabel('Last name').fill('Virtanen');
    await widget.getByLabel('Year').selectOption('1990');
    await widget.getByLabel('Month').selectOption('4');
    await widget.getByLabel('Day').selectOption('12');
    await widget.getByRole('button', { name: 'Next' }).click();
    await widget.getByLabel('Address').fill('Storgatan 1');
    await widget.getByLabel('Zip').fill('111 22');
    await widget.getByLabel('City').fill('Stockholm');
    await widget.getByRole('button', { name: 'Next' }).click();
    // SGA requires limits: the step's button never offers to skip them.
    await expect(widget.getByRole('button', { name: 'Next' })).toBeVisible();

    await setLocale(page, 'fi');
    await expect(widget.getByRole('button', { name: 'Seuraava' })).toBeVisible();
    await expect(widget.locator('.casino-root')).toHaveAttribute('lang', 'fi');
    for (const width of [360, 600]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => overflowing(widget), { message: `overflow at ${width} px` }).toEqual([]);
    }
    // At 600 px the step labels show; each stays inside its column.
    await expect(widget.locator('.stepper-label').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
  });
});

test.describe('changing language', () => {
  // Three elements change language at once, the catalog coming straight from the browser's cache (this page
  // showed Finnish before): it may be ready after one element's render and before that element's effect, which
  // then went on showing English under lang="fi".
  test('every element of a page changes language together, the catalog in the cache or not', async ({ page }) => {
    const finnish = async (state: string) => {
      await page.goto(`/examples/gallery.html?state=${state}`);
      await expect(page.locator('html[data-gallery-ready]')).toHaveCount(1, { timeout: 20_000 });
      await page.locator('.gallery-stage > *').evaluateAll((elements) => { for (const element of elements) element.setAttribute('locale', 'fi'); });
    };
    await finnish('signin');
    await expect(page.locator('casino-signin').getByRole('button', { name: 'Kirjaudu sisään' })).toBeVisible();
    await finnish('messages');
    const messages = page.locator('casino-message');
    const headings = ['Tervetuloa', 'Aktivointi vaaditaan', 'Ei saatavilla maassasi'];
    for (const [index, heading] of headings.entries()) {
      await expect(messages.nth(index).getByRole('heading', { level: 2 })).toHaveText(heading);
      await expect(messages.nth(index).locator('.casino-root')).toHaveAttribute('lang', 'fi');
    }
  });

  test('the verification tab fits 360 px in Finnish, whose document types are single long words', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto('/examples/gallery.html?state=account-verify');
    await expect(page.locator('html[data-gallery-ready]')).toHaveCount(1, { timeout: 20_000 });
    const account = page.locator('casino-account');
    await account.evaluate((element) => element.setAttribute('locale', 'fi'));
    await expect(account.getByText('Henkilöllisyystodistus', { exact: true }).last()).toBeVisible();
    await expect.poll(() => overflowing(account), { message: 'overflow in Finnish at 360 px' }).toEqual([]);
  });
});

test.describe('numbers and dates in the locale', () => {
  test('Thai shows the Buddhist Era in dates and in the date-of-birth select; Swedish writes the wagering as 40 %', async ({ page }) => {
    // The sign-up wizard opens at its personal step (a draft of this tab), where the year select is.
    await page.addInitScript(() => {
      const draft = 'casino-elements.draft.signup.mga';
      if (sessionStorage.getItem(draft)) return;
      sessionStorage.setItem(draft, JSON.stringify({
        email: 'somchai@example.com', callingCode: '+356', phone: '79112233', bonusCode: '', firstName: 'Somchai', lastName: 'Dee',
        birthYear: '1990', birthMonth: '4', birthDay: '12', address: '', zip: '', city: '', country: 'MT', currency: 'EUR',
        deposit: { day: '', week: '', month: '' }, session: { day: '', week: '', month: '' }, annualActivity: '', acceptTerms: false,
      }));
      sessionStorage.setItem(`${draft}.position`, JSON.stringify({
        step: 'personal', showBonusCode: false,
        touched: { deposit: { day: false, week: false, month: false }, session: { day: false, week: false, month: false } },
      }));
    });
    await page.goto('/examples/gallery.html?state=signup-mga');
    await expect(page.locator('html[data-gallery-ready]')).toHaveCount(1, { timeout: 20_000 });
    const signUp = page.locator('casino-signup');
    await signUp.evaluate((element) => element.setAttribute('locale', 'th-TH'));
    await expect(signUp.locator('.casino-root')).toHaveAttribute('lang', 'th-TH');
    const year = signUp.locator('select:has(option[value="1990"])');
    await expect(year.locator('option[value="1990"]')).toHaveText('2533');
    await expect(year).toHaveValue('1990');

    // player@example.com has a bonus 8 000 of 20 000 wagered.
    await page.goto('/examples/gallery.html?state=account-profile');
    await expect(page.locator('html[data-gallery-ready]')).toHaveCount(1, { timeout: 20_000 });
    const account = page.locator('casino-account');
    await account.evaluate((element) => { element.setAttribute('tab', 'bonuses'); element.setAttribute('locale', 'sv'); });
    await expect(account.locator('.wagering', { hasText: '40' })).toHaveText(/^Omsättning\s40\s%$/);
    await account.evaluate((element) => element.setAttribute('locale', 'th-TH'));
    await expect(account.locator('.casino-root')).toHaveAttribute('lang', 'th-TH');
    const buddhistYear = String(new Date().getFullYear() + 543);
    await expect(account.locator('.bonus time').first()).toContainText(buddhistYear);
  });
});

test.describe('Spanish for the Spanish jurisdiction', () => {
  test('an es page that names no locale is in Spanish; a named locale, even English, wins', async ({ page }) => {
    await page.goto('/examples/locales.html');
    const switchable = page.locator('#switchable');
    const swedish = page.locator('casino-signin[locale="sv"]');
    await expect(switchable.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The element's own jurisdiction: the page named no locale, so the DGOJ's players read Spanish.
    await switchable.evaluate((element) => element.setAttribute('jurisdiction', 'es'));
    await expect(switchable.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(switchable.locator('.casino-root')).toHaveAttribute('lang', 'es-ES');
    await expect(switchable.getByLabel('Contraseña', { exact: true })).toBeVisible();
    // The element names a locale: it wins over its jurisdiction's language.
    await switchable.evaluate((element) => element.setAttribute('locale', 'en'));
    await expect(switchable.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await switchable.evaluate((element) => { element.removeAttribute('locale'); element.removeAttribute('jurisdiction'); });
    await expect(switchable.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The page's jurisdiction: every element without a locale of its own follows; the Swedish one stays.
    await page.evaluate(() => window.casino.configure({ jurisdiction: 'es' }));
    await expect(switchable.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(swedish.getByRole('button', { name: 'Logga in' })).toBeVisible();
    // The page names English: English, in the es jurisdiction too.
    await page.evaluate(() => window.casino.configure({ locale: 'en' }));
    await expect(switchable.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('es, es-ES and es-MX all show the es-ES catalog, with the DGOJ terms', async ({ page }) => {
    await page.goto('/examples/gallery.html?state=account-limits&locale=es');
    await expect(page.locator('html[data-gallery-ready]')).toHaveCount(1, { timeout: 20_000 });
    const account = page.locator('casino-account');
    await expect(account.locator('.casino-root')).toHaveAttribute('lang', 'es-ES');
    await expect(account.getByRole('combobox', { name: 'Tipo de límite' }).locator('option:checked')).toHaveText('Límite de depósito');
    await expect(account.getByRole('form', { name: 'Límite diario' })).toBeVisible();
    await account.evaluate((element) => element.setAttribute('locale', 'es-MX'));
    await expect(account.getByRole('tab', { name: 'Juego responsable' })).toBeVisible();
  });
});

test("a Swedish sign-in's refusal is in Swedish: the error texts' part of the catalog comes with the error notice", async ({ page }) => {
  await page.goto('/examples/signin-inline.html');
  const widget = page.locator('casino-signin').first();
  await widget.evaluate((element) => element.setAttribute('locale', 'sv'));
  await widget.getByRole('textbox', { name: 'E-post', exact: true }).fill('player@example.com');
  await widget.getByLabel('Lösenord', { exact: true }).fill('not-the-password');
  await widget.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(widget.getByRole('alert')).toHaveText('E-postadressen, användarnamnet eller lösenordet stämmer inte. Kontrollera dem och försök igen, eller återställ ditt lösenord.');
});
