// A widget describes the parts only it renders beside its code (`@csspart name - description` in a doc comment),
// and custom-elements.json takes those descriptions (scripts/part-docs.mjs, custom-elements-manifest.config.mjs).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { partDocsIn } from '../../../scripts/part-docs.mjs';

test('@csspart tags: one per name, a description over several lines, other tags and plain comments left out', () => {
  const docs = partDocsIn(`/**
 * A widget.
 *
 * @csspart board - The board:
 *   its rows.
 * @csspart own-row - The player's row.
 * @param props - not a part
 */
/* @csspart not-a-doc - a plain comment */`);
  assert.deepEqual([...docs], [['board', 'The board: its rows.'], ['own-row', 'The player\'s row.']]);
  assert.throws(() => partDocsIn('/** @csspart bare */'), /bare has no description/);
});

test('the leaderboard\'s own parts reach the manifest with the descriptions its feature gives them', { skip: !existsSync(new URL('../../../custom-elements.json', import.meta.url)) && 'no build' }, () => {
  const own = partDocsIn(readFileSync(new URL('../../../features/leaderboard/leaderboard-widget.tsx', import.meta.url), 'utf8'));
  assert.ok(own.size >= 6);
  const manifest = JSON.parse(readFileSync(new URL('../../../custom-elements.json', import.meta.url), 'utf8')) as { modules: Array<{ declarations: Array<{ tagName: string; cssParts?: Array<{ name: string; description: string }> }> }> };
  const parts = manifest.modules[0]!.declarations.find((declaration) => declaration.tagName === 'casino-leaderboard')!.cssParts ?? [];
  for (const [name, description] of own) assert.equal(parts.find((part) => part.name === name)?.description, description, name);
});
