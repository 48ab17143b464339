import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOCALES } from '../../../i18n/locales.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The msgids of a PO file (continuation lines joined). */
function msgids(po: string): Set<string> {
  const ids = new Set<string>();
  const lines = po.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const match = lines[index]!.match(/^msgid "(.*)"$/);
    if (!match) continue;
    let id = match[1]!;
    while (lines[index + 1]?.startsWith('"')) id += lines[++index]!.slice(1, -1);
    if (id) ids.add(id);
  }
  return ids;
}

test('the library offers exactly the locales that have a catalog', () => {
  // Otherwise a locale dropped from LOCALES would also drop out of the check below.
  const onDisk = readdirSync(join(ROOT, 'i18n/locales')).filter((name) => name.endsWith('.po')).map((name) => name.slice(0, -3));
  assert.deepEqual([...LOCALES].sort(), onDisk.sort());
  assert.equal(onDisk.length, 8, 'en, en-US, nb, fi, pl-PL, th-TH, sv and es-ES (DESIGN.md section 5)');
});

test('every message in the source has an entry in every locale catalog', () => {
  // Extract afresh into a scratch folder, so the check sees the code as it is, not the committed catalogs.
  const scratch = mkdtempSync(join(tmpdir(), 'casino-catalogs-'));
  try {
    const config = join(scratch, 'lingui.config.cjs');
    writeFileSync(config, `module.exports = ${JSON.stringify({
      rootDir: ROOT,
      sourceLocale: 'en',
      locales: ['en'],
      format: 'po',
      catalogs: [{ path: join(scratch, '{locale}'), include: ['elements', 'features', 'ui', 'i18n'].map((dir) => join(ROOT, dir)), exclude: ['**/node_modules/**', join(ROOT, 'i18n/locales')] }],
    })};`);
    execFileSync(join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--config', config], { cwd: ROOT, stdio: 'pipe' });
    const source = msgids(readFileSync(join(scratch, 'en.po'), 'utf8'));
    assert.ok(source.size > 50, `expected the source to have messages, found ${source.size}`);
    for (const locale of LOCALES) {
      const catalog = msgids(readFileSync(join(ROOT, 'i18n/locales', `${locale}.po`), 'utf8'));
      const missing = [...source].filter((id) => !catalog.has(id));
      assert.deepEqual(missing, [], `i18n/locales/${locale}.po lacks entries (run npm run extract)`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

test('the Swedish catalog translates the sign-in form', () => {
  const po = readFileSync(join(ROOT, 'i18n/locales/sv.po'), 'utf8');
  for (const id of ['Password', 'Sign in', 'Remember me', 'Enter your email address', 'Enter a valid email address, such as name@example.com']) {
    const entry = po.match(new RegExp(`msgid "${id}"\\nmsgstr "(.*)"`));
    assert.ok(entry && entry[1], `sv lacks a translation of "${id}"`);
  }
});
