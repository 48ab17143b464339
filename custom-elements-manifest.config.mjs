// custom-elements.json, generated after the build from what each element is made of:
// - its definition (elements/casino-*.ts: tag, summary, attributes with their fields, secrets, events;
//   <casino-platform>'s in elements/platform-definition.ts: attributes with their fields only);
// - the one event map (features/toolkit/events/events.ts): every event's description and detail type;
// - the code it ships: the part names its feature chunk in dist/ renders and the `var(--casino-*)` of
//   the styles it adopts, with their real defaults (light and dark);
// - the descriptions of parts: a widget's own in its feature's sources (`@csspart name - description` in a doc
//   comment, scripts/part-docs.mjs), the shared ones and the tokens in elements/runtime/manifest-docs.ts.
// Every element is defined by the one module the package ships, dist/casino-elements.js, so that is the
// module the manifest names. The build fails when a rendered part or a used token has no description.
// What every widget shares (the tokens, the custom states, the frame's parts) is declared once, on the classes
// the widgets extend (sharedDeclarations below); scripts/manifest-elements.mjs reads an element with them.
// scripts/integration-types.mjs writes the file again without whitespace: tools read it as JSON.
import { existsSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { featureSources, renderedFeature } from './scripts/feature-sources.mjs';
import { partDocsIn } from './scripts/part-docs.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const MODULE = 'dist/casino-elements.js';

// The analyzer reports a config that fails to load and goes on with its defaults: the build must stop instead.
process.on('unhandledRejection', fail);
function fail(error) {
  console.error(error);
  process.exit(1);
}

register('./scripts/ts-hooks.mjs', import.meta.url);
// The element files build their classes when imported; in node there is no DOM, and nothing renders.
globalThis.HTMLElement ??= class {};

const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href).catch(fail);
const { COMMON_ATTRIBUTES, COMMON_EVENTS, kebab } = await load('elements/runtime/element-definition.ts');
const { PARTS, STATES, TOKENS } = await load('elements/runtime/manifest-docs.ts');
const { casinoPlatformDefinition } = await load('elements/platform-definition.ts');
const { BASE_STYLES } = await load('ui/styles.ts');

/** The widget elements, from the widget table: each row's class, its definition, its file (named after its tag). */
const { WIDGET_TABLE } = await load('elements/widget-table.ts');
const ELEMENTS = Object.values(WIDGET_TABLE)
  .map(({ element }) => ({ file: `elements/${element.definition.tag}.ts`, className: element.name, definition: element.definition }))
  .sort((a, b) => (a.file < b.file ? -1 : 1));
for (const { file } of ELEMENTS) if (!existsSync(path.join(ROOT, file))) fail(new Error(`custom-elements.json: the widget table's ${file} does not exist`));

/** The page-configuring element: its class name from its file, its definition from platform-definition.ts. */
const PLATFORM_ELEMENT = {
  className: readFileSync(path.join(ROOT, 'elements/casino-platform.ts'), 'utf8').match(/export class (\w+) extends createConfigElementClass\(/)?.[1],
  definition: casinoPlatformDefinition,
};
if (!PLATFORM_ELEMENT.className) fail(new Error('custom-elements.json: elements/casino-platform.ts exports no class built by createConfigElementClass'));

// --- The event map -----------------------------------------------------------------------------------

function eventMap() {
  const file = path.join(ROOT, 'features/toolkit/events/events.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const docOf = (node) => ts.getJSDocCommentsAndTags(node).map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ').trim();
  const named = new Map(); // interface and alias names of the file -> their type text, to spell details out
  const interfaces = new Map();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      interfaces.set(statement.name.text, statement);
      named.set(statement.name.text, `{ ${statement.members.map((member) => member.getText(source).replace(/\/\*\*[\s\S]*?\*\/\s*/g, '').replace(/;$/, '')).join('; ')} }`);
    } else if (ts.isTypeAliasDeclaration(statement)) named.set(statement.name.text, statement.type.getText(source));
  }
  const spell = (text) => {
    let out = text;
    for (let round = 0; round < 3; round += 1) out = out.replace(/\b[A-Z]\w*\b/g, (name) => (named.has(name) && !/Cashier(Messages|EventDetail|Events)/.test(name) ? named.get(name) : name));
    return out.replace(/\s+/g, ' ');
  };
  const events = new Map();
  for (const member of interfaces.get('CasinoEventDetails').members) {
    const name = member.name.text;
    events.set(name, { description: docOf(member), detail: spell(member.type.getText(source)) });
  }
  const cashier = [];
  for (const member of interfaces.get('CashierMessages').members) {
    const type = member.name.text;
    const row = member.type;
    const field = (key) => row.members.find((inner) => inner.name.text === key).type.getText(source);
    const name = `casino-cashier-${JSON.parse(field('name').replace(/'/g, '"'))}`;
    cashier.push(name);
    events.set(name, { description: `${docOf(member).replace(/\.$/, '')} (the cashier's ${type}).`, detail: spell(`{ eventType: '${type}'; payload?: ${field('payload')} }`) });
  }
  return { events, cashier };
}
let EVENTS;
try {
  EVENTS = eventMap();
} catch (error) {
  fail(error);
}

// --- What the built chunks render and adopt (scripts/feature-sources.mjs) ------------------------------

/** The part names a source renders: part="a b" and the string pieces of part={...}; `x-${...}` is a prefix. */
function partsIn(code) {
  const names = new Set();
  const add = (text) => text.split(/\s+/).filter(Boolean).forEach((name) => names.add(name));
  for (const match of code.matchAll(/\bpart="([^"]*)"/g)) add(match[1]);
  for (const match of code.matchAll(/\bpart=\{([^}]*(?:\}[^}]*)?)\}/g)) {
    for (const piece of match[1].matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) add((piece[1] ?? piece[2] ?? piece[3]).replace(/\$\{[^}]*$/, '').replace(/\$\{[^}]*\}/g, '*'));
  }
  return names;
}

function partsOf(feature) {
  const names = new Set();
  // The feature's own descriptions (its sources' @csspart tags) before the shared ones.
  const own = new Map();
  for (const file of featureSources(ROOT, feature)) {
    const code = readFileSync(path.join(ROOT, file), 'utf8');
    for (const name of partsIn(code)) names.add(name);
    for (const [name, description] of partDocsIn(code)) if (!own.has(name)) own.set(name, description);
  }
  const describe = (name) => own.get(name) ?? PARTS[name];
  // By name: `button-*` (a template) and `button-primary` (written out) name one part, listed once.
  const parts = new Map();
  for (const name of [...names].sort()) {
    // notice-* stands for each documented notice-<level>
    const expanded = name.endsWith('*') ? [...new Set([...own.keys(), ...Object.keys(PARTS)])].filter((known) => known.startsWith(name.slice(0, -1))) : [name];
    if (!expanded.length || expanded.some((known) => !describe(known))) {
      throw new Error(`custom-elements.json: part "${name}" (features/${feature}) has no description: add \`@csspart ${name} - …\` to a doc comment of the feature (or, for a part every widget shares, a row in elements/runtime/manifest-docs.ts)`);
    }
    for (const known of expanded) parts.set(known, { name: known, description: describe(known) });
  }
  return [...parts.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Every var(--casino-*) of a stylesheet, with its fallback: the first one met is the default. */
function tokensIn(css) {
  const tokens = new Map();
  for (const match of css.matchAll(/var\(\s*(--casino-[\w-]+)\s*(,)?/g)) {
    if (tokens.has(match[1])) continue;
    let fallback = '';
    if (match[2]) {
      let depth = 1;
      let index = match.index + match[0].length;
      for (; index < css.length && depth > 0; index += 1) {
        if (css[index] === '(') depth += 1;
        else if (css[index] === ')') depth -= 1;
        if (depth > 0) fallback += css[index];
      }
    }
    tokens.set(match[1], fallback.trim());
  }
  return tokens;
}

async function tokensOf(definition) {
  const feature = (await definition.load()).default;
  const tokens = tokensIn(`${BASE_STYLES}\n${feature.styles ?? ''}`);
  return [...tokens.keys()].sort().map((name) => {
    if (!TOKENS[name]) throw new Error(`custom-elements.json: token ${name} (${definition.tag}) has no description in elements/runtime/manifest-docs.ts`);
    const dark = tokens.get(`${name}-dark`);
    const description = dark === undefined ? TOKENS[name] : `${TOKENS[name]} Dark mode: ${name}-dark (default ${dark}).`;
    return { name, description, ...(tokens.get(name) ? { default: tokens.get(name) } : {}) };
  });
}

// --- The declarations --------------------------------------------------------------------------------

const typeText = (spec) => (spec.type === 'json' ? spec.typeText : spec.type);

/**
 * The values an attribute takes, from the tables that decide them, for editors (html-custom-data, web-types):
 * `values` beside the attribute's type, whose text stays `string` (the released surface; the element also reads
 * an alias or a locale of another region). By field, or by `tag field`.
 */
const { JURISDICTIONS } = await load('features/toolkit/jurisdiction/rules.ts');
const { LOCALES } = await load('i18n/locales.ts');
const ACCOUNT_TABS = [...readFileSync(path.join(ROOT, 'features/account/tabs.ts'), 'utf8').matchAll(/^\s+\{ id: '([\w-]+)'/gm)].map((match) => match[1]);
if (ACCOUNT_TABS.length < 5) fail(new Error('custom-elements.json: the account\'s tabs were not read from features/account/tabs.ts'));
const VALUE_LISTS = { jurisdiction: JURISDICTIONS, locale: LOCALES, 'casino-account tab': ACCOUNT_TABS };
const valuesOf = (tag, field) => VALUE_LISTS[`${tag} ${field}`] ?? VALUE_LISTS[field];

/** What every element's entry has: its words, and each attribute with its field (reflected both ways). */
function elementEntry(className, definition, attributes) {
  return {
    kind: 'class',
    name: className,
    tagName: definition.tag,
    customElement: true,
    summary: definition.summary,
    ...(definition.description ? { description: definition.description } : {}),
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: attributes.map(([field, spec]) => ({
      name: kebab(field), fieldName: field, type: { text: typeText(spec) }, description: spec.description,
      ...(valuesOf(definition.tag, field) ? { values: [...valuesOf(definition.tag, field)] } : {}),
    })),
    members: attributes.map(([field, spec]) => ({ kind: 'field', name: field, type: { text: `${typeText(spec)} | undefined` }, description: spec.description, attribute: kebab(field), reflects: true })),
  };
}

/** <casino-platform>: its attributes and their properties; it renders nothing, so no parts, tokens or events. */
function configDeclarationOf({ className, definition }) {
  return elementEntry(className, definition, Object.entries(definition.attributes));
}

async function declarationOf({ className, definition }) {
  const imported = [...definition.load.toString().matchAll(/features\/([\w-]+)\/index\.ts/g)].map((match) => match[1]);
  const feature = renderedFeature(definition.tag, imported);
  if (!feature) throw new Error(`custom-elements.json: which features/<name>/index.ts ${definition.tag}'s load() renders is not clear`);
  const attributes = Object.entries({ ...COMMON_ATTRIBUTES, ...definition.attributes });
  const secrets = Object.entries(definition.properties ?? {});
  const eventNames = [...COMMON_EVENTS, ...definition.events, ...(definition.cashierEvents ? EVENTS.cashier : [])];
  const entry = elementEntry(className, definition, attributes);
  return {
    ...entry,
    members: [
      ...entry.members,
      ...secrets.map(([field, spec]) => ({ kind: 'field', name: field, type: { text: `${spec.type} | undefined` }, description: `${spec.description} A property only: never read from nor reflected to an attribute.` })),
    ],
    events: [...new Set(eventNames)].map((name) => {
      const event = EVENTS.events.get(name);
      if (!event) throw new Error(`custom-elements.json: ${definition.tag} fires ${name}, which is not in features/toolkit/events/events.ts`);
      return { name, type: { text: `CustomEvent<${event.detail}>` }, description: event.description };
    }),
    cssParts: partsOf(feature),
    cssStates: Object.entries(STATES).map(([name, description]) => ({ name, description })),
    cssProperties: await tokensOf(definition),
  };
}

// --- What every widget shares, declared once ------------------------------------------------------------

/** The entries (same name and text) every one of the declarations lists in `list`. */
function sharedEntries(declarations, list) {
  const key = (entry) => JSON.stringify(entry);
  const [first, ...rest] = declarations;
  return (first?.[list] ?? []).filter((entry) => rest.every((declaration) => (declaration[list] ?? []).some((other) => key(other) === key(entry))));
}

const WIDGET_BASE = 'CasinoWidgetElement';
const FRAMED_BASE = 'CasinoFramedWidgetElement';

/**
 * Moves what every widget shares out of the widgets' entries, onto the classes they extend (declared in the same
 * module, without a tag): the tokens and custom states every widget has onto CasinoWidgetElement, the parts of
 * the widget frame every framed widget renders onto CasinoFramedWidgetElement (which extends it). Each widget's
 * `superclass` names its base; a reader adds the base's lists to the element's own (scripts/manifest-elements.mjs).
 * Returns the two base declarations; `<casino-platform>` (no tokens, parts or states) keeps HTMLElement.
 */
function sharedDeclarations(declarations) {
  const widgets = declarations.filter((declaration) => declaration.cssProperties?.length);
  const framed = widgets.filter((declaration) => declaration.cssParts?.some((part) => part.name === 'frame'));
  const tokens = sharedEntries(widgets, 'cssProperties');
  const states = sharedEntries(widgets, 'cssStates');
  const parts = sharedEntries(framed, 'cssParts');
  const without = (entries, shared) => (entries ?? []).filter((entry) => !shared.some((one) => one.name === entry.name));
  const reference = (name) => ({ name, module: MODULE });
  for (const declaration of widgets) {
    const isFramed = framed.includes(declaration);
    declaration.superclass = reference(isFramed ? FRAMED_BASE : WIDGET_BASE);
    declaration.cssProperties = without(declaration.cssProperties, tokens);
    declaration.cssStates = without(declaration.cssStates, states);
    if (isFramed) declaration.cssParts = without(declaration.cssParts, parts);
    for (const list of ['cssProperties', 'cssStates', 'cssParts']) if (!declaration[list].length) delete declaration[list];
  }
  return [
    {
      kind: 'class', name: WIDGET_BASE, customElement: true,
      summary: 'What every casino-* widget element shares: the design tokens its styles read and its custom states.',
      description: 'Not a tag: each widget element extends it (its `superclass`), and has these tokens and states besides its own.',
      superclass: { name: 'HTMLElement', package: 'global:' },
      cssStates: states,
      cssProperties: tokens,
    },
    {
      kind: 'class', name: FRAMED_BASE, customElement: true,
      summary: 'What every widget in the widget frame shares: the frame\'s parts.',
      description: 'Not a tag: each widget element that renders the widget frame extends it (its `superclass`), and has these parts besides its own.',
      superclass: reference(WIDGET_BASE),
      cssParts: parts,
    },
  ];
}

// Everything but the methods, which the analyzer reads from the class bodies (the cashier's pause(), ...).
const DECLARATIONS = [...(await Promise.all(ELEMENTS.map(declarationOf)).catch(fail)), configDeclarationOf(PLATFORM_ELEMENT)];

// The custom element callbacks are the browser's to call, not the page's.
const CALLBACKS = new Set(['connectedCallback', 'disconnectedCallback', 'adoptedCallback', 'attributeChangedCallback']);
const isPublic = (member) => !member.static && member.privacy !== 'private' && member.privacy !== 'protected' && !member.name.startsWith('#') && !CALLBACKS.has(member.name);
const methodsOf = (declaration) =>
  (declaration?.members ?? []).filter((member) => member.kind === 'method' && isPublic(member)).map(({ kind, name, description, parameters, return: returns }) => ({
    kind, name, ...(description ? { description } : {}), ...(parameters ? { parameters } : {}), ...(returns ? { return: returns } : {}),
  }));

export default {
  globs: ['elements/casino-*.ts'],
  exclude: ['elements/runtime/casino-api.ts'],
  outdir: '.',
  dependencies: false,
  packagejson: false,
  plugins: [
    {
      name: 'casino-elements',
      packageLinkPhase({ customElementsManifest }) {
        const analyzed = new Map();
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) if (declaration.kind === 'class') analyzed.set(declaration.name, declaration);
        }
        const declarations = DECLARATIONS.map((declaration) => ({ ...declaration, members: [...declaration.members, ...methodsOf(analyzed.get(declaration.name))] }));
        // Every element has a definition: a tag the analyzer found without one is a file this generator does not know.
        for (const declaration of analyzed.values()) {
          if (declaration.customElement && declaration.tagName && !declarations.some((known) => known.tagName === declaration.tagName)) {
            fail(new Error(`custom-elements.json: ${declaration.tagName} (${declaration.name}) has no definition the generator reads`));
          }
        }
        declarations.sort((a, b) => a.tagName.localeCompare(b.tagName));
        const bases = sharedDeclarations(declarations);
        customElementsManifest.modules = [{
          kind: 'javascript-module',
          path: MODULE,
          declarations: [...declarations, ...bases],
          exports: declarations.map(({ name, tagName }) => ({ kind: 'custom-element-definition', name: tagName, declaration: { name, module: MODULE } })),
        }];
      },
    },
  ],
};
