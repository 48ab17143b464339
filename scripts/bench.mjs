// `npm run bench`: render times of the built widgets in Debian's Chromium, printed as numbers (never
// asserted: these machines are noisy). Needs a build (`npm run build`).
import { chromium } from 'playwright';
import { startSandbox } from '../sandbox/server.ts';
import { CHROMIUM_ARGS, ensureChromium } from './find-chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const sandbox = await startSandbox({ port: 0, quiet: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

async function measure(label, html, ready) {
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage();
    await page.route(`${sandbox.url}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${sandbox.url}/bench.html`);
    samples.push(await page.evaluate(ready));
    await page.close();
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  console.log(`${label.padEnd(44)} median ${median.toFixed(0).padStart(5)} ms   min ${samples[0].toFixed(0).padStart(5)} ms   max ${samples.at(-1).toFixed(0).padStart(5)} ms`);
}

const page = (body) => `<!doctype html><script type="module" src="/dist/casino-elements.js"></script><casino-platform api-url="/api"></casino-platform>${body}`;
const untilReady = () => new Promise((resolve) => {
  document.addEventListener('casino-ready', () => resolve(performance.now()), { once: true });
});

console.log(`${RUNS} cold page loads each (navigation start to casino-ready), sandbox on ${sandbox.url}`);
await measure('<casino-signin> inline, first render', page('<casino-signin></casino-signin>'), untilReady);
await measure('<casino-signin locale="sv">, first render', page('<casino-signin locale="sv"></casino-signin>'), untilReady);
await measure('window.casino.openSignIn(), modal render', page(''), () => new Promise((resolve) => {
  const start = performance.now();
  document.addEventListener('casino-ready', () => resolve(performance.now() - start), { once: true });
  customElements.whenDefined('casino-signin').then(() => window.casino.openSignIn());
}));

await browser.close();
await sandbox.close();
