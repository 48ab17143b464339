import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { PreloadManifest } from '../../scripts/preload-manifest.mjs';
import { dialog, expect, listenFor, signIn, signInPastWelcome, test, watchCsp } from './fixtures.ts';

// The order of a first render's downloads (never their timings): everything <casino-signin> needs starts
// together, while the shared runtime is still on its way, and nothing it does not need is fetched. The
// network is slowed so that "still on its way" is a wide window, not a race.
interface Loaded { name: string; start: number; end: number }

/** The library's downloads of the page so far, in the order they started. */
function libraryDownloads(page: Page): Promise<Loaded[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.startsWith('/dist/'))
      .map((entry) => ({ name: new URL(entry.name).pathname.replace(/^\/dist\/(chunks\/)?/, ''), start: entry.startTime, end: entry.responseEnd })),
  );
}

function requested(loaded: Loaded[], pattern: RegExp): Loaded {
  const found = loaded.find((entry) => pattern.test(entry.name));
  expect(found, `${pattern} was requested`).toBeTruthy();
  return found!;
}

/** One hop after the entry: each of these starts once the entry arrived and before the runtime has. */
function expectOneHop(items: Loaded[], entry: Loaded, runtime: Loaded): void {
  for (const item of items) {
    expect(item.start, `${item.name} starts after the entry script arrived`).toBeGreaterThanOrEqual(entry.end - 1);
    expect(item.start, `${item.name} starts before the runtime has arrived`).toBeLessThan(runtime.end);
  }
}

/**
 * Records each text an element's shadow root holds after a render (every DOM change, painted or not): read
 * with `shownTexts`. Installed before the page loads.
 */
async function recordShownTexts(page: Page, selector: string): Promise<void> {
  await page.addInitScript((selector) => {
    const shown: string[] = [];
    (window as unknown as { shownTexts: string[] }).shownTexts = shown;
    const record = (root: ShadowRoot) => {
      const text = root.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (text && text !== shown.at(-1)) shown.push(text);
    };
    const watch = () => {
      const root = document.querySelector(selector)?.shadowRoot;
      if (!root) return requestAnimationFrame(watch);
      new MutationObserver(() => record(root)).observe(root, { childList: true, subtree: true, characterData: true });
    };
    requestAnimationFrame(watch);
  }, selector);
}

const shownTexts = (page: Page) => page.evaluate(() => (window as unknown as { shownTexts: string[] }).shownTexts);

/** A preload.json file (`chunks/signin-<hash>.js`) by the name `libraryDownloads` gives it. */
const downloadName = (file: string) => file.replace(/^chunks\//, '');

/** dist/preload.json, as a server that renders the page reads it. */
const preloadManifest = () => JSON.parse(readFileSync('dist/preload.json', 'utf8')) as PreloadManifest;

/**
 * What a widget imports once it has painted (dist/preload.json's `afterPaint`: the sign-in form's rules and the platform's parts with valibot,
 * the error notice), with the error texts' part of the catalog, which comes with the error notice
 * (features/toolkit/host/error-notice-later.ts): such files may have started by the time the widget is read, or not.
 */
function afterPaintOf(tag: string): Set<string> {
  const manifest = preloadManifest();
  // With the error texts, and the sign-in's later texts, which its rules await (scripts/split-catalogs.mjs LATER_PARTS).
  const laterTexts = tag === 'casino-signin' ? [manifest.catalogParts['casino-signin-later']!['en']!] : [];
  return new Set([...(manifest.afterPaint[tag] ?? []), manifest.catalogParts['casino-errors']!['en']!, ...laterTexts].map(downloadName));
}

/** The downloads that showed the sign-in: without what it imports once it has painted (afterPaintOf). */
async function signInDownloads(page: Page): Promise<Loaded[]> {
  const afterPaint = afterPaintOf('casino-signin');
  return (await libraryDownloads(page)).filter((item) => !afterPaint.has(item.name));
}

/**
 * Serves, at /examples/<name>, the page a server writes from preload.json (README, "Serving it"): the entry
 * script, then a modulepreload hint for each of `files`, under a strict policy; `body` after the page's platform.
 * With `inHeader`, the hints come in the response's `Link` header and the page is only what an editor pasted.
 */
async function servePreloadedPage(page: Page, name: string, title: string, files: string[], body: string, { inHeader = false } = {}): Promise<void> {
  const hints = inHeader ? '' : files.map((file) => `<link rel="modulepreload" href="/dist/${file}">`).join('');
  await page.route(`**/examples/${name}`, (route) => route.fulfill({
    contentType: 'text/html',
    headers: inHeader ? { Link: files.map((file) => `</dist/${file}>; rel=modulepreload`).join(', ') } : {},
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'"><title>${title}</title><script type="module" src="/dist/casino-elements.js"></script>${hints}</head><body><casino-platform platform="rest" api-url="/api" jurisdiction="mga" locale="en"></casino-platform><main>${body}</main></body></html>`,
  }));
}

/** No hop: each hinted file is asked for while the entry is still on its way, and once (the entry's import() finds it). */
function expectFetchedBesideEntry(loaded: Loaded[], files: string[]): void {
  const entry = requested(loaded, /^casino-elements\.js$/);
  for (const file of files) {
    const name = downloadName(file);
    expect(requested(loaded, new RegExp(`^${name.replaceAll('.', '\\.')}$`)).start, `${name} starts before the entry has arrived`).toBeLessThan(entry.end);
    expect(loaded.filter((item) => item.name === name), `${name} is fetched once`).toHaveLength(1);
  }
}

async function slowNetwork(page: Page): Promise<void> {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  await client.send('Network.emulateNetworkConditions', { offline: false, latency: 60, downloadThroughput: 2_000_000, uploadThroughput: 2_000_000 });
}

test.describe('loading, as a new visitor meets it', () => {
  test('<casino-signin> starts its runtime, its chunks and its catalog at once, and nothing else', async ({ page }) => {
    const violations = await watchCsp(page);
    await slowNetwork(page);

    await page.goto('/examples/signin-inline.html');
    await expect(page.locator('casino-signin').first().getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const loaded = await signInDownloads(page);
    const find = (pattern: RegExp) => requested(loaded, pattern);
    const entry = find(/^casino-elements\.js$/);
    const runtime = find(/^react-runtime-[\w-]{7}\.js$/);
    const widget = find(/^signin-[\w-]{7}\.js$/);
    // The toolkit every widget renders with (frame, fields, forms, queries, the mount): one chunk, not thirty.
    const kit = find(/^widget-kit-[\w-]{7}\.js$/);
    // The catalog's common part, which holds what the sign-in's form shows (scripts/split-catalogs.mjs): no other
    // widget's messages, and no part of its own.
    const catalog = find(/^catalogs\/en\.common-[\w-]{7}\.js$/);
    // The page's stylesheet (the widgets' reserved space) is linked beside the entry script, not loaded by it.
    const stylesheet = find(/^casino-elements\.css$/);
    expect(stylesheet.start).toBeLessThan(entry.end);
    const chunks = loaded.filter((item) => item !== entry && item !== stylesheet);

    // One hop after the entry: every chunk of the first render starts before the runtime has arrived.
    expectOneHop([widget, kit, catalog, ...chunks], entry, runtime);
    // Four files: the runtime, the kit, the sign-in's one chunk (its bank-ID parts with it, see rollup.config.mjs
    // SIGN_IN) and the catalog's common part; not what the kit shares with the platforms' adapters (the platform kit),
    // which a form that reads nothing from its platform does not need to show. Over HTTP/1.1 a browser opens six
    // connections per host: more files queue.
    expect(chunks.map((item) => item.name.replace(/-[\w-]{7}\.js$/, '')).sort()).toEqual(['catalogs/en.common', 'react-runtime', 'signin', 'widget-kit']);
    // Not needed for a sign-in form: the sanitizer, other widgets (their chunks, their texts), other languages.
    for (const unwanted of [/^safe-html-/, /^account-/, /^signup-/, /^cashier-/, /^catalogs\/en\.(?!common-)/, /^catalogs\/(sv|nb|fi|pl-PL|th-TH|es-ES|en-US)\./]) {
      expect(loaded.filter((item) => unwanted.test(item.name)).map((item) => item.name)).toEqual([]);
    }
    expect(await violations()).toEqual([]);
  });

  test('a page naming the sign-in\'s files from dist/preload.json fetches them beside the entry script, once each', async ({ page }) => {
    const violations = await watchCsp(page);
    await slowNetwork(page);
    // What a server that renders the page can add for the tags it holds (README, "Serving it").
    const manifest = preloadManifest();
    const files = [...manifest.widgets['casino-signin']!, manifest.catalogs['en']!];
    expect(manifest.catalogParts['casino-signin'], 'its form\'s texts are in the common part').toBeUndefined();
    await servePreloadedPage(page, 'preloaded-signin.html', 'Sign in', files, '<casino-signin></casino-signin>');
    await page.goto('/examples/preloaded-signin.html');
    await expect(page.locator('casino-signin').getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const loaded = await signInDownloads(page);
    expectFetchedBesideEntry(loaded, files);
    // Nothing beyond them for the first render.
    expect(loaded.map((item) => item.name).sort()).toEqual([...files.map(downloadName), 'casino-elements.js'].sort());
    expect(await violations()).toEqual([]);
  });

  test('a page whose server names, in a Link header, the files every widget shares fetches them beside the entry, and the sign-in\'s own chunk after it', async ({ page }) => {
    const violations = await watchCsp(page);
    await slowNetwork(page);
    // A template an editor pasted the tag into: the server does not know the page's tags, only its language.
    const manifest = preloadManifest();
    const files = [...manifest.shared, manifest.catalogs['en']!];
    await servePreloadedPage(page, 'shared-hints.html', 'Sign in', files, '<casino-signin></casino-signin>', { inHeader: true });
    await page.goto('/examples/shared-hints.html');
    await expect(page.locator('casino-signin').getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const loaded = await signInDownloads(page);
    expectFetchedBesideEntry(loaded, files);
    // The one file the header could not name (the sign-in's chunk; its texts are the catalog's common part), asked
    // for by the entry once it has run.
    const entry = requested(loaded, /^casino-elements\.js$/);
    const widget = requested(loaded, /^signin-[\w-]{7}\.js$/);
    expect(widget.start).toBeGreaterThanOrEqual(entry.end - 1);
    expect(loaded.map((item) => item.name).sort()).toEqual([...files.map(downloadName), widget.name, 'casino-elements.js'].sort());
    expect(await violations()).toEqual([]);
  });

  test('a signed-in page opening the account on its limits, naming the files from dist/preload.json with the tab\'s, fetches them beside the entry, once each', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/examples/account.html');
    await signIn(page.locator('#account-wide'), 'player@example.com');
    await expect(page.locator('#account-wide').getByRole('tab', { name: /Inbox/ })).toBeVisible();
    await slowNetwork(page);
    // A footer's "Set your limits": the account opened on its responsible-gaming tab, for a signed-in player,
    // so the adapter and the session services first, then the account's files and what its tab adds.
    const manifest = preloadManifest();
    const tabFiles = manifest.tabs['casino-account']!['responsible-gaming']!;
    // And the adapter's areas the account's first reads and its tab's call (its inbox, its limits).
    const areas = manifest.adapterAreas['rest']!;
    const areaFiles = [...(areas.widgets['casino-account'] ?? []), ...(areas.tabs['casino-account']?.['responsible-gaming'] ?? [])];
    // The messages of the tabs after the first (the inbox) are a part of the catalog of their own.
    const files = [...new Set([...manifest.adapters['rest']!, ...manifest.session, ...areas.session, ...areaFiles, ...manifest.widgets['casino-account']!, ...tabFiles, manifest.catalogs['en']!, manifest.catalogParts['casino-account']!['en']!, manifest.catalogParts['casino-account-tabs']!['en']!])];
    await servePreloadedPage(page, 'preloaded-limits.html', 'Your limits', files, '<casino-account tab="responsible-gaming"></casino-account>');
    // The limits' and breaks' writes are asked for as the panel shows, before any submit (a player's limit or break
    // waits for no file then).
    const writesAsked = page.waitForRequest((request) => /\/adapter-rest-responsible-gaming-writes-[\w-]{7}\.js$/.test(request.url()), { timeout: 20_000 });
    await page.goto('/examples/preloaded-limits.html');
    // About thirty files over the slow network's six connections: on a busy machine this took 6.7 s once.
    await expect(page.locator('casino-account').getByRole('heading', { name: 'Daily limit' })).toBeVisible({ timeout: 15_000 });
    await writesAsked;
    const loaded = await libraryDownloads(page);
    // The limits' chunk, their prefills' rules, and the kit's parts the limits share with the sign-up (which the inbox does not load).
    expect(tabFiles.map((file) => downloadName(file).replace(/-[\w-]{7}\.js$/, ''))).toEqual(['form-rules', 'limits', 'widget-parts-responsible-gaming-rules', 'widget-parts-select-field']);
    expect(areaFiles.map((file) => downloadName(file).replace(/-[\w-]{7}\.js$/, ''))).toEqual(['adapter-rest-inbox', 'adapter-rest-payment-gate']);
    // The tab's files included.
    expectFetchedBesideEntry(loaded, files);
    // Nothing beyond them but what follows the render: the restored session's check of the terms (and what the account
    // imports once it has painted, the error notice and the focus rescue, which may have started by now or not).
    // The limits' writes, which the tab's panel has its platform fetch once it shows (dist/preload.json's tabsAfterPaint), too.
    const tabAfterPaint = areas.tabsAfterPaint['casino-account']?.['responsible-gaming'] ?? [];
    expect(tabAfterPaint.map((file) => downloadName(file).replace(/-[\w-]{7}\.js$/, ''))).toEqual(['adapter-rest-responsible-gaming-writes']);
    const afterPaint = new Set([...afterPaintOf('casino-account'), ...tabAfterPaint.map(downloadName)]);
    const beyond = loaded.map((item) => item.name).filter((name) => name !== 'casino-elements.js' && !files.includes(`chunks/${name}`) && !afterPaint.has(name));
    expect(beyond.map((name) => name.replace(/-[\w-]{7}\.js$/, '')).sort()).toEqual(['session', 'terms-query']);
    expect(await violations()).toEqual([]);
  });

  test('a signed-in <casino-account> loads its first tab with it, in the same hop, and no other tab', async ({ page }) => {
    await page.goto('/examples/account.html');
    await signIn(page.locator('#account-wide'), 'player@example.com');
    await expect(page.locator('#account-wide').getByRole('tab', { name: /Inbox/ })).toBeVisible();

    await slowNetwork(page);
    await page.reload();
    // The page holds two accounts: one opens on the inbox, the other on the profile.
    await expect(page.locator('#account-wide').getByText('Your VIP upgrade')).toBeVisible();
    await expect(page.locator('#account-narrow').getByLabel('First name')).toBeVisible();
    const loaded = await libraryDownloads(page);
    const find = (pattern: RegExp) => requested(loaded, pattern);
    const entry = find(/^casino-elements\.js$/);
    const runtime = find(/^react-runtime-[\w-]{7}\.js$/);
    // The profile's panel is a chunk of its own: the element starts it with the account's, not after it rendered.
    expectOneHop([find(/^account-[\w-]{7}\.js$/), find(/^inbox-panel-[\w-]{7}\.js$/), find(/^profile-panel-[\w-]{7}\.js$/)], entry, runtime);
    // The player's profile is read once for the page (the store starts it with the first widget), however
    // many widgets show the player.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/player/user-info').length)).toBe(1);
    // Tabs not shown, and the sign-in a signed-in player does not see, load when needed.
    for (const unwanted of [/^signin-/, /^limits-/, /^subscriptions-/, /^bonuses-panel-/, /^bonus-code-panel-/, /^kyc-/, /^signup-/]) {
      expect(loaded.filter((item) => unwanted.test(item.name)).map((item) => item.name)).toEqual([]);
    }

    // A tab loaded on demand arrives with its styles.
    await page.locator('#account-wide').getByRole('tab', { name: 'Responsible gaming' }).click();
    const limits = page.locator('#account-wide').getByRole('tabpanel');
    const heading = limits.getByRole('heading', { name: 'Limits' });
    await expect(heading).toBeVisible();
    expect((await libraryDownloads(page)).some((item) => /^limits-/.test(item.name))).toBe(true);
    await expect(heading).toHaveCSS('font-size', '18px'); // .limits-heading, in the limits chunk's styles
  });

  test('an anonymous visitor\'s <casino-account> starts the sign-in it shows in the same hop as its own chunk, and no tab', async ({ page }) => {
    await slowNetwork(page);
    await page.goto('/examples/account.html');
    await expect(page.locator('#account-wide').getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const loaded = await libraryDownloads(page);
    const find = (pattern: RegExp) => requested(loaded, pattern);
    expectOneHop([find(/^account-[\w-]{7}\.js$/), find(/^signin-[\w-]{7}\.js$/)], find(/^casino-elements\.js$/), find(/^react-runtime-[\w-]{7}\.js$/));
    // The narrow account opens on the profile, which the visitor cannot see before signing in.
    expect(loaded.filter((item) => /^profile-panel-/.test(item.name)).map((item) => item.name)).toEqual([]);
  });

  test('a signed-in <casino-account> opened on its verification tab (the platform asking for documents) starts that tab\'s chunk in the same hop', async ({ page }) => {
    await page.goto('/examples/verify.html');
    const account = page.locator('#verify-account');
    await signInPastWelcome(page, account, 'player@example.com');
    const documents = account.getByRole('heading', { name: 'Uploaded documents' });
    await expect(documents).toBeVisible();

    await slowNetwork(page);
    await page.reload();
    await expect(documents).toBeVisible();
    const loaded = await libraryDownloads(page);
    const find = (pattern: RegExp) => requested(loaded, pattern);
    expectOneHop([find(/^account-[\w-]{7}\.js$/), find(/^kyc-[\w-]{7}\.js$/)], find(/^casino-elements\.js$/), find(/^react-runtime-[\w-]{7}\.js$/));
  });

  test('a signed-in page asks for the profile and the messages as soon as the adapter is here, not once React has run, and makes its date formatter meanwhile', async ({ page }) => {
    await page.goto('/examples/account.html');
    await signIn(page.locator('#account-wide'), 'player@example.com');
    await expect(page.locator('#account-wide').getByRole('tab', { name: /Inbox/ })).toBeVisible();

    // React's runtime arrives a second late: whatever waits for it to run waits for that second too.
    await slowNetwork(page);
    await page.route(/\/react-runtime-[\w-]{7}\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await recordShownTexts(page, '#account-wide');
    await page.addInitScript(() => {
      const page = window as unknown as { dateFormatMadeAt?: number };
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          page.dateFormatMadeAt ??= performance.now();
          return Reflect.construct(target, args);
        },
      });
    });
    await page.reload();
    await expect(page.locator('#account-wide').getByText('Your VIP upgrade')).toBeVisible();
    const loaded = await libraryDownloads(page);
    const runtime = requested(loaded, /^react-runtime-[\w-]{7}\.js$/);
    // The page's first date formatter (its locale data takes tens of milliseconds to load) is made while the
    // page waits for the runtime (elements/runtime/session-services.ts), not in the render that shows dates.
    const dateFormatMadeAt = await page.evaluate(() => (window as unknown as { dateFormatMadeAt?: number }).dateFormatMadeAt);
    expect(dateFormatMadeAt, 'a date formatter was made before the runtime arrived').toBeLessThan(runtime.end);
    // What the reads wait for is asked for first, ahead of the widgets' chunks (elements/runtime/session-start.ts).
    const account = requested(loaded, /^account-[\w-]{7}\.js$/);
    for (const first of [/^adapter-rest-[\w-]{7}\.js$/, /^session-services-[\w-]{7}\.js$/]) {
      expect(requested(loaded, first).start, `${first} is asked for before the account's chunk`).toBeLessThanOrEqual(account.start);
    }
    const reads = await page.evaluate(() => performance.getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.path === '/api/player/user-info' || entry.path === '/api/internalmessages'));
    // Each asked once for the page (the widgets take the early answers), before the runtime has arrived.
    expect(reads.map((read) => read.path).sort()).toEqual(['/api/internalmessages', '/api/player/user-info']);
    for (const read of reads) expect(read.start, `${read.path} starts before the runtime has arrived`).toBeLessThan(runtime.end);
    // The answers were here before React ran: the account's first render shows them (its menu, from the
    // platform at hand, and the inbox's titles), not a loading state and then a second render.
    const [first] = await shownTexts(page);
    expect(first).toContain('Your VIP upgrade');
    expect(first).toContain('Edit profile');
  });

  test('a signed-in page without widgets runs the session services and reads nothing for widgets', async ({ page }) => {
    await page.goto('/examples/account.html');
    await signIn(page.locator('#account-wide'), 'player@example.com');
    await expect(page.locator('#account-wide').getByRole('tab', { name: /Inbox/ })).toBeVisible();

    // A page of the operator's site that loads the library for the session alone (its reality checks).
    await page.route('**/examples/session-only.html', (route) => route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><meta charset="utf-8"><title>Casino</title><script type="module" src="/dist/casino-elements.js"></script><casino-platform platform="rest" api-url="/api" jurisdiction="mga" locale="en"></casino-platform><main><h1>Casino</h1></main>',
    }));
    await page.goto('/examples/session-only.html');
    const reads = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/api/')));
    // The session services ask for the session's timing and the pages the platform asks for, and nothing else.
    await expect.poll(async () => (await reads()).sort()).toEqual(['/api/player/display-pages', '/api/responsiblegaming/session']);
    await page.waitForTimeout(300);
    expect((await reads()).sort()).toEqual(['/api/player/display-pages', '/api/responsiblegaming/session']);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /react-runtime/.test(entry.name)))).toBe(false);
  });

  test('a signed-in page whose reads are slow shows the account loading rather than nothing', async ({ page }) => {
    await page.goto('/examples/account.html');
    await signIn(page.locator('#account-wide'), 'player@example.com');
    await expect(page.locator('#account-wide').getByRole('tab', { name: /Inbox/ })).toBeVisible();

    // The first render waits a moment for the reads the page started (elements/runtime/mount.tsx readyToMount),
    // not for as long as they take. The reads are held until the loading state has been seen (held for 2 s, a
    // loaded machine could reach the page after they had answered, and its 1.5 s to show it could run out).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/(player\/user-info|internalmessages)$/, async (route) => {
      await held;
      await route.continue();
    });
    await recordShownTexts(page, '#account-wide');
    await page.reload();
    await expect(page.locator('#account-wide').getByText('Loading your account…')).toBeVisible();
    release();
    await expect(page.locator('#account-wide').getByText('Your VIP upgrade')).toBeVisible();
    expect((await shownTexts(page)).some((text) => text.includes('Loading your account…'))).toBe(true);
  });
});

test.describe('a file that does not arrive', () => {
  // A dropped connection (the request reset once): the element asks for the file again, and the player gets the
  // form rather than an empty space for good.
  test('the sign-in\'s chunk, lost once, is asked for again and the form appears', async ({ page }) => {
    let resets = 0;
    await page.route(/\/dist\/chunks\/signin-[\w-]{7}\.js$/, (route) => (resets++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.goto('/examples/signin-inline.html');
    const signIn = page.locator('casino-signin').first();
    await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 10_000 });
    expect(resets).toBe(2); // the lost request and the one after it, which both elements of the page share
    await signIn.getByLabel('Email').fill('player@example.com');
    await expect(signIn.getByLabel('Email')).toHaveValue('player@example.com');
  });

  test('the platform\'s adapter, lost once when Sign in is pressed: the player is told to check the connection, and the next press signs in', async ({ page }) => {
    let resets = 0;
    await page.route(/\/dist\/chunks\/adapter-rest-[\w-]{7}\.js$/, (route) => (resets++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.goto('/examples/signin-inline.html');
    const signIn = page.locator('casino-signin').first();
    await signIn.getByLabel('Email').fill('player@example.com');
    const errors = await listenFor(page, 'casino-error', 'casino-signin');
    await signIn.getByLabel('Password', { exact: true }).fill('Secret123!');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signIn.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible({ timeout: 10_000 });
    await expect(signIn.getByText('Something went wrong')).toHaveCount(0);
    // Not the platform's error: no catalogue key, the network's text.
    expect(await errors()).toEqual({ key: null, message: 'We could not reach the server. Check your connection and try again.' });
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signIn.getByText('You are signed in')).toBeVisible({ timeout: 10_000 });
    expect(resets).toBe(2);
  });

  test('a language\'s catalog, lost once, is asked for again and the widget changes language', async ({ page }) => {
    await page.goto('/examples/signin-inline.html');
    const signIn = page.locator('casino-signin').first();
    await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
    let resets = 0;
    // Its common part and the sign-in's later texts (its rules'), each lost once.
    let laterResets = 0;
    await page.route(/\/dist\/chunks\/catalogs\/fi\.common-[\w-]{7}\.js$/, (route) => (resets++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.route(/\/dist\/chunks\/catalogs\/fi\.signin-later-[\w-]{7}\.js$/, (route) => (laterResets++ === 0 ? route.abort('connectionreset') : route.continue()));
    await signIn.evaluate((element) => element.setAttribute('locale', 'fi'));
    await expect(signIn.getByRole('button', { name: 'Kirjaudu sisään' })).toBeVisible({ timeout: 10_000 });
    await expect(signIn.locator('.casino-root')).toHaveAttribute('lang', 'fi');
    await expect(signIn.getByLabel('Muista minut')).toBeVisible(); // the sign-in's own texts in Finnish too
    expect(resets).toBe(2);
    // Sign in pressed on an empty form, maybe while its rules' Finnish texts are asked for again: their text, no id.
    await signIn.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    await expect(signIn.getByText('Anna sähköpostiosoitteesi', { exact: true })).toBeVisible({ timeout: 10_000 });
    expect(laterResets).toBe(2);
  });

  // A tab's panel loads when first shown, behind Suspense: a lost file used to take the whole account off the
  // page (React keeps a failed lazy import's rejection, and nothing caught it).
  test('an account tab\'s chunk, lost once, is asked for again: the tab shows, the account stays', async ({ page }) => {
    await page.goto('/examples/account.html');
    const account = page.locator('#account-wide');
    await signInPastWelcome(page, account, 'player@example.com');
    let resets = 0;
    await page.route(/\/dist\/chunks\/limits-[\w-]{7}\.js$/, (route) => (resets++ === 0 ? route.abort('connectionreset') : route.continue()));
    await account.getByRole('tab', { name: 'Responsible gaming' }).click();
    await expect(account.getByRole('tablist', { name: 'Account menu' })).toBeVisible();
    await expect(account.getByLabel('Limit type')).toBeVisible({ timeout: 10_000 });
    expect(resets).toBe(2);
    await account.getByRole('tab', { name: 'Inbox' }).click();
    await expect(account.locator('.tab-panel')).toContainText('Your VIP upgrade');
  });

  // What reads the cashier's messages is a chunk the frame starts when it mounts: a cashier that speaks before it is
  // here (a slow connection) is not lost on it, nor refused: its messages are kept and read, every check made, then.
  test('the cashier\'s first messages, sent before the chunk that reads them is here, are read once it is', async ({ page }) => {
    await page.goto('/examples/deposit.html');
    await signInPastWelcome(page, page.locator('casino-signin'), 'player@example.com');
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/dist\/chunks\/frame-messages-[\w-]{7}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cashierEvents: string[] }).cashierEvents = seen;
      document.addEventListener('casino-cashier-init-load', () => seen.push('init-load'));
    });
    await page.reload();
    const deposit = page.locator('main casino-deposit').first();
    const frame = deposit.locator('iframe.cashier-frame');
    await expect(frame).toHaveAttribute('src', /\/paymentiq\/cashier\?/);
    // The cashier has loaded, and so has said CASHIER_INIT_LOAD, while nothing reads it yet.
    await (await (await frame.elementHandle())!.contentFrame())!.waitForLoadState('load');
    await expect(deposit.getByText('Loading the cashier…')).toBeVisible();
    release();
    await expect(frame).not.toHaveClass(/pending/);
    await expect(deposit.getByText('Loading the cashier…')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { cashierEvents: string[] }).cashierEvents)).toEqual(['init-load']);
    await expect(page.frameLocator('main casino-deposit iframe.cashier-frame').first().getByLabel('Amount (EUR)')).toBeVisible();
  });

  test('the dialog\'s chunk, lost once: the next press of Sign in opens the dialog', async ({ page }) => {
    let resets = 0;
    await page.route(/\/dist\/chunks\/modal-host-[\w-]{7}\.js$/, (route) => (resets++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.goto('/examples/signin-modal.html');
    const open = page.getByRole('button', { name: 'Sign in', exact: true });
    await open.click();
    await expect.poll(() => resets).toBe(1);
    await expect(dialog(page)).toHaveCount(0);
    await open.click();
    await expect(dialog(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(resets).toBe(2);
  });
});
