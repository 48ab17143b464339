// The semver promise of CHANGELOG.md, kept: the public surface of the built custom-elements.json (tags, attributes,
// properties, events with their details, parts, states, tokens) holds every line of the last release's
// (tests/fixtures/public-surface.json), unless package.json's major version is higher than that release's.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT, breakingChanges, publicSurface } from '../../../scripts/public-surface.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

describe('the public surface against the last release', () => {
  const released = readJson(SNAPSHOT) as { version: string; surface: string[] };
  const { version } = readJson('package.json') as { version: string };
  const current = publicSurface(readJson('custom-elements.json'));

  test('loses nothing of the last release without a new major version', () => {
    assert.deepEqual(breakingChanges(released.surface, current, released.version, version), [],
      'a tag, attribute, property, event, detail, part, state or token was removed or changed: restore it, or raise the major version and say so in CHANGELOG.md');
  });

  test('names every tag with its attributes, events, parts and tokens (the snapshot is not empty)', () => {
    for (const kind of ['attribute', 'event', 'part', 'token']) assert.ok(released.surface.some((line) => line.includes(` ${kind} `)), kind);
    assert.ok(released.surface.includes('casino-signin attribute hide-close: boolean'));
  });

  test('a removed attribute or a changed event detail is breaking in a minor version, not in a major one', () => {
    const removed = current.filter((line) => line !== 'casino-signin attribute hide-close: boolean');
    assert.deepEqual(breakingChanges(current, removed, '1.2.0', '1.3.0'), ['casino-signin attribute hide-close: boolean']);
    assert.deepEqual(breakingChanges(current, removed, '1.2.0', '2.0.0'), []);
    const signedIn = current.find((line) => line.startsWith('casino-signin event casino-signed-in'))!;
    const changed = current.map((line) => (line === signedIn ? `${signedIn.split(':')[0]}: CustomEvent<{ id: string }>` : line));
    assert.deepEqual(breakingChanges(current, changed, '1.0.0', '1.0.1'), [signedIn]);
  });

  test('the CHANGELOG has an entry for the package\'s version', () => {
    assert.match(readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8'), new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\]`, 'm'));
  });
});
