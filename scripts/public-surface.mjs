// The public surface of the package as custom-elements.json describes it, one line per promise: a tag, each of its
// attributes (with its type), properties, events (with the type of their detail), parts, custom states and tokens.
// CHANGELOG.md says what a release may do to it: removing or changing a line is breaking (a new major version).
// tests/unit/build/public-surface.test.ts compares the built manifest with tests/fixtures/public-surface.json,
// the surface of the last release; `node scripts/public-surface.mjs --write` records it when a version is released.
import { readFileSync, writeFileSync } from 'node:fs';
import { manifestElements } from './manifest-elements.mjs';

export const SNAPSHOT = 'tests/fixtures/public-surface.json';

const text = (type) => (type?.text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The surface of a manifest: sorted lines such as `casino-signin attribute hide-close: boolean`. Each element with
 * what it inherits (the tokens, states and parts the manifest declares once on the classes the widgets extend,
 * scripts/manifest-elements.mjs): a token or part an element loses from its superclass is lost all the same.
 */
export function publicSurface(manifest) {
  const lines = new Set();
  for (const declaration of manifestElements(manifest)) {
    const tag = declaration.tagName;
    lines.add(`${tag}`);
    for (const attribute of declaration.attributes ?? []) lines.add(`${tag} attribute ${attribute.name}: ${text(attribute.type)}`);
    for (const member of declaration.members ?? []) {
      if (member.kind === 'field' && !member.static && !member.privacy) lines.add(`${tag} property ${member.name}: ${text(member.type)}`);
    }
    for (const event of declaration.events ?? []) lines.add(`${tag} event ${event.name}: ${text(event.type)}`);
    for (const part of declaration.cssParts ?? []) lines.add(`${tag} part ${part.name}`);
    for (const state of declaration.cssStates ?? []) lines.add(`${tag} state ${state.name}`);
    for (const token of declaration.cssProperties ?? []) lines.add(`${tag} token ${token.name}`);
  }
  return [...lines].sort();
}

/** What a version may not do to the released surface: the lines it lost, unless its major version is higher. */
export function breakingChanges(released, current, releasedVersion, currentVersion) {
  const major = (version) => Number(String(version).split('.')[0]);
  if (major(currentVersion) > major(releasedVersion)) return [];
  const now = new Set(current);
  return released.filter((line) => !now.has(line));
}

if (process.argv.includes('--write')) {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  const surface = publicSurface(JSON.parse(readFileSync('custom-elements.json', 'utf8')));
  writeFileSync(SNAPSHOT, `${JSON.stringify({ version, surface }, null, 2)}\n`);
  console.log(`${SNAPSHOT}: ${surface.length} lines of version ${version}`);
}
