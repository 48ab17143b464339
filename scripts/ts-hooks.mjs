import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TS = /\.tsx?$/;

// Babel's output, kept on disk by the hash of what makes it: `npm test` runs each test file in a process of
// its own, and each would otherwise transform the same sources again (about 2,500 transforms of 400 files,
// most of the unit stage's time). The key holds the file's path and text, the working folder (where Babel looks
// for its settings), the Babel and Lingui settings, this file, and the lock file (the versions of every
// plugin), so a change to any of them misses the cache. `rm -rf node_modules/.cache` empties it.
const CACHE = fileURLToPath(new URL('../node_modules/.cache/casino-elements-ts/', import.meta.url));
const settings = createHash('sha256');
for (const file of ['../babel.config.json', '../lingui.config.ts', '../package-lock.json', './ts-hooks.mjs']) {
  settings.update(readFileSync(new URL(file, import.meta.url)));
}
const settingsHash = settings.digest('hex');

let babel;
async function transform(source, filename) {
  babel ??= import('@babel/core'); // loaded only when a file misses the cache
  const result = await (await babel).transformAsync(source, { filename, sourceMaps: 'inline', cwd: process.cwd() });
  return result?.code ?? '';
}

export async function load(url, context, nextLoad) {
  if (!TS.test(new URL(url).pathname) || url.includes('/node_modules/')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const source = await readFile(filename, 'utf8');
  const key = createHash('sha256').update(settingsHash).update('\0').update(process.cwd()).update('\0').update(filename).update('\0').update(source).digest('hex');
  const cached = `${CACHE}${key}.js`;
  let code;
  try {
    code = await readFile(cached, 'utf8');
  } catch {
    code = await transform(source, filename);
    // Written aside, then renamed: a process reading the cache meanwhile sees the whole file or none.
    await mkdir(CACHE, { recursive: true });
    const aside = `${cached}.${process.pid}.tmp`;
    await writeFile(aside, code);
    await rename(aside, cached);
  }
  return { format: 'module', source: code, shortCircuit: true };
}
