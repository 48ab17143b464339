// The gallery's list of states (examples/gallery-states.js) covers every element the manifest describes (but
// <casino-platform>, which renders nothing and sits in the gallery page itself), with unique ids and only
// seeded players, so the axe run over the gallery (tests/e2e/gallery.spec.ts) reaches every element.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface GalleryState { id: string; player?: string; markup: string }

test('the gallery shows every element of the manifest, each state with a unique id and a seeded player', async () => {
  const module = (await import(pathToFileURL(path.join(ROOT, 'examples/gallery-states.js')).href)) as { GALLERY_STATES: GalleryState[] };
  const states = module.GALLERY_STATES;
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as { modules: Array<{ declarations?: Array<{ tagName?: string }> }> };
  const tags = manifest.modules.flatMap((entry) => entry.declarations ?? []).flatMap((declaration) => (declaration.tagName ? [declaration.tagName] : []));
  const shown = new Set(states.flatMap((state) => [...state.markup.matchAll(/<(casino-[\w-]+)/g)].map((match) => match[1])));
  for (const tag of tags.filter((name) => name !== 'casino-platform')) assert.ok(shown.has(tag), `no gallery state shows <${tag}>`);
  assert.equal(new Set(states.map((state) => state.id)).size, states.length, 'state ids are unique');
  const seeded = readFileSync(path.join(ROOT, 'docs/sandbox.md'), 'utf8');
  for (const state of states) if (state.player) assert.ok(seeded.includes(`| \`${state.player}\` |`), `${state.id}: ${state.player} is not a seeded player`);
});
