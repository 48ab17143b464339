// custom-elements.json (built by `npm run build`) against the sources: every element's attributes with
// their fields, its secrets, the parts its feature renders, the tokens of the styles it adopts with their
// defaults, and the events its feature emits, all from the one event map; no internal names; paths the
// package ships. The sources are read here on their own (the chunks' source maps, regular expressions), not
// through the generator, so that a generator that forgets something fails.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { featureSources, renderedFeature } from '../../../scripts/feature-sources.mjs';
import { manifestElements } from '../../../scripts/manifest-elements.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Named { name: string; description?: string; default?: string; fieldName?: string; type?: { text: string }; kind?: string; attribute?: string }
interface Declaration {
  name: string; tagName: string; summary?: string; customElement?: boolean; superclass?: { name: string; module?: string; package?: string };
  attributes?: Named[]; members?: Named[]; events?: Named[]; cssParts?: Named[]; cssProperties?: Named[]; cssStates?: Named[];
}
interface Manifest { modules: Array<{ path: string; declarations: Declaration[]; exports?: Array<{ kind: string; name: string }> }> }

interface Spec { type: string; description: string }
interface Definition {
  tag: string; attributes: Record<string, Spec>; properties?: Record<string, Spec>; events: string[]; cashierEvents?: boolean;
  load: () => Promise<{ default: { styles?: string } }>;
}

const manifestFile = path.join(ROOT, 'custom-elements.json');
const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : { modules: [] };
// Each element with what it inherits: the tokens, states and frame parts the manifest declares once.
const declarations = manifestElements<Declaration>(manifest);
const byTag = new Map(declarations.map((declaration) => [declaration.tagName, declaration]));

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The widget elements: files that build their class from a definition. */
const elementFiles = readdirSync(path.join(ROOT, 'elements')).filter((file) => /^casino-.*\.ts$/.test(file) && read(`elements/${file}`).includes('createElementClass('));

/** Every event name of the map: its own keys and casino-cashier-<name> per cashier message. */
function eventMapNames(): Set<string> {
  const source = read('features/toolkit/events/events.ts');
  const map = source.slice(source.indexOf('export interface CasinoEventDetails'), source.indexOf('export type SignOutReason'));
  const names = new Set([...map.matchAll(/^\s+'(casino-[\w-]+)':/gm)].map((match) => match[1]!));
  const cashier = source.slice(source.indexOf('export interface CashierMessages'));
  for (const match of cashier.matchAll(/\{\s*name: '([\w-]+)'/g)) names.add(`casino-cashier-${match[1]}`);
  return names;
}
const EVENT_MAP = eventMapNames();
const CASHIER_EVENTS = [...EVENT_MAP].filter((name) => name.startsWith('casino-cashier-'));

/** The feature an element's definition loads, read from its `load` by the manifest generator's rule (renderedFeature). */
function featureOf(tag: string, file: string): string {
  const source = read(`elements/${file}`);
  const imported = [...source.slice(source.indexOf('  load:')).matchAll(/import\('\.\.\/features\/([\w-]+)\/index\.ts'\)/g)].map((match) => match[1]!);
  const feature = renderedFeature(tag, imported);
  assert.ok(feature, `${file}: which feature its load() renders is clear`);
  return `features/${feature}/index.ts`;
}

/** The source files a feature runs (scripts/feature-sources.mjs, as the manifest generator reads them). */
function chunkSources(feature: string): string[] {
  const sources = featureSources(ROOT, feature.match(/^features\/([\w-]+)\/index\.ts$/)![1]!);
  assert.ok(sources.includes(feature), `the chunk of ${feature} holds it`);
  return sources;
}

/** part="a b" and the string pieces of part={...}; a piece `x-${...}` stands for every part named x-<something>. */
function renderedParts(code: string): string[] {
  const parts: string[] = [];
  for (const match of code.matchAll(/\bpart="([^"]*)"/g)) parts.push(...match[1]!.split(/\s+/).filter(Boolean));
  for (const match of code.matchAll(/\bpart=\{(.*?)\}(?=[\s/>])/g)) {
    for (const piece of match[1]!.matchAll(/'([^']*)'|`([^`]*)`/g)) {
      parts.push(...(piece[1] ?? piece[2]!).replace(/\$\{.*?\}/g, '*').split(/\s+/).filter(Boolean));
    }
  }
  return parts;
}

/** Every var(--casino-*) with the fallback of its first use. */
function usedTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  const pattern = /var\((--casino-[\w-]+)(?:,\s*((?:[^()]|\((?:[^()]|\([^()]*\))*\))*))?\)/g;
  for (const match of css.matchAll(pattern)) if (!tokens.has(match[1]!)) tokens.set(match[1]!, (match[2] ?? '').trim());
  return tokens;
}

describe('custom-elements.json', () => {
  const definitions = new Map<string, { file: string; definition: Definition }>();
  let baseStyles = '';
  let widgetTags: string[] = [];

  before(async () => {
    assert.ok(declarations.length > 0, 'run the build first (npm test does): custom-elements.json is missing or empty');
    // The element files build their classes when imported; node has no DOM (nothing renders here).
    (globalThis as { HTMLElement?: unknown }).HTMLElement ??= class {};
    for (const file of elementFiles) {
      const module = (await import(pathToFileURL(path.join(ROOT, 'elements', file)).href)) as Record<string, unknown>;
      const element = Object.values(module).find((value) => typeof value === 'function' && 'definition' in value) as { definition: Definition } | undefined;
      assert.ok(element, `${file} exports its element class`);
      definitions.set(element.definition.tag, { file, definition: element.definition });
    }
    const { WIDGET_TABLE } = (await import(pathToFileURL(path.join(ROOT, 'elements/widget-table.ts')).href)) as { WIDGET_TABLE: Record<string, { element: { definition: Definition } }> };
    widgetTags = Object.values(WIDGET_TABLE).map((row) => row.element.definition.tag);
    ({ BASE_STYLES: baseStyles } = (await import(pathToFileURL(path.join(ROOT, 'ui/styles.ts')).href)) as { BASE_STYLES: string });
  });

  test('names files the package ships, and defines every tag of the library', () => {
    const shipped = JSON.parse(read('package.json')).files as string[];
    for (const module of manifest.modules) {
      assert.ok(existsSync(path.join(ROOT, module.path)), `${module.path} exists after the build`);
      assert.ok(shipped.some((entry) => module.path === entry || module.path.startsWith(`${entry}/`)), `${module.path} is in package.json "files"`);
      assert.doesNotMatch(module.path, /\.tsx?$/, 'a source file is not what a consumer loads');
    }
    const defined = manifest.modules.flatMap((module) => module.exports ?? []).filter((entry) => entry.kind === 'custom-element-definition').map((entry) => entry.name);
    // The library defines each row of the widget table (elements/index.ts) and the files that define their own tag.
    const own = readdirSync(path.join(ROOT, 'elements')).filter((file) => /^casino-.*\.ts$/.test(file) && /defineElement\('casino-/.test(read(`elements/${file}`)))
      .map((file) => read(`elements/${file}`).match(/defineElement\('(casino-[\w-]+)'/)![1]!);
    assert.match(read('elements/index.ts'), /for \(const row of Object\.values\(WIDGET_TABLE\)\) defineElement\(row\.element\.definition\.tag, row\.element\)/);
    const tags = [...own, ...widgetTags];
    assert.deepEqual([...defined].sort(), [...tags].sort());
  });

  test('lists every attribute of each definition with its fieldName, and every property', () => {
    const common = ['jurisdiction', 'locale', 'hideClose', 'fullScreen', 'noPadding', 'noHeader', 'backgroundImage', 'noReady'];
    for (const [tag, { definition }] of definitions) {
      const declaration = byTag.get(tag);
      assert.ok(declaration, `${tag} is in the manifest`);
      const fields = [...common, ...Object.keys(definition.attributes)];
      const attributes = new Map((declaration.attributes ?? []).map((attribute) => [attribute.name, attribute]));
      for (const field of fields) {
        const attribute = attributes.get(kebab(field));
        assert.ok(attribute, `${tag}: attribute ${kebab(field)}`);
        assert.equal(attribute.fieldName, field, `${tag}: ${kebab(field)}'s fieldName`);
        assert.ok(attribute.description, `${tag}: ${kebab(field)} is described`);
        assert.ok((declaration.members ?? []).some((member) => member.kind === 'field' && member.name === field && member.attribute === kebab(field)), `${tag}: field ${field}`);
      }
      assert.equal(attributes.size, fields.length, `${tag}: no attribute beyond its definition`);
      for (const name of Object.keys(definition.properties ?? {})) {
        const member = (declaration.members ?? []).find((candidate) => candidate.name === name);
        assert.ok(member && member.kind === 'field' && !member.attribute, `${tag}: property ${name}, never an attribute`);
        assert.ok(!attributes.has(kebab(name)), `${tag}: the secret ${name} is no attribute`);
      }
    }
  });

  test('lists every part the element\'s feature renders', () => {
    for (const [tag, { file }] of definitions) {
      const feature = featureOf(tag, file);
      const listed = new Set((byTag.get(tag)!.cssParts ?? []).map((part) => part.name));
      for (const source of chunkSources(feature)) {
        for (const part of renderedParts(read(source))) {
          const present = part.endsWith('*') ? [...listed].some((name) => name.startsWith(part.slice(0, -1)) && name.length > part.length - 1) : listed.has(part);
          assert.ok(present, `${tag}: part "${part}" rendered by ${source}`);
        }
      }
      for (const part of byTag.get(tag)!.cssParts ?? []) assert.ok(part.description, `${tag}: part ${part.name} is described`);
    }
  });

  test('lists every --casino-* token of the styles the element adopts, with its default', async () => {
    for (const [tag, { definition }] of definitions) {
      const styles = `${baseStyles}\n${(await definition.load()).default.styles ?? ''}`;
      const listed = new Map((byTag.get(tag)!.cssProperties ?? []).map((token) => [token.name, token]));
      const used = usedTokens(styles);
      assert.ok(used.size >= 20, 'the shared tokens are found');
      for (const [name, fallback] of used) {
        const token = listed.get(name);
        assert.ok(token, `${tag}: token ${name}`);
        assert.ok(token.description, `${tag}: ${name} is described`);
        assert.equal(token.default ?? '', fallback, `${tag}: ${name}'s default`);
      }
      for (const name of listed.keys()) assert.ok(used.has(name), `${tag}: ${name} is used by its styles`);
    }
  });

  test('lists every event the element\'s feature emits, each from the event map with its detail type', () => {
    for (const [tag, { file, definition }] of definitions) {
      const declaration = byTag.get(tag)!;
      const listed = new Set((declaration.events ?? []).map((event) => event.name));
      for (const event of declaration.events ?? []) {
        assert.ok(EVENT_MAP.has(event.name), `${tag}: ${event.name} is in features/toolkit/events/events.ts`);
        assert.match(event.type?.text ?? '', /^CustomEvent<\{.*\}>$/, `${tag}: ${event.name} has its detail type`);
        assert.ok(event.description, `${tag}: ${event.name} is described`);
      }
      const feature = featureOf(tag, file);
      const emitted = new Set(['casino-ready', 'casino-close', 'casino-error', 'casino-funnel']);
      // The widgets' own code: elements/ and the host context define signOut(), they do not call it for a widget.
      for (const source of chunkSources(feature).filter((file) => file.startsWith('features/') && !file.startsWith('features/toolkit/host/'))) {
        const code = read(source);
        for (const match of code.matchAll(/\bemit\(\s*'(casino-[\w-]+)'/g)) emitted.add(match[1]!);
        if (/\bemit\(\s*`casino-cashier-\$\{/.test(code)) CASHIER_EVENTS.forEach((name) => emitted.add(name));
        if (/\bsignOut\(/.test(code)) emitted.add('casino-signed-out');
      }
      for (const name of emitted) assert.ok(listed.has(name), `${tag}: fires ${name} (emitted in its feature)`);
      for (const name of listed) assert.ok(emitted.has(name), `${tag}: lists ${name}, which its feature never emits`);
      assert.equal(Boolean(definition.cashierEvents), CASHIER_EVENTS.every((name) => listed.has(name)), `${tag}: cashier events only with the cashier`);
    }
  });

  test('shows no internal names', () => {
    const text = readFileSync(manifestFile, 'utf8');
    assert.doesNotMatch(text, /casino-cashier-command/, 'the cashier\'s command channel is internal');
    assert.doesNotMatch(text, /"name":\s*"(#|_)/, 'no private members');
    for (const declaration of declarations) {
      for (const member of declaration.members ?? []) assert.ok(!['getProp', 'setProp', 'command', 'collect'].includes(member.name), `${declaration.tagName}: ${member.name} is internal`);
      for (const token of declaration.cssProperties ?? []) assert.match(token.name, /^--casino-[a-z]/, `${declaration.tagName}: ${token.name}`);
    }
  });

  test('declares what every widget shares once, on the classes the widgets extend, and is written without whitespace', () => {
    const text = readFileSync(manifestFile, 'utf8');
    assert.doesNotMatch(text, /\n/, 'one line: tools parse it');
    const own = manifest.modules.flatMap((module) => module.declarations);
    const bases = own.filter((declaration) => declaration.customElement && !declaration.tagName);
    assert.deepEqual(bases.map((base) => base.name).sort(), ['CasinoFramedWidgetElement', 'CasinoWidgetElement']);
    const inherited = new Map(bases.map((base) => [base.name, base]));
    const tokens = inherited.get('CasinoWidgetElement')!.cssProperties ?? [];
    const parts = inherited.get('CasinoFramedWidgetElement')!.cssParts ?? [];
    assert.ok(tokens.length >= 40, 'the tokens every widget reads');
    assert.ok(parts.some((part) => part.name === 'frame'), 'the frame\'s parts');
    for (const tag of widgetTags) {
      const declaration = own.find((candidate) => candidate.tagName === tag)!;
      assert.ok(inherited.has(declaration.superclass?.name ?? ''), `${tag} extends a shared declaration`);
      assert.equal(declaration.superclass?.module, manifest.modules[0]!.path, `${tag}: its superclass is in the module`);
      for (const token of declaration.cssProperties ?? []) assert.ok(!tokens.some((shared) => shared.name === token.name), `${tag}: ${token.name} repeated`);
      for (const part of declaration.cssParts ?? []) assert.ok(!parts.some((shared) => shared.name === part.name), `${tag}: ${part.name} repeated`);
      assert.equal(declaration.cssStates, undefined, `${tag}: its states are the shared ones`);
    }
  });

  test('lists casino-platform from its definition: every attribute with its fieldName and its property, nothing it does not render', async () => {
    const platform = byTag.get('casino-platform');
    assert.ok(platform, 'casino-platform is in the manifest');
    const source = read('elements/casino-platform.ts');
    assert.match(source, /from '\.\/platform-definition\.ts'/, 'casino-platform is built from its definition');
    const { casinoPlatformDefinition: definition } = (await import(pathToFileURL(path.join(ROOT, 'elements/platform-definition.ts')).href)) as {
      casinoPlatformDefinition: { tag: string; summary: string; attributes: Record<string, Spec> };
    };
    assert.equal(definition.tag, 'casino-platform');
    assert.equal(platform.name, source.match(/export class (\w+) extends/)![1], 'the class the file exports');
    assert.equal(platform.summary, definition.summary);
    // Every option the page can set in markup: the names a page's <casino-platform> has always had.
    const expected = [
      'platform', 'api-url', 'jurisdiction', 'locale', 'timeout-ms', 'retries', 'merchant-id', 'cashier-environment', 'cashier-url',
      'captcha-site-key', 'captcha-script-url', 'terms-url', 'support-url',
      'wamp-url', 'realm', 'skin', 'service-url', 'provider-script-url', 'provider-host', 'brand-id', 'brand-domain', 'query-triggers', 'analytics',
    ];
    assert.deepEqual(Object.keys(definition.attributes).map(kebab).sort(), [...expected].sort());
    const attributes = new Map((platform.attributes ?? []).map((attribute) => [attribute.name, attribute]));
    assert.equal(attributes.size, expected.length, 'no attribute beyond its definition (no widget\'s common ones)');
    for (const [field, spec] of Object.entries(definition.attributes)) {
      const attribute = attributes.get(kebab(field));
      assert.ok(attribute, `casino-platform: attribute ${kebab(field)}`);
      assert.equal(attribute.fieldName, field, `casino-platform: ${kebab(field)}'s fieldName`);
      assert.equal(attribute.type?.text, spec.type, `casino-platform: ${kebab(field)}'s type`);
      assert.equal(attribute.description, spec.description, `casino-platform: ${kebab(field)} is described`);
      assert.ok(spec.description, `casino-platform: ${field} has a description`);
      assert.ok((platform.members ?? []).some((member) => member.kind === 'field' && member.name === field && member.attribute === kebab(field)), `casino-platform: field ${field}`);
    }
    for (const member of platform.members ?? []) assert.notEqual(member.kind, 'method', `casino-platform: ${member.name} is no method of the page's`);
    assert.equal((platform.cssParts ?? []).length, 0, 'it renders no parts');
    assert.equal((platform.cssProperties ?? []).length, 0, 'it uses no tokens');
    assert.equal((platform.events ?? []).length, 0, 'it fires no events');
  });
});
