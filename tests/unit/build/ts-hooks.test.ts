// scripts/ts-hooks.mjs keeps Babel's output on disk between the processes of one `npm test`. A cache that
// answered with a file's old text would have the tests run code that is no longer there: each edit must show.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const folder = mkdtempSync(path.join(tmpdir(), 'casino-ts-hooks-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** Runs a TypeScript file through the project's hook in a new process, as `npm test` runs a test file. */
function runTs(file: string): string {
  const result = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', file], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.trim();
}

describe('the TypeScript hook\'s cache', () => {
  test('a file changed since its last run runs as it is now, and a file back to an earlier text runs as that', () => {
    const file = path.join(folder, 'answer.ts');
    const version = (answer: number) => `const answer: number = ${answer};\nconsole.log(answer satisfies number);\n`;
    writeFileSync(file, version(1));
    assert.equal(runTs(file), '1');
    assert.equal(runTs(file), '1'); // from the cache now
    writeFileSync(file, version(2));
    assert.equal(runTs(file), '2');
    writeFileSync(file, version(1));
    assert.equal(runTs(file), '1');
  });
});
