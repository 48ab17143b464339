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
 * A tag's prop lines, the same for every framework: an attribute whose name is not its field's (kebab-case, as
 * written in markup) and each field with its element type, read as `HTMLElementTagNameMap[<tag>]` (`tag` is the
 * text put there: the tag quoted, or a type parameter). The handlers are each framework's (its name for them).
 */
function propLines(element, tag = quote(element.tagName)) {
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
    lines.push(docComment(field.description, '  ') + `  ${quote(field.name)}?: HTMLElementTagNameMap[${tag}][${quote(field.name)}];`);
  }
  return lines;
}

/** Vue's handler prop for an event: `casino-tab-change` -> `onCasinoTabChange` (what `@casino-tab-change` compiles to). */
const vueHandler = (event) => `on${event.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase())}`;

/** The type name of a tag's props in a framework's file: CasinoSignInElement -> CasinoSignInProps, CasinoSignInVueProps. */
const typeName = (element, suffix) => `${element.name.replace(/Element$/, '')}${suffix}`;

const HEADER = '// Generated from custom-elements.json by scripts/integration-types.mjs: do not edit.';
const GENERIC_TAG = 'T';

/**
 * dist/types/element-props.d.ts: what the React, Vue and Svelte types share, declared once (no framework's types
 * imported): every tag's attributes and properties, the events each tag fires, and a handler of every event with
 * its description as React 19 and Svelte 5 name it (vue.d.ts and svelte.d.ts hold Vue's and Svelte 4's names). A
 * framework's props of a tag pick the handlers of the tag's events, so each description is written once per name.
 * The props every widget takes (its common attributes) are one generic type rather than a copy per tag.
 */
function sharedTypes() {
  const raw = manifest.modules.flatMap((module) => module.declarations ?? []);
  const isWidget = (element) => Boolean(raw.find((declaration) => declaration.tagName === element.tagName)?.superclass?.module);
  const widgets = elements.filter(isWidget);
  const generic = widgets.map((element) => propLines(element, GENERIC_TAG));
  const common = (generic[0] ?? []).filter((line) => generic.every((lines) => lines.includes(line)));
  const commonEvents = (widgets[0]?.events ?? []).map((event) => event.name).filter((name) => widgets.every((element) => element.events.some((event) => event.name === name)));
  const union = (names) => (names.length ? names.map(quote).join(' | ') : 'never');
  const ownProps = (element) => {
    const own = isWidget(element) ? propLines(element, GENERIC_TAG).map((line, index) => (common.includes(line) ? null : propLines(element)[index])).filter(Boolean) : propLines(element);
    const body = own.length ? `{\n${own.map((line) => line.replace(/^ {2}/gm, '    ')).join('\n')}\n  }` : '';
    return isWidget(element) ? (body ? `CasinoWidgetProps<${quote(element.tagName)}> & ${body}` : `CasinoWidgetProps<${quote(element.tagName)}>`) : body || '{}';
  };
  const ownEvents = (element) => {
    const names = (element.events ?? []).map((event) => event.name);
    if (!isWidget(element)) return union(names);
    const rest = names.filter((name) => !commonEvents.includes(name));
    return rest.length ? `CasinoWidgetEvent | ${union(rest)}` : 'CasinoWidgetEvent';
  };
  return `${HEADER}
// What the React, Vue and Svelte types of the casino-* tags share (react.d.ts, vue.d.ts, svelte.d.ts), declared
// once: each framework's file adds its own attributes, and its handlers where it names them otherwise.
import type { CasinoEventMap } from './index.js';

/** The event a handler receives: the library's typed event, or a plain CustomEvent for one it does not describe. */
export type CasinoEvent<K extends string> = K extends keyof CasinoEventMap ? CasinoEventMap[K] : CustomEvent<unknown>;

/** The widget tags (every tag but <casino-platform>, which renders nothing). */
export type CasinoWidgetTag = ${union(widgets.map((element) => element.tagName))};

/** The attributes and properties every widget takes. */
export type CasinoWidgetProps<${GENERIC_TAG} extends CasinoWidgetTag> = {
${common.join('\n')}
};

/**
 * By tag, its attributes and properties as a framework sets them: an attribute whose name is not its field's as
 * written in markup (a boolean, a number or a string), and every field by its name with the element's own type.
 */
export interface CasinoTagProps {
${elements.map((element) => `${docComment(element.summary, '  ')}  ${quote(element.tagName)}: ${ownProps(element)};`).join('\n')}
}

/** The events every widget fires. */
export type CasinoWidgetEvent = ${union(commonEvents)};

/** By tag, the events it fires: a handler each, named as the framework names it. */
export interface CasinoTagEvents {
${elements.map((element) => `  ${quote(element.tagName)}: ${ownEvents(element)};`).join('\n')}
}

/** A handler of every event a tag fires, as React 19 and Svelte 5 name it: \`on<event name>\`, name unchanged. */
export interface CasinoEventHandlers {
${handlerLines((name) => `on${name}`)}
}
`;
}

/** Every event any tag fires, once: a handler each, named by \`handlerName\`, with the event's description. */
function handlerLines(handlerName) {
  const events = new Map();
  for (const element of elements) for (const event of element.events ?? []) if (!events.has(event.name)) events.set(event.name, event);
  return [...events.values()].map((event) => `${docComment(event.description, '  ')}  ${quote(handlerName(event.name))}?: (event: CasinoEvent<${quote(event.name)}>) => void;`).join('\n');
}

const SHARED_IMPORT = "import type { CasinoEvent, CasinoEventHandlers, CasinoTagEvents, CasinoTagProps } from './element-props.js';";
const SHARED_EXPORT = "export type { CasinoEvent, CasinoEventHandlers, CasinoTagEvents, CasinoTagProps, CasinoWidgetEvent, CasinoWidgetProps, CasinoWidgetTag } from './element-props.js';";

function reactTypes() {
  return `${HEADER}
// React 19 types for the casino-* tags: import 'casino-elements/react' once (a .d.ts or your entry file).
// The same entry's components (<CasinoSignIn hideClose onSignedIn={…}>, elements/react-components.ts) come first.
// Each tag's attributes, properties and events are declared once, in element-props.d.ts.
import type { HTMLAttributes, ReactNode, RefAttributes } from 'react';
${SHARED_IMPORT}
export * from './react-components.js';
${SHARED_EXPORT}

/** A tag's own props over React's common ones (its own win where a name is shared); \`class\` as React 19 passes it to custom elements. */
export type CasinoElementProps<T extends keyof HTMLElementTagNameMap, Own> = Omit<HTMLAttributes<HTMLElementTagNameMap[T]>, keyof Own> &
  RefAttributes<HTMLElementTagNameMap[T]> & { children?: ReactNode; class?: string } & Own;

/** A tag's attributes and properties, and a handler per event it fires: React 19 calls an \`on<event name>\` prop of a custom element, name unchanged. */
export type CasinoReactTagProps<T extends keyof CasinoTagProps> = CasinoTagProps[T] & Pick<CasinoEventHandlers, Extract<keyof CasinoEventHandlers, \`on\${CasinoTagEvents[T]}\`>>;

${elements.map((element) => `export type ${typeName(element, 'Props')} = CasinoElementProps<${quote(element.tagName)}, CasinoReactTagProps<${quote(element.tagName)}>>;`).join('\n')}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements.map((element) => `      ${quote(element.tagName)}: ${typeName(element, 'Props')};`).join('\n')}
    }
  }
}
`;
}

function vueTypes() {
  return `${HEADER}
// Vue 3 types for the casino-* tags: import 'casino-elements/vue' once (a .d.ts or your entry file), and tell the
// template compiler they are custom elements (compilerOptions.isCustomElement), so Vue does not resolve them.
// Each tag's attributes, properties and events are declared once, in element-props.d.ts.
import type { DefineComponent } from 'vue';
${SHARED_IMPORT}
${SHARED_EXPORT}

/** A tag as Vue's type checker sees it: a component whose props are the element's attributes, properties and event handlers. */
export type CasinoVueElement<Props> = DefineComponent<Props>;

/** A handler of every event a tag fires, in Vue's casing: \`@casino-tab-change\` in a template compiles to \`onCasinoTabChange\`. */
export interface CasinoVueEventHandlers {
${handlerLines(vueHandler)}
}

/** An event's name in Vue's handler casing: casino-tab-change -> CasinoTabChange. */
export type CasinoPascalCase<S extends string> = S extends \`\${infer Head}-\${infer Tail}\` ? \`\${Capitalize<Head>}\${CasinoPascalCase<Tail>}\` : Capitalize<S>;

/**
 * A tag's attributes and properties, an \`on<Event>\` handler per event it fires in Vue's own casing
 * (\`@casino-tab-change\` in a template and \`onCasinoTabChange\` in a render function), and its class names.
 */
export type CasinoVueTagProps<T extends keyof CasinoTagProps> = CasinoTagProps[T] & Pick<CasinoVueEventHandlers, Extract<keyof CasinoVueEventHandlers, \`on\${CasinoPascalCase<CasinoTagEvents[T]>}\`>> & {
  /** The element's class names. */
  class?: string;
};

${elements.map((element) => `export type ${typeName(element, 'VueProps')} = CasinoVueTagProps<${quote(element.tagName)}>;`).join('\n')}

declare module 'vue' {
  interface GlobalComponents {
${elements.map((element) => `    ${quote(element.tagName)}: CasinoVueElement<${typeName(element, 'VueProps')}>;`).join('\n')}
  }
}
`;
}

function svelteTypes() {
  return `${HEADER}
// Svelte 4.2+ and 5 types for the casino-* tags, checked by svelte-check and the Svelte language server: add
// \`import type {} from 'casino-elements/svelte';\` to a .d.ts of the app (or \`"types": ["casino-elements/svelte"]\`).
// Each tag's attributes, properties and events are declared once, in element-props.d.ts.
import type { HTMLAttributes } from 'svelte/elements';
${SHARED_IMPORT}
${SHARED_EXPORT}

/** A tag's own props over Svelte's common attributes (its own win where a name is shared). */
export type CasinoSvelteProps<T extends keyof HTMLElementTagNameMap, Own> = Omit<HTMLAttributes<HTMLElementTagNameMap[T]>, keyof Own> & Own;

/**
 * A tag's attributes and properties, and two handlers per event it fires: as Svelte 5 writes them, \`on<event name>\`
 * (\`oncasino-signed-in\`), and as Svelte 4 does, \`on:<event name>\`.
 */
export type CasinoSvelteTagProps<T extends keyof CasinoTagProps> = CasinoTagProps[T] &
  Pick<CasinoEventHandlers, Extract<keyof CasinoEventHandlers, \`on\${CasinoTagEvents[T]}\`>> &
  Pick<CasinoSvelte4EventHandlers, Extract<keyof CasinoSvelte4EventHandlers, \`on:\${CasinoTagEvents[T]}\`>>;

/** A handler of every event a tag fires, as Svelte 4 names it: \`on:<event name>\`. */
export interface CasinoSvelte4EventHandlers {
${handlerLines((name) => `on:${name}`)}
}

${elements.map((element) => `export type ${typeName(element, 'SvelteProps')} = CasinoSvelteProps<${quote(element.tagName)}, CasinoSvelteTagProps<${quote(element.tagName)}>>;`).join('\n')}

declare module 'svelte/elements' {
  export interface SvelteHTMLElements {
${elements.map((element) => `    ${quote(element.tagName)}: ${typeName(element, 'SvelteProps')};`).join('\n')}
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

writeFileSync('dist/types/element-props.d.ts', sharedTypes());
writeFileSync('dist/types/react.d.ts', reactTypes());
writeFileSync('dist/types/vue.d.ts', vueTypes());
writeFileSync('dist/types/svelte.d.ts', svelteTypes());
writeFileSync('dist/html-custom-data.json', JSON.stringify(htmlCustomData()));
writeFileSync('dist/web-types.json', JSON.stringify(webTypes()));
writeFileSync('custom-elements.json', JSON.stringify(manifest));
