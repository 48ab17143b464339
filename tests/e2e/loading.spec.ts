import { expect, test, watchCsp } from './fixtures.ts';

// The order of a first render's downloads (never their timings): everything <casino-signin> needs starts
// together, while the shared runtime is still on its way, and nothing it does not need is fetched. The
// network is slowed so that "still on its way" is a wide window, not a race.
interface Loaded { name: string; start: number; end: number }

test.describe('loading, as a new visitor meets it', () => {
  test('<casino-signin> starts its runtime, its chunks and its catalog at once, and nothing else', async ({ page }) => {
    const violations = await watchCsp(page);
    const client = await page.context().newCDPSession(page);
    await client.send('Network.enable');
    await client.send('Network.setCacheDisabled', { cacheDisabled: true });
    await client.send('Network.emulateNetworkConditions', { offline: false, latency: 60, downloadThroughput: 2_000_000, uploadThroughput: 2_000_000 });

    await page.goto('/examples/signin-inline.html');
    await expect(page.locator('casino-signin').first().getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const loaded: Loaded[] = await page.evaluate(() =>
      performance.getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith('/dist/'))
        .map((entry) => ({ name: new URL(entry.name).pathname.replace(/^\/dist\/(chunks\/)?/, ''), start: entry.startTime, end: entry.responseEnd })),
    );
    const find = (pattern: RegExp) => {
      const found = loaded.find((entry) => pattern.test(entry.name));
      expect(found, `${pattern} was requested`).toBeTruthy();
      return found!;
    };
    const entry = find(/^casino-elements\.js$/);
    const runtime = find(/^react-runtime-[\w-]{8}\.js$/);
    const widget = find(/^signin-[\w-]{8}\.js$/);
    // The toolkit every widget renders with (frame, fields, forms, queries, the mount): one chunk, not thirty.
    const kit = find(/^widget-kit-[\w-]{8}\.js$/);
    const catalog = find(/^en-[\w-]{8}\.js$/);
    // The page's stylesheet (the widgets' reserved space) is linked beside the entry script, not loaded by it.
    const stylesheet = find(/^casino-elements\.css$/);
    expect(stylesheet.start).toBeLessThan(entry.end);
    const chunks = loaded.filter((item) => item !== entry && item !== stylesheet);

    // One hop after the entry: every chunk of the first render starts before the runtime has arrived.
    for (const item of [widget, kit, catalog, ...chunks]) {
      expect(item.start, `${item.name} starts after the entry script arrived`).toBeGreaterThanOrEqual(entry.end - 1);
      expect(item.start, `${item.name} starts before the runtime has arrived`).toBeLessThan(runtime.end);
    }
    // Few files: over HTTP/1.1 a browser opens six connections per host, and more files queue behind them.
    expect(chunks.length, chunks.map((item) => item.name).join(' ')).toBeLessThanOrEqual(8);
    // Not needed for a sign-in form: the sanitizer, other widgets, other languages.
    for (const unwanted of [/^safe-html-/, /^account-/, /^signup-/, /^cashier-/, /^(sv|nb|fi|pl-PL|th-TH|en-US)-/]) {
      expect(loaded.filter((item) => unwanted.test(item.name)).map((item) => item.name)).toEqual([]);
    }
    expect(await violations()).toEqual([]);
  });
});
