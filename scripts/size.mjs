// `npm run size`: the gzip size of every built chunk, then each budget (scripts/size-budgets.mjs) against
// what it holds, so a change that bloats the entry script or pulls React into it shows up as a number.
import { existsSync } from 'node:fs';
import { measure } from './size-budgets.mjs';

if (!existsSync('dist/casino-elements.js')) {
  console.error('No built chunks in dist/: run `npm run build` first.');
  process.exit(1);
}
const { chunks, budgets } = measure('dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
console.log(`${'chunk'.padEnd(52)}${'gzip'.padStart(10)}`);
for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip)) console.log(`${chunk.file.padEnd(52)}${kb(chunk.gzip)}`);
console.log(`${'total'.padEnd(52)}${kb(chunks.reduce((sum, chunk) => sum + chunk.gzip, 0))}\n`);
console.log(`${'budget'.padEnd(52)}${'gzip'.padStart(10)}${'budget'.padStart(10)}`);
let over = 0;
for (const row of budgets) {
  const fits = row.gzip <= row.budget;
  if (!fits) over += 1;
  console.log(`${row.name.padEnd(52)}${kb(row.gzip)}${kb(row.budget)}  ${fits ? 'ok' : 'OVER'}`);
}
if (over) process.exitCode = 1;
