// The design tokens (docs/theming.md): each one defined in every scheme (light, dark, and auto, which is the two
// by the system's choice), each used by the widgets' styles, the presets naming only tokens that exist, and the
// widgets' styles reading the scale rather than writing its values again.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { BASE_STYLES } from '../../../ui/styles.ts';

const ROOT = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, ROOT), 'utf8');

/** Every stylesheet the widgets adopt: the css template strings of ui/ and features/ (and the modal's). */
const SOURCES = execFileSync('git', ['grep', '-lE', '/\\* css \\*/|styles: `', '--', 'ui', 'features', 'elements/runtime/modal-host.ts'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n').filter(Boolean);
const STYLES = new Map(SOURCES.map((file) => [file, [...read(file).matchAll(/(?:\/\* css \*\/ |styles: )`([^`]*)`/g)].map((match) => match[1]!).join('\n')]));
const ALL_CSS = [...STYLES.values()].join('\n');

/** The declarations of the first rule whose selector is `selector` in `css`, as name -> value. */
function declarations(css: string, selector: RegExp): Map<string, string> {
  const block = css.match(new RegExp(`${selector.source}\\s*\\{([^{}]*)\\}`, selector.flags))?.[1] ?? '';
  return new Map([...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

const host = declarations(BASE_STYLES, /^:host/m);
const dark = declarations(BASE_STYLES.slice(BASE_STYLES.indexOf('@media (prefers-color-scheme: dark)')), /:host/);
/** Private name -> the page's token it reads and its default: `--_space-1: var(--casino-space-1, 4px)`. */
const tokens = new Map([...host].flatMap(([name, value]) => {
  const match = value.match(/^var\((--casino-[\w-]+),\s*(.+)\)$/);
  return match ? [[name, { token: match[1]!, fallback: match[2]! }] as const] : [];
}));
const pageCss = read('elements/casino-elements.css');

describe('design tokens', () => {
  test('at least 40 tokens: the scale (spacing, radii, type, focus ring, controls, elevation) and the colours', () => {
    const names = new Set([...ALL_CSS.matchAll(/var\(\s*(--casino-[\w-]+)/g)].map((match) => match[1]!));
    assert.ok(names.size >= 40, `${names.size} tokens: ${[...names].join(' ')}`);
    for (const group of ['space-', 'radius', 'font-size', 'font-weight', 'focus-ring', 'control-height', 'shadow']) {
      assert.ok([...names].some((name) => name.includes(group)), `a ${group} token`);
    }
  });

  test('each token has a default in the light scheme, and each colour one in the dark scheme too', () => {
    assert.ok(tokens.size >= 30, `tokens read from :host: ${tokens.size}`);
    for (const [name, { token, fallback }] of tokens) assert.ok(fallback.length > 0, `${token} (${name}) has a light default`);
    const colours = [...dark.keys()];
    assert.ok(colours.length >= 10, 'the colours have dark values');
    for (const name of colours) {
      assert.ok(host.has(name), `${name} is defined for light as well as dark`);
      assert.match(dark.get(name)!, /^var\(--casino-[\w-]+-dark,/, `${name}'s dark value reads its -dark twin`);
    }
  });

  test('every private token is used by the widgets\' styles beyond its definition', () => {
    for (const name of host.keys()) {
      if (!name.startsWith('--_')) continue;
      const uses = ALL_CSS.split(`var(${name})`).length - 1;
      assert.ok(uses > 0, `${name} is used somewhere`);
    }
  });

  test('the page\'s schemes (data-casino-scheme) pin every colour in light and in dark', () => {
    const pairs = [...dark.values()].map((value) => value.match(/^var\((--casino-[\w-]+)-dark,/)![1]!);
    const light = declarations(pageCss, /\[data-casino-scheme="light"\]/);
    const darkRule = declarations(pageCss, /\[data-casino-scheme="dark"\]/);
    for (const token of pairs) {
      assert.ok(light.has(`${token}-dark`), `light scheme sets ${token}-dark`);
      assert.ok(darkRule.has(token), `dark scheme sets ${token}`);
    }
  });

  test('the presets (data-casino-preset) set only tokens the widgets read', () => {
    const known = new Set([...tokens.values()].map(({ token }) => token).concat('--casino-radius', '--casino-font-size'));
    for (const preset of ['compact', 'soft']) {
      const set = declarations(pageCss, new RegExp(`\\[data-casino-preset="${preset}"\\]`));
      assert.ok(set.size >= 5, `${preset} sets tokens`);
      for (const token of set.keys()) assert.ok(known.has(token), `${preset}: ${token} is a token`);
    }
  });

  test('the widgets\' styles read the scale: no gap, font weight or control height written as a number', () => {
    for (const [file, css] of STYLES) {
      if (file === 'elements/runtime/modal-host.ts') continue;
      for (const match of css.matchAll(/(?<![-\w])((?:row-|column-)?gap|font-weight|min-height)\s*:\s*([^;}]+)/g)) {
        const [, property, value] = match;
        const literal = property === 'font-weight' ? /^(400|600|700)$/ : property === 'min-height' ? /^44px$/ : /(?<![-\w.])(4|8|12|16|20|24)px\b/;
        assert.doesNotMatch(value!.trim(), literal, `${file}: ${property}: ${value} (use the token)`);
      }
    }
  });
});
