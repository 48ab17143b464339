// Operators' own texts: pasted by a CMS as <script type="application/json" data-casino-messages>, or given to
// casino.configure({ messages }) later, live; a text that loses its placeholder is refused, naming its key.
import { expect, test } from './fixtures.ts';

test('the sign-in button reads the Swedish text pasted into the page, and configure() changes texts live', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  await page.goto('/examples/text-overrides.html');
  const signIn = page.locator('casino-signin');
  await expect(signIn.getByRole('button', { name: 'Logga in och spela' })).toBeVisible();
  await expect(signIn.getByRole('link', { name: 'Har du glömt lösenordet?' }).or(signIn.getByRole('button', { name: 'Har du glömt lösenordet?' }))).toBeVisible();
  // The library's own Swedish for the rest.
  await expect(signIn.getByLabel('Lösenord', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);

  // Later, without a reload: the element shows the new text at once.
  await page.evaluate(() => window.casino.configure({ messages: { sv: { 'sign-in': 'Spela nu' } } }));
  await expect(signIn.getByRole('button', { name: 'Spela nu' })).toBeVisible();
  // Another locale keeps the library's texts; the override waits for Swedish.
  await signIn.evaluate((element) => element.setAttribute('locale', 'en'));
  await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn.evaluate((element) => element.removeAttribute('locale'));
  await expect(signIn.getByRole('button', { name: 'Spela nu' })).toBeVisible();
});

test('a text with a wrong placeholder is refused with a console error naming its key, and the original stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  await page.goto('/examples/text-overrides.html');
  const signIn = page.locator('casino-signin');
  await expect(signIn.getByRole('button', { name: 'Logga in och spela' })).toBeVisible();
  await page.evaluate(() => window.casino.configure({
    messages: { sv: { 'welcome-name': 'Hej {namn}!', 'remember-me': 'Kom ihåg mig på den här enheten' } },
  }));
  // The right one applies; the wrong one is named in the console.
  await expect(signIn.getByLabel('Kom ihåg mig på den här enheten')).toBeVisible();
  await expect.poll(() => errors.join('\n')).toContain('"welcome-name" (sv)');
  expect(errors.join('\n')).toMatch(/Text override refused: "welcome-name" \(sv\): .*\{name\}.*\{namn\}.*the original text stays/);
  expect(errors).toHaveLength(1);
});

test('a locale of the operator\'s own, from a whole catalog, is shown when the page names it', async ({ page }) => {
  // The keys as an integrator has them (the generated table, read as text: e2e tests use the page, not the library).
  const { readFileSync } = await import('node:fs');
  const rows = readFileSync(new URL('../../i18n/message-keys.ts', import.meta.url), 'utf8').matchAll(/^ {2}("[^"]+"): (\[.*\]),$/gm);
  // English throughout but for the sign-in button: what matters is that every key is there.
  const german = Object.fromEntries([...rows].map(([, key, entry]) => {
    const name = JSON.parse(key!) as string;
    const [, english] = JSON.parse(entry!) as [string, string];
    return [name, name === 'sign-in' ? 'Anmelden' : english];
  }));
  expect(Object.keys(german).length).toBeGreaterThan(600);
  await page.goto('/examples/text-overrides.html');
  const signIn = page.locator('casino-signin');
  await expect(signIn.getByRole('button', { name: 'Logga in och spela' })).toBeVisible();
  // Named before its catalog is given: English meanwhile, then German once the catalog is in.
  await page.evaluate(() => window.casino.configure({ locale: 'de' }));
  await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate((messages) => window.casino.configure({ messages: { de: messages } }), german);
  await expect(signIn.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(signIn.locator('.casino-root')).toHaveAttribute('lang', 'de');
});
