// Editor and framework data generated from custom-elements.json after the build, so that every tag, attribute,
// property and event an integrator sees comes from the one description the manifest already checks:
// - dist/types/react.d.ts: React 19 `JSX.IntrinsicElements` for every tag (attributes as written in HTML,
//   properties by their field names with the element's own types, `on<event>` props with the typed event);
// - dist/types/vue.d.ts: Vue 3 `GlobalComponents` for every tag (the same props, and `on<Event>` handlers in
//   Vue's own casing: `@casino-tab-change` in a template and `onCasinoTabChange` in a render function);
// - dist/types/svelte.d.ts: Svelte 4 and 5 `SvelteHTMLElements` (an augmentation of 'svelte/elements') for every
//   tag (the same props, and handlers as Svelte 5 writes them, `oncasino-signed-in`, and Svelte 4, `on:casino-signed-in`);
// - dist/html-custom-data.json: VS Code's HTML custom data (tags and attributes complete in plain HTML);
// - dist/web-types.json: JetBrains web-types (the same, with the events, parts and tokens), named in package.json.
// Each element is read with what it inherits from the classes the manifest declares once (scripts/manifest-elements.mjs).
// The JSON files are written without whitespace (tools parse them; the package is smaller), custom-elements.json
// too, which the analyzer wrote indented.
import { readFileSync, writeFileSync } from 'node:fs';
import { manifestElements } from './manifest-elements.mjs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
const elements = manifestElements(manifest);

const quote = (text) => JSON.stringify(text);
const docComment = (text, indent) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ')} */\n` : '');

/** What an attribute takes when written in markup (React 19 sets an unknown prop of a custom element as an attribute). */
function attributeValueType(text) {
  if (text === 'boolean') return 'boolean';
  if (text === 'number') return 'number | `${number}`';
  return 'string'; // strings, and JSON attributes, which are written as JSON text
}

/** The element's public fields (attributes' fields and property-only secrets), read by the element's own type. */
function fieldsOf(element) {
  return (element.members ?? []).filter((member) => member.kind === 'field' && !member.static && !member.privacy);
}

/**
 * A tag's prop lines, the same for React and Vue but for the name an event's handler takes: an attribute
 * whose name is not its field's (kebab-case), each field with its element type, and a handler per event.
 */
function propLines(element, handlerName) {
  const tag = element.tagName;
  const lines = [];
  const seen = new Set();
  for (const attribute of element.attributes ?? []) {
    if (attribute.name === attribute.fieldName) continue; // the property below covers it, with its own type
    seen.add(attribute.name);
    lines.push(docComment(attribute.description, '  ') + `  ${quote(attribute.name)}?: ${attributeValueType(attribute.type?.text)};`);
  }
  for (const field of fieldsOf(element)) {
    if (seen.has(field.name)) continue;
    seen.add(field.name);
    lines.push(docComment(field.description, '  ') + `  ${quote(field.name)}?: HTMLElementTagNameMap[${quote(tag)}][${quote(field.name)}];`);
  }
  for (const event of element.events ?? []) {
    lines.push(docComment(event.description, '  ') + `  ${quote(handlerName(event.name))}?: (event: CasinoEvent<${quote(event.name)}>) => void;`);
  }
  return lines;
}

function reactProps(element) {
  const tag = element.tagName;
  // React 19 passes `on<event name>` as the element's listener for that event, name unchanged.
  const lines = propLines(element, (event) => `on${event}`);
  const typeName = `${element.name.replace(/Element$/, '')}Props`;
  return {
    typeName,
    declaration: `${docComment(element.summary, '')}export type ${typeName} = CasinoElementProps<${quote(tag)}, {\n${lines.join('\n')}\n}>;\n`,
  };
}

function reactTypes() {
  const props = elements.map(reactProps);
  return `// Generated from custom-elements.json by scripts/integration-types.mjs: do not edit.
// React 19 types for the casino-* tags: import 'casino-elements/react' once (a .d.ts or your entry file).
// The same entry's components (<CasinoSignIn hideClose onSignedIn={…}>, elements/react-components.ts) come first.
import type { HTMLAttributes, ReactNode, RefAttributes } from 'react';
import type { CasinoEventMap } from './index.js';
export * from './react-components.js';

/** The event a handler receives: the library's typed event, or a plain CustomEvent for one it does not describe. */
export type CasinoEvent<K extends string> = K extends keyof CasinoEventMap ? CasinoEventMap[K] : CustomEvent<unknown>;

/** A tag's own props over React's common ones (its own win where a name is shared); \`class\` as React 19 passes it to custom elements. */
export type CasinoElementProps<T extends keyof HTMLElementTagNameMap, Own> = Omit<HTMLAttributes<HTMLElementTagNameMap[T]>, keyof Own> &
  RefAttributes<HTMLElementTagNameMap[T]> & { children?: ReactNode; class?: string } & Own;

${props.map((entry) => entry.declaration).join('\n')}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements.map((element, index) => `      ${quote(element.tagName)}: ${props[index].typeName};`).join('\n')}
    }
  }
}
`;
}

/** Vue's handler prop for an event: `casino-tab-change` -> `onCasinoTabChange` (what `@casino-tab-change` compiles to). */
const vueHandler = (event) => `on${event.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase())}`;

function vueProps(element) {
  const lines = propLines(element, vueHandler);
  const typeName = `${element.name.replace(/Element$/, '')}VueProps`;
  return {
    typeName,
    declaration: `${docComment(element.summary, '')}export interface ${typeName} {\n${lines.join('\n')}\n  /** The element's class names. */\n  class?: string;\n}\n`,
  };
}

function vueTypes() {
  const props = elements.map(vueProps);
  return `// Generated from custom-elements.json by scripts/integration-types.mjs: do not edit.
// Vue 3 types for the casino-* tags: import 'casino-elements/vue' once (a .d.ts or your entry file), and tell the
// template compiler they are custom elements (compilerOptions.isCustomElement), so Vue does not resolve them.
import type { DefineComponent } from 'vue';
import type { CasinoEventMap } from './index.js';

/** The event a handler receives: the library's typed event, or a plain CustomEvent for one it does not describe. */
export type CasinoEvent<K extends string> = K extends keyof CasinoEventMap ? CasinoEventMap[K] : CustomEvent<unknown>;

/** A tag as Vue's type checker sees it: a component whose props are the element's attributes, properties and event handlers. */
export type CasinoVueElement<Props> = DefineComponent<Props>;

${props.map((entry) => entry.declaration).join('\n')}
declare module 'vue' {
  interface GlobalComponents {
${elements.map((element, index) => `    ${quote(element.tagName)}: CasinoVueElement<${props[index].typeName}>;`).join('\n')}
  }
}
`;
}

function svelteProps(element) {
  // Svelte 5 listens for an `on<event name>` attribute's event, name unchanged; Svelte 4 for `on:<event name>`.
  const lines = propLines(element, (event) => `on${event}`);
  for (const event of element.events ?? []) lines.push(`  ${quote(`on:${event.name}`)}?: (event: CasinoEvent<${quote(event.name)}>) => void;`);
  const typeName = `${element.name.replace(/Element$/, '')}SvelteProps`;
  return {
    typeName,
    declaration: `${docComment(element.summary, '')}export type ${typeName} = CasinoSvelteProps<${quote(element.tagName)}, {\n${lines.join('\n')}\n}>;\n`,
  };
}

function svelteTypes() {
  const props = elements.map(svelteProps);
  return `// Generated from custom-elements.json by scripts/integration-types.mjs: do not edit.
// Svelte 4.2+ and 5 types for the casino-* tags, checked by svelte-check and the Svelte language server: add
// \`import type {} from 'casino-elements/svelte';\` to a .d.ts of the app (or \`"types": ["casino-elements/svelte"]\`).
import type { HTMLAttributes } from 'svelte/elements';
import type { CasinoEventMap } from './index.js';

/** The event a handler receives: the library's typed event, or a plain CustomEvent for one it does not describe. */
export type CasinoEvent<K extends string> = K extends keyof CasinoEventMap ? CasinoEventMap[K] : CustomEvent<unknown>;

/** A tag's own props over Svelte's common attributes (its own win where a name is shared). */
export type CasinoSvelteProps<T extends keyof HTMLElementTagNameMap, Own> = Omit<HTMLAttributes<HTMLElementTagNameMap[T]>, keyof Own> & Own;

${props.map((entry) => entry.declaration).join('\n')}
declare module 'svelte/elements' {
  export interface SvelteHTMLElements {
${elements.map((element, index) => `    ${quote(element.tagName)}: ${props[index].typeName};`).join('\n')}
  }
}
`;
}

// VS Code: https://github.com/microsoft/vscode-custom-data (version 1.1).
function htmlCustomData() {
  return {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tagName,
      description: [element.summary, element.description].filter(Boolean).join('\n\n'),
      attributes: (element.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        description: attribute.description ?? '',
        ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
        ...(attribute.values ? { values: attribute.values.map((value) => ({ name: value })) } : {}),
      })),
    })),
  };
}

/** The manifest's declarations without a tag that the elements extend (their lists declared once), by name. */
const bases = new Map(manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.customElement && !declaration.tagName).map((declaration) => [declaration.name, declaration]));
const partsOf = (declaration) => (declaration.cssParts ?? []).map((part) => ({ name: part.name, description: part.description ?? '' }));

// JetBrains: https://github.com/JetBrains/web-types (schema v2). The --casino-* tokens once, in the CSS namespace
// (completed wherever a page sets them); the parts every framed widget renders once, on an abstract element each
// such widget `extends` (as the manifest's CasinoFramedWidgetElement), beside each element's own parts.
function webTypes() {
  const tokens = new Map();
  for (const element of elements) for (const property of element.cssProperties ?? []) if (!tokens.has(property.name)) tokens.set(property.name, property);
  const abstract = [...bases.values()].filter((base) => base.cssParts?.length).map((base) => ({ name: base.name, description: base.summary ?? '', abstract: true, css: { parts: partsOf(base) } }));
  const ownOf = (element) => manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === element.tagName);
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: [...abstract, ...elements.map((element) => {
          const own = ownOf(element);
          const base = abstract.find((candidate) => candidate.name === own.superclass?.name);
          const parts = base ? partsOf(own) : partsOf(element);
          return {
            name: element.tagName,
            ...(base ? { extends: `/html/elements/${base.name}` } : {}),
            description: [element.summary, element.description].filter(Boolean).join('\n\n'),
            attributes: (element.attributes ?? []).map((attribute) => ({
              name: attribute.name,
              description: attribute.description ?? '',
              ...(attribute.type?.text === 'boolean' ? { value: { kind: 'no-value' } } : { value: { type: attribute.type?.text === 'number' ? 'number' : 'string' } }),
              ...(attribute.values ? { values: attribute.values.map((value) => ({ name: value })) } : {}),
            })),
            events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
            // ::part() names, completed in the page's CSS.
            ...(parts.length ? { css: { parts } } : {}),
          };
        })],
      },
      css: {
        properties: [...tokens.values()].sort((a, b) => (a.name < b.name ? -1 : 1)).map((property) => ({
          name: property.name, description: [property.description, property.default ? `Default: \`${property.default}\`.` : ''].filter(Boolean).join(' '),
        })),
      },
    },
  };
}

writeFileSync('dist/types/react.d.ts', reactTypes());
writeFileSync('dist/types/vue.d.ts', vueTypes());
writeFileSync('dist/types/svelte.d.ts', svelteTypes());
writeFileSync('dist/html-custom-data.json', JSON.stringify(htmlCustomData()));
writeFileSync('dist/web-types.json', JSON.stringify(webTypes()));
writeFileSync('custom-elements.json', JSON.stringify(manifest));
