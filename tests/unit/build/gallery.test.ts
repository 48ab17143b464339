// The gallery's list of states (examples/gallery-states.js, with the widget table's from the build's
// examples/build/gallery-widgets.js) covers every element the manifest describes (but <casino-platform>, which
// renders nothing and sits in the gallery page itself), with unique ids and only seeded players, so the axe run
// over the gallery (tests/e2e/gallery.spec.ts) reaches every element.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface GalleryState { id: string; group: string; title: string; player?: string; markup: string }
type GalleryModule = { GALLERY_STATES: GalleryState[]; galleryStates: (widgets: Array<{ name: string; tag: string; states?: GalleryState[] }>) => GalleryState[] };

test('the gallery shows every element of the manifest, each state with a unique id and a seeded player', async () => {
  const module = (await import(pathToFileURL(path.join(ROOT, 'examples/gallery-states.js')).href)) as GalleryModule;
  const states = module.GALLERY_STATES;
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as { modules: Array<{ declarations?: Array<{ tagName?: string }> }> };
  const tags = manifest.modules.flatMap((entry) => entry.declarations ?? []).flatMap((declaration) => (declaration.tagName ? [declaration.tagName] : []));
  const shown = new Set(states.flatMap((state) => [...state.markup.matchAll(/<(casino-[\w-]+)/g)].map((match) => match[1])));
  for (const tag of tags.filter((name) => name !== 'casino-platform')) assert.ok(shown.has(tag), `no gallery state shows <${tag}>`);
  assert.equal(new Set(states.map((state) => state.id)).size, states.length, 'state ids are unique');
  const seeded = readFileSync(path.join(ROOT, 'docs/sandbox.md'), 'utf8');
  for (const state of states) if (state.player) assert.ok(seeded.includes(`| \`${state.player}\` |`), `${state.id}: ${state.player} is not a seeded player`);
});

test('a widget of the table is in the gallery with the states its row gives, else in its bare tag signed out', async () => {
  const { galleryStates } = (await import(pathToFileURL(path.join(ROOT, 'examples/gallery-states.js')).href)) as GalleryModule;
  const given: GalleryState = { id: 'zz-given', group: 'Game floor', title: 'Given', player: 'player@example.com', markup: '<casino-zz-given a="1"></casino-zz-given>' };
  const states = galleryStates([
    { name: 'signin', tag: 'casino-signin' }, // shown by the page's own list: nothing more
    { name: 'zz-bare', tag: 'casino-zz-bare' },
    { name: 'zz-given', tag: 'casino-zz-given', states: [given] },
  ]);
  const added = states.slice(galleryStates([]).length); // after the page's own list
  assert.deepEqual(added.map((state) => state.id), ['zz-bare', 'zz-given']);
  assert.equal(added[0]!.markup, '<casino-zz-bare hide-close></casino-zz-bare>');
  assert.equal(added[0]!.player, undefined);
  assert.deepEqual(added[1], given);
});

