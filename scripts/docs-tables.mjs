// The reference tables of docs/theming.md and docs/integration.md, generated after the manifest step of the build
// so that no token, part, event or attribute is listed by hand. Each table is written between marker comments,
// `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`; the prose around them is the documents' own.
// Sources: custom-elements.json (tokens, parts, events, <casino-platform> attributes), features/toolkit/events/events.ts
// (DOCUMENT_EVENTS: the events also dispatched on `document`), adapters/rest/index.ts (REST_CAPABILITIES),
// adapters/contract.ts (what each capability flag means) and adapters/create-platform.ts (which platforms exist);
// the Angular snippet is tests/types/angular/sign-in.component.ts, the file the tests type-check.
// tests/unit/build/docs-tables.test.ts fails when a document lacks what the manifest has.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { manifestElements } from './manifest-elements.mjs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
// Each element with the tokens, states and parts it inherits from the classes the manifest declares them on once.
const elements = manifestElements(manifest);

/** Text for a Markdown table cell: one line, pipes escaped. */
const cell = (text) => String(text ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const code = (text) => `\`${cell(text)}\``;
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

// ---- Tokens --------------------------------------------------------------------------------------------------

function tokens() {
  const byName = new Map();
  for (const element of elements) {
    for (const property of element.cssProperties ?? []) {
      const entry = byName.get(property.name) ?? { property, tags: [] };
      entry.tags.push(element.tagName);
      byName.set(property.name, entry);
    }
  }
  return byName;
}

/** The token's default as written, or a dash when it has none (set by the element itself). */
const defaultOf = (property) => (property?.default === undefined || property.default === 'undefined' ? '—' : code(property.default));

function tokenTable() {
  const all = tokens();
  const widgets = elements.filter((element) => (element.cssProperties ?? []).length > 0).length;
  const rows = [];
  for (const [name, { property, tags }] of [...all].sort(([a], [b]) => a.localeCompare(b))) {
    if (name.endsWith('-dark') && all.has(name.slice(0, -'-dark'.length))) continue; // shown as its light twin's dark column
    const dark = all.get(`${name}-dark`)?.property;
    const description = (property.description ?? '').replace(/\s*Dark mode: --casino-[\w-]+ \(default .*\)\.$/, '');
    const where = tags.length === widgets ? 'every widget' : tags.map((tag) => `\`<${tag}>\``).join(', ');
    rows.push([code(name), defaultOf(property), dark ? `${code(dark.name)}: ${defaultOf(dark)}` : 'the same', cell(description), where]);
  }
  return table(['Token', 'Light default', 'Dark (token: default)', 'What it does', 'Used by'], rows);
}

/** Rules that pin one scheme whatever the system's: the other scheme's tokens take this one's defaults. */
function colorSchemeSnippets() {
  const all = tokens();
  const pairs = [...all.keys()].filter((name) => all.has(`${name}-dark`)).sort();
  const literal = (property) => (property.default?.startsWith('var(') ? property.default.match(/,\s*(.+)\)$/)?.[1] : property.default);
  const light = pairs.map((name) => `  ${name}-dark: var(${name}, ${all.get(name).property.default});`);
  const dark = pairs.map((name) => `  ${name}: ${literal(all.get(`${name}-dark`).property)};`);
  return ['Always light (the dark twins take the light values):', '', '```css', ':root {', ...light, '}', '```', '',
    'Always dark (the light tokens take the dark defaults; the `-dark` twins then fall back to them or keep their own):', '', '```css', ':root {', ...dark, '}', '```'].join('\n');
}

/**
 * The schemes of dist/casino-elements.css: `data-casino-scheme="light"` or `"dark"` on the root (or any ancestor)
 * pins one scheme whatever the system's, as the snippets above do; `auto` (or none) follows the system. On
 * `:root[...]` too, so the rule outranks a page's own `:root { --casino-… }` (the page's `-dark` twins still apply).
 */
function schemeRules() {
  const all = tokens();
  const pairs = [...all.keys()].filter((name) => all.has(`${name}-dark`)).sort();
  const literal = (property) => (property.default?.startsWith('var(') ? property.default.match(/,\s*(.+)\)$/)?.[1] : property.default);
  const rule = (scheme, lines) => [`:root[data-casino-scheme="${scheme}"], [data-casino-scheme="${scheme}"] {`, ...lines, '}'].join('\n');
  return [
    rule('light', pairs.map((name) => `  ${name}-dark: var(${name}, ${all.get(name).property.default});`)),
    rule('dark', pairs.map((name) => `  ${name}: var(${name}-dark, ${literal(all.get(`${name}-dark`).property)});`)),
  ].join('\n');
}

/** The example theme page's rows (examples/theme.html): each token, its defaults and a control to change it live. */
function themeRows() {
  const all = tokens();
  const html = (text) => String(text ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const literal = (value) => (value?.startsWith('var(') ? value.match(/,\s*(.+)\)$/)?.[1] : value);
  const rows = [];
  for (const [name, { property }] of [...all].sort(([a], [b]) => a.localeCompare(b))) {
    if (name.endsWith('-dark') && all.has(name.slice(0, -'-dark'.length))) continue;
    const dark = all.get(`${name}-dark`)?.property;
    const description = (property.description ?? '').replace(/\s*Dark mode: --casino-[\w-]+ \(default .*\)\.$/, '');
    const light = property.default === undefined || property.default === 'undefined' ? '' : property.default;
    const attributes = [`data-token="${html(name)}"`, `data-default="${html(light)}"`];
    if (dark) attributes.push(`data-dark-token="${html(dark.name)}"`, `data-dark-default="${html(literal(dark.default))}"`);
    rows.push(`      <tr ${attributes.join(' ')}>\n        <th scope="row"><code>${html(name)}</code>${dark ? `<br><code>${html(dark.name)}</code>` : ''}</th>\n        <td>${html(description)}</td>\n        <td class="token-value"></td>\n      </tr>`);
  }
  return rows.join('\n');
}

// ---- Parts ---------------------------------------------------------------------------------------------------

function partTables() {
  return elements
    .filter((element) => (element.cssParts ?? []).length > 0)
    .map((element) => `### \`<${element.tagName}>\`\n\n${table(['Part', 'What it is'], [...element.cssParts].sort((a, b) => a.name.localeCompare(b.name)).map((part) => [code(part.name), cell(part.description)]))}`)
    .join('\n\n');
}

// ---- Events --------------------------------------------------------------------------------------------------

/** The events also dispatched on `document` (read from features/toolkit/events/events.ts, where the list is kept). */
function documentEvents(source = readFileSync('features/toolkit/events/events.ts', 'utf8')) {
  const list = source.match(/export const DOCUMENT_EVENTS[^=]*=\s*\[([^\]]*)\]/);
  if (!list) throw new Error('features/toolkit/events/events.ts has no DOCUMENT_EVENTS list');
  return new Set([...list[1].matchAll(/'([\w-]+)'/g)].map((match) => match[1]));
}

function events() {
  const byName = new Map();
  for (const element of elements) {
    for (const event of element.events ?? []) {
      const entry = byName.get(event.name) ?? { event, tags: [] };
      entry.tags.push(element.tagName);
      byName.set(event.name, entry);
    }
  }
  return [...byName.values()].sort((a, b) => a.event.name.localeCompare(b.event.name));
}

const detailOf = (event) => code((event.type?.text ?? 'CustomEvent<unknown>').replace(/^CustomEvent<(.*)>$/s, '$1'));

function eventTables() {
  const onDocument = documentEvents();
  const all = events();
  const own = all.filter(({ event }) => !event.name.startsWith('casino-cashier-'));
  const cashier = all.filter(({ event }) => event.name.startsWith('casino-cashier-'));
  const widgets = elements.filter((element) => (element.events ?? []).length > 0).length;
  const emitters = (tags) => (tags.length === widgets ? 'every widget' : tags.map((tag) => `\`<${tag}>\``).join(', '));
  const target = (name) => (onDocument.has(name) ? 'the element; `document` when no element caused it' : 'the element');
  const ownTable = table(['Event', '`detail`', 'Dispatched on', 'Emitted by', 'When'],
    own.map(({ event, tags }) => [code(event.name), detailOf(event), target(event.name), emitters(tags), cell(event.description)]));
  const cashierTags = [...new Set(cashier.flatMap(({ tags }) => tags))].sort();
  const cashierTable = table(['Event', '`detail`', 'When'], cashier.map(({ event }) => [code(event.name), detailOf(event), cell(event.description)]));
  // The contract's named types the details use, spelled out (an integrator has no need to open the source).
  const contract = contractSource();
  const named = [...new Set(own.flatMap(({ event }) => [...(event.type?.text ?? '').matchAll(/\b([A-Z]\w+)\b/g)].map((match) => match[1])))]
    .filter((name) => name !== 'CustomEvent')
    .sort()
    .map((name) => [name, contract.match(new RegExp(`export type ${name} =([^;]+);`))?.[1]])
    .filter(([, definition]) => definition);
  const namedTypes = named.length === 0 ? '' : `\n\n${table(['Type', 'Values'], named.map(([name, definition]) => [code(name), code(definition.replace(/^\s*\|\s*/, ''))]))}`;
  return `${ownTable}${namedTypes}\n\nThe cashier's messages, forwarded as \`casino-cashier-<name>\` on the element that holds the cashier (${cashierTags.map((tag) => `\`<${tag}>\``).join(', ')}):\n\n${cashierTable}`;
}

// ---- <casino-platform> and the platforms ---------------------------------------------------------------------

/** The contract's text: its entry and its files by area (adapters/contract/). */
function contractSource() {
  const parts = readdirSync('adapters/contract').filter((name) => name.endsWith('.ts')).sort();
  return [readFileSync('adapters/contract.ts', 'utf8'), ...parts.map((name) => readFileSync(`adapters/contract/${name}`, 'utf8'))].join('\n');
}

function platformAttributes() {
  const platform = elements.find((element) => element.tagName === 'casino-platform');
  if (!platform) throw new Error('custom-elements.json has no casino-platform');
  return table(['Attribute', 'Property', 'Type', 'What it does'],
    platform.attributes.map((attribute) => [code(attribute.name), code(attribute.fieldName ?? attribute.name), code(attribute.type?.text ?? 'string'), cell(attribute.description)]));
}

/** One column per platform (create-platform.ts's LOADERS, in order): a built adapter's flags, else "not built". */
function supportMatrix() {
  const contract = contractSource();
  const capabilities = contract.match(/export interface Capabilities \{([\s\S]*?)\n\}/)?.[1] ?? '';
  const loaders = readFileSync('adapters/create-platform.ts', 'utf8').match(/const LOADERS = \{([\s\S]*?)\n\}/)?.[1] ?? '';
  const platforms = [...loaders.matchAll(/^\s*(\w+): (null)?/gm)].map((match) => ({ name: match[1], built: match[2] !== 'null' }));
  // Each built adapter's capability table: `<NAME>_CAPABILITIES ... = Object.freeze({ flag: value, ... })` in its index.ts.
  const tableOf = (name) => {
    const source = readFileSync(`adapters/${name}/index.ts`, 'utf8');
    const flags = source.match(/[A-Z_]+_CAPABILITIES[^{]*\{([^}]*)\}/)?.[1];
    if (!flags) throw new Error(`adapters/${name}/index.ts has no capability table`);
    // A value named by a constant (a country list) is read from the adapter's files: `NAME ... = [...]`.
    const files = readdirSync(`adapters/${name}`).filter((file) => file.endsWith('.ts')).map((file) => readFileSync(`adapters/${name}/${file}`, 'utf8')).join('\n');
    const resolve = (raw) => {
      if (!/^[A-Z][A-Z0-9_]*$/.test(raw)) return raw;
      const list = files.match(new RegExp(`const ${raw}\\b[^=]*=[^\\[]*\\[([^\\]]*)\\]`))?.[1];
      return list === undefined ? raw : [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]).join(', ');
    };
    return new Map([...flags.matchAll(/^\s*(\w+):\s*([^,\n]+),/gm)].map(([, flag, raw]) => [flag, resolve(raw.trim())]));
  };
  const tables = new Map(platforms.filter((platform) => platform.built).map((platform) => [platform.name, tableOf(platform.name)]));
  // Each member's own doc comment: the comment right before it, if any.
  const meanings = new Map();
  for (const [, doc, flag] of capabilities.matchAll(/(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?^\s*(\w+):/gm)) {
    if (doc) meanings.set(flag, cell(doc.replace(/^\s*\*\s?/gm, ' ')));
  }
  const describe = (flag) => meanings.get(flag) ?? '';
  const value = (raw) => (raw === undefined ? '' : raw === 'true' ? 'yes' : raw === 'false' ? 'no' : raw === 'null' ? 'wherever pay and play is' : cell(raw));
  const flags = [...(tables.get('rest') ?? tables.values().next().value).keys()];
  const rows = flags.map((flag) => [code(flag), ...platforms.map((platform) => (platform.built ? value(tables.get(platform.name).get(flag)) : 'not built')), describe(flag)]);
  return table(['Capability', ...platforms.map((platform) => `\`${platform.name}\``), 'Meaning'], rows);
}

// ---- Framework snippets -------------------------------------------------------------------------------------

/** The Angular component of docs/integration.md: the file the tests type-check against @angular/core, as it is. */
function angularSnippet() {
  return `\`\`\`ts\n${readFileSync('tests/types/angular/sign-in.component.ts', 'utf8').trimEnd()}\n\`\`\``;
}

// ---- Writing -------------------------------------------------------------------------------------------------

/** Puts `content` between the marker comments `name` of `text`; throws when they are missing. */
function fill(text, name, content) {
  const open = `<!-- generated:${name} -->`;
  const close = `<!-- /generated:${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`missing ${open} … ${close}`);
  const source = name === 'angular' ? 'Included from tests/types/angular/sign-in.component.ts, the file the tests type-check,' : 'Generated from custom-elements.json';
  return `${text.slice(0, start + open.length)}\n<!-- ${source} by scripts/docs-tables.mjs (npm run build): do not edit. -->\n\n${content}\n\n${text.slice(end)}`;
}

// As fill, in a stylesheet: between the comments `generated:NAME` and `/generated:NAME`.
function fillCss(text, name, content) {
  const open = `/* generated:${name} */`;
  const close = `/* /generated:${name} */`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`missing ${open} … ${close}`);
  return `${text.slice(0, start + open.length)}\n/* Generated from custom-elements.json by scripts/docs-tables.mjs (npm run build): do not edit. */\n${content}\n${text.slice(end)}`;
}

// `--check`: write nothing, exit 1 when a document differs from what would be written (a stale table).
const check = process.argv.includes('--check');
let stale = false;

function write(file, blocks) {
  const before = readFileSync(file, 'utf8');
  let text = before;
  for (const [name, content] of Object.entries(blocks)) text = file.endsWith('.css') ? fillCss(text, name, content) : fill(text, name, content);
  if (!check) writeFileSync(file, text);
  else if (text !== before) {
    console.error(`${file}: its generated tables are out of date (run npm run build)`);
    stale = true;
  }
}

write('docs/theming.md', { tokens: tokenTable(), 'color-schemes': colorSchemeSnippets(), parts: partTables() });
write('examples/theme.html', { 'theme-tokens': themeRows() });
write('elements/casino-elements.css', { 'color-schemes': schemeRules() });
// The bundle made dist/casino-elements.css (the sheet and each widget's reserved space, scripts/reserved-space.mjs)
// before the manifest existed: it takes the schemes just written in the same block.
if (!check && existsSync('dist/casino-elements.css')) write('dist/casino-elements.css', { 'color-schemes': schemeRules() });
write('docs/integration.md', { 'platform-attributes': platformAttributes(), 'support-matrix': supportMatrix(), events: eventTables(), angular: angularSnippet() });
if (stale) process.exitCode = 1;
