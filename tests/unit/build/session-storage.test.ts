// Where the library may touch sessionStorage: the session's own keys (elements/runtime/registry.ts, removed when the
// session ends) and the drafts (features/toolkit/forms, every key under casino-elements.draft., all removed when the
// session ends, here and in the player's other tabs). A module that keeps something of its own in the tab must
// go through the drafts, or it would outlive the sign-out (tests/browser/session-storage.test.ts checks the keys).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LIBRARY = ['adapters', 'elements', 'features', 'i18n', 'ui'];
const STORAGE_OWNERS = ['elements/runtime/registry.ts', 'features/toolkit/forms/draft-storage.ts', 'features/toolkit/forms/session-draft.ts', 'features/toolkit/forms/draft-writer.ts'];

function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('sessionStorage in the library', () => {
  it('is touched only by the session store and the drafts, which the end of a session clears', () => {
    const touching = LIBRARY.flatMap(sources).filter((file) => /\bsessionStorage\b/.test(readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')));
    assert.deepEqual(touching.sort(), [...STORAGE_OWNERS].sort());
  });
});
