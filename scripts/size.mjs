// `npm run size`: raw, gzip and brotli size of every built chunk, so a change that bloats the entry
// script or pulls React into it shows up as a number.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = 'dist';
const files = readdirSync(dist, { recursive: true })
  .map((file) => join(dist, String(file)))
  .filter((file) => file.endsWith('.js') && statSync(file).isFile());
if (files.length === 0) {
  console.error('No built chunks in dist/: run `npm run build` first.');
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
const rows = files
  .map((file) => {
    const source = readFileSync(file);
    return { file: relative(dist, file), raw: source.length, gzip: gzipSync(source, { level: 9 }).length, brotli: brotliCompressSync(source).length };
  })
  .sort((a, b) => (a.file === 'casino-elements.js' ? -1 : b.file === 'casino-elements.js' ? 1 : b.raw - a.raw));
console.log(`${'chunk'.padEnd(48)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
for (const row of rows) console.log(`${row.file.padEnd(48)}${kb(row.raw)}${kb(row.gzip)}${kb(row.brotli)}`);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), { raw: 0, gzip: 0, brotli: 0 });
console.log(`${'total'.padEnd(48)}${kb(total.raw)}${kb(total.gzip)}${kb(total.brotli)}`);
