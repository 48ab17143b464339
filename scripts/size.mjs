// `npm run size`: the raw, gzip and brotli size of every built chunk, then each budget (scripts/size-budgets.mjs,
// in gzip) against what it holds, so a change that bloats the entry script or pulls React into it shows up as a number.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { measure } from './size-budgets.mjs';

if (!existsSync('dist/casino-elements.js')) {
  console.error('No built chunks in dist/: run `npm run build` first.');
  process.exit(1);
}
const { chunks, budgets } = measure('dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
for (const chunk of chunks) {
  const bytes = readFileSync(path.join('dist', chunk.file));
  chunk.raw = bytes.length;
  chunk.brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
const total = (key) => chunks.reduce((sum, chunk) => sum + chunk[key], 0);
console.log(`${'chunk'.padEnd(52)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip)) console.log(`${chunk.file.padEnd(52)}${kb(chunk.raw)}${kb(chunk.gzip)}${kb(chunk.brotli)}`);
console.log(`${'total'.padEnd(52)}${kb(total('raw'))}${kb(total('gzip'))}${kb(total('brotli'))}\n`);
console.log(`${'budget'.padEnd(52)}${'gzip'.padStart(10)}${'budget'.padStart(10)}`);
let over = 0;
for (const row of budgets) {
  const fits = row.gzip <= row.budget;
  if (!fits) over += 1;
  console.log(`${row.name.padEnd(52)}${kb(row.gzip)}${kb(row.budget)}  ${fits ? 'ok' : 'OVER'}`);
}
if (over) process.exitCode = 1;

// Each page's first render (scripts/first-render-sizes.mjs): what it downloads before its widget shows, by part.
const { measureFirstRenders } = await import('./first-render-sizes.mjs');
const col = (bytes) => `${(bytes / 1024).toFixed(1)}`.padStart(9);
for (const page of measureFirstRenders('dist')) {
  const fits = page.gzip <= page.budget;
  if (!fits) process.exitCode = 1;
  console.log(`\nfirst render: ${page.name}${''.padEnd(Math.max(0, 38 - page.name.length))}${'raw kB'.padStart(9)}${'gzip kB'.padStart(9)}${'br kB'.padStart(9)}`);
  for (const part of page.parts) console.log(`  ${part.name.padEnd(50)}${col(part.raw)}${col(part.gzip)}${col(part.brotli)}${part.name === 'widget chunks' || part.name.startsWith('widget kit, the parts a sign-in does not use') ? `  ${part.files.map((file) => file.replace(/^chunks\/|-[\w-]{7}\.js$/g, '')).join(' ')}` : ''}`);
  console.log(`  ${'total'.padEnd(50)}${col(page.raw)}${col(page.gzip)}${col(page.brotli)}  budget ${(page.budget / 1024).toFixed(1)}, goal ${(page.goal / 1024).toFixed(0)}: ${fits ? 'ok' : 'OVER'}${page.gzip > page.goal ? ' (goal not reached)' : ''}`);
}
