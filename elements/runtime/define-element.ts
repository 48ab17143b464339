import {
  COMMON_ATTRIBUTES, formatAttribute, kebab, parseAttribute,
  type AttributeSpec, type ConfigElementDefinition, type ConfigElementProps, type WidgetDefinition, type WidgetProps,
} from './element-definition.ts';
import { loadCatalog } from '../../i18n/catalogs.ts';
import { pageLocale } from './page-locale.ts';
import { prepareLoadFailure, showLoadFailure, LOAD_ATTEMPTS } from './load-failure.ts';
import type { WidgetModule } from '../../features/toolkit/host/index.ts';

export { attribute, property, widgetDefinition, type WidgetDefinition, type WidgetProps } from './element-definition.ts';

type Props = Record<string, unknown>;

interface Mounted {
  update(props: Props): void;
  unmount(): void;
}

/** The class of a widget element: an HTMLElement with a typed field per attribute and property. */
export type WidgetElementClass<D extends WidgetDefinition> = {
  new (): HTMLElement & WidgetProps<D>;
  readonly definition: D;
  readonly observedAttributes: string[];
};

// Whether a widget element of this copy has connected: a signed-in page without one (the library loaded for
// the session services alone) reads nothing early for widgets (elements/runtime/session-services.ts).
let widgetConnected = false;
export const hasConnectedWidget = (): boolean => widgetConnected;

/**
 * The base of every element: HTMLElement in a browser, a plain class on a server (Node, a framework's server
 * bundle), where importing the package must throw nothing. defineElement defines nothing there.
 */
const ElementBase: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement);

/**
 * The names an attribute of this prop may arrive under besides its kebab-case one: the prop's name lower-cased,
 * as a framework writes a property it sets before the element upgrades (React, Svelte, Vue without `.prop`:
 * `hideClose` becomes `hideclose`).
 */
const lowerCaseAlias = (prop: string): string | null => (prop.toLowerCase() !== kebab(prop) ? prop.toLowerCase() : null);

/**
 * Builds the element class of a widget from its definition: an open shadow root, a property per
 * attribute (reflected) and per secret (never reflected), and lazy rendering: the tag is defined at once
 * by the small entry script, while React, the shared runtime and the widget's own chunk load when the
 * first such element connects.
 *
 * Our own small base rather than @r2wc/core: r2wc ignores empty and removed attributes
 * (`<casino-signin hide-close>`, removing an override), reflects every property it knows (a secret must
 * never be), and drops a property set before the tag was defined; the fixes needed its internal symbols.
 */
export function createElementClass<const D extends WidgetDefinition>(definition: D): WidgetElementClass<D> {
  const attributes: Record<string, AttributeSpec> = { ...COMMON_ATTRIBUTES, ...definition.attributes };
  const byAttribute = new Map(Object.entries(attributes).map(([prop, spec]) => [kebab(prop), { prop, spec }]));
  const secrets = Object.keys(definition.properties ?? {});
  const names = [...Object.keys(attributes), ...secrets];
  // Lower-case aliases of attributes, and secrets that a framework wrote as attributes (read once, then removed:
  // a secret never stays in the DOM).
  const aliases = new Map(Object.keys(attributes).flatMap((prop) => {
    const alias = lowerCaseAlias(prop);
    return alias ? [[alias, prop] as const] : [];
  }));
  const secretAttributes = new Map(secrets.flatMap((prop) => [...new Set([prop.toLowerCase(), kebab(prop)])].map((name) => [name, prop] as const)));

  class WidgetElement extends ElementBase {
    static readonly definition = definition;

    static {
      // A typed field per attribute and per property (WidgetProps<D> describes them to TypeScript).
      for (const name of names) {
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: WidgetElement) {
            return this.#props[name];
          },
          set(this: WidgetElement, value: unknown) {
            this.#set(name, value);
          },
        });
      }
    }

    static get observedAttributes(): string[] {
      return [...byAttribute.keys(), ...aliases.keys(), ...secretAttributes.keys()];
    }

    /** Starts loading what the first render needs before the element connects (a modal on its way). */
    static preload(): void {
      loadCatalog(pageLocale.read(), definition.tag.slice('casino-'.length)).catch(() => undefined);
      Promise.all([import('./mount.tsx'), definition.load()]).catch(() => undefined);
    }

    readonly #props: Props = {};
    /** Attribute-backed values set before the upgrade, reflected once the element may have attributes. */
    readonly #unreflected = new Set<string>();
    #mounted: Mounted | null = null;
    readonly #internals: ElementInternals;
    #loading = false;
    #connected = false;
    /** Loads that failed in a row: how long the next try waits. */
    #failures = 0;

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
      // The runtime sets its state `rendered` once it has rendered; until then the page's stylesheet
      // (dist/casino-elements.css, :not(:state(rendered))) holds its space, so nothing around it jumps.
      this.#internals = this.attachInternals();
      for (const [name, { prop, spec }] of byAttribute) this.#props[prop] = parseAttribute(spec, this.getAttribute(name));
      // A property set before the library loaded is an own property of the plain element that hides our
      // accessor: take its value over (the "upgrade property" pattern) rather than lose it.
      for (const name of names) {
        if (!Object.hasOwn(this, name)) continue;
        const value = (this as unknown as Props)[name];
        delete (this as unknown as Props)[name];
        this.#props[name] = value;
        if (Object.hasOwn(attributes, name)) this.#unreflected.add(name);
      }
    }

    connectedCallback(): void {
      this.#connected = widgetConnected = true;
      // An element may not get attributes in its constructor; an early property is reflected here.
      for (const name of this.#unreflected) this.#reflect(name, this.#props[name]);
      this.#unreflected.clear();
      this.#render();
    }

    disconnectedCallback(): void {
      this.#connected = false;
      this.#mounted?.unmount();
      this.#mounted = null;
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const secret = secretAttributes.get(name);
      if (secret) {
        // Taken as the property it names and removed at once (its removal calls back here with null).
        if (value === null) return;
        this.removeAttribute(name);
        this.#props[secret] = value;
        this.#render();
        return;
      }
      const prop = aliases.get(name);
      const attribute = prop ? { prop, spec: attributes[prop]! } : byAttribute.get(name);
      if (!attribute) return;
      // A removed lower-case alias leaves the kebab-case attribute's value, if it has one.
      this.#props[attribute.prop] = parseAttribute(attribute.spec, prop && value === null ? this.getAttribute(kebab(prop)) : value);
      this.#render();
    }

    #set(name: string, value: unknown): void {
      // An attribute-backed prop goes through its attribute (attributeChangedCallback renders); a secret never does.
      if (Object.hasOwn(attributes, name) && this.#reflect(name, value)) return;
      this.#props[name] = value;
      this.#render();
    }

    /** Sets the attribute for a prop; false when the attribute already says so (then nothing changes). */
    #reflect(name: string, value: unknown): boolean {
      const spec = attributes[name]!;
      const text = formatAttribute(spec, value);
      const attributeName = kebab(name);
      if (this.getAttribute(attributeName) === text) {
        // Same text, yet maybe a value the text cannot carry (an object for a JSON attribute): keep it.
        this.#props[name] = value ?? undefined;
        return false;
      }
      if (text === null) this.removeAttribute(attributeName);
      else this.setAttribute(attributeName, text);
      return true;
    }

    #render(): void {
      if (!this.#connected) return;
      if (this.#mounted) {
        this.#mounted.update({ ...this.#props });
        return;
      }
      if (this.#loading) return;
      this.#loading = true;
      const shadowRoot = this.shadowRoot!;
      // Everything the first render needs starts now, side by side: the runtime, the widget's chunk (the
      // build adds their static imports to each import(), see scripts/preload-imports.mjs) and the catalog,
      // which the runtime would otherwise ask for only once React has run.
      const widget = definition.tag.slice('casino-'.length);
      loadCatalog((this.#props.locale as string | undefined) ?? pageLocale.read(this.#props.jurisdiction as string | undefined), widget).catch(() => undefined);
      Promise.all([import('./mount.tsx'), definition.load(this.#props)])
        .then(([runtime, feature]) => runtime.readyToMount(this.#props.locale as string | undefined, this.#props.jurisdiction as string | undefined, widget).then(() => [runtime, feature] as const))
        .then(([runtime, feature]) => {
          this.#loading = false;
          if (!this.#connected || this.#mounted) return;
          this.#mounted = runtime.mountWidget({
            shadowRoot,
            element: this,
            // Or their stand-in where the browser has none (runtime/custom-states.ts, in the widget kit, not the entry).
            states: runtime.customStates(this.#internals, this),
            widget,
            // A WidgetModule: widgetDefinition checked the loader against it (its type here names no React).
            module: feature.default as WidgetModule,
            props: { ...this.#props },
          });
        })
        .catch((error: unknown) => {
          this.#loading = false;
          console.error(`[casino-elements] ${definition.tag} failed to load`, error);
          // A file that did not arrive (a dropped connection) is asked for again, after 1, 2, 4 s: the browser
          // keeps no failed module, so the same import fetches anew, and a blip does not leave the player an
          // empty space. After LOAD_ATTEMPTS the player sees why and a button that tries again, rather than an
          // empty space retried for ever. It stops once mounted, and while the element is out of the page.
          if (++this.#failures < LOAD_ATTEMPTS) {
            // The notice's texts in the page's language, fetched now: by the last attempt they are here.
            void prepareLoadFailure();
            setTimeout(() => this.#render(), 1000 * 2 ** (this.#failures - 1));
            return;
          }
          showLoadFailure(shadowRoot, (this.#props.locale as string | undefined) ?? pageLocale.read(), () => {
            this.#failures = 0;
            this.#render();
          });
        });
    }
  }

  // The accessors above are what the definition's WidgetProps describe; TypeScript cannot see defineProperty.
  return WidgetElement as unknown as WidgetElementClass<D>;
}

/** The class of the page-configuring element: an HTMLElement with a typed field per attribute. */
export type ConfigElementClass<D extends ConfigElementDefinition> = {
  new (): HTMLElement & ConfigElementProps<D>;
  readonly definition: D;
  readonly observedAttributes: string[];
};

/** Options as the attributes give them: trimmed text, or a number for a number attribute. */
export type ConfigChange = Record<string, string | number>;

/**
 * Builds the class of an element that configures the page (`<casino-platform>`) from its definition: a
 * property per attribute that reads and writes the attribute, so a property configures exactly like the
 * attribute. It is hidden and renders nothing; once connected, it hands `apply` every option it holds,
 * then each one that changes. An empty or removed attribute changes nothing (the option keeps its value).
 */
export function createConfigElementClass<const D extends ConfigElementDefinition>(definition: D, apply: (change: ConfigChange) => void): ConfigElementClass<D> {
  const specs = definition.attributes as Readonly<Record<string, AttributeSpec>>;
  const byAttribute = new Map(Object.entries(specs).map(([prop, spec]) => [kebab(prop), { prop, spec }]));

  function collect(change: ConfigChange, attributeName: string, value: string | null): void {
    const known = byAttribute.get(attributeName);
    if (!known || value === null || value.trim() === '') return;
    if (known.spec.type !== 'number') {
      change[known.prop] = value.trim();
      return;
    }
    const number = Number(value);
    if (Number.isFinite(number) && number >= 0) change[known.prop] = number;
    else console.warn(`[casino-elements] <${definition.tag} ${attributeName}> must be a number; got "${value}"`);
  }

  class ConfigElement extends ElementBase {
    static readonly definition = definition;

    static {
      for (const [attributeName, { prop, spec }] of byAttribute) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: ConfigElement) {
            return parseAttribute(spec, this.getAttribute(attributeName));
          },
          set(this: ConfigElement, value: unknown) {
            const text = formatAttribute(spec, value);
            if (text === null) this.removeAttribute(attributeName);
            else this.setAttribute(attributeName, text);
          },
        });
      }
    }

    static get observedAttributes(): string[] {
      return [...byAttribute.keys()];
    }

    /** Properties set before the library loaded, set as attributes once the element may have them. */
    readonly #early = new Map<string, unknown>();

    constructor() {
      super();
      // Hidden by its own shadow root's style, not by the `hidden` attribute: an attribute the server did not
      // render would be a hydration mismatch in React.
      this.attachShadow({ mode: 'open' }).adoptedStyleSheets = [hiddenHost()];
      // The "upgrade property" pattern, as for widgets: an early value hides our accessor; take it over.
      for (const { prop } of byAttribute.values()) {
        if (!Object.hasOwn(this, prop)) continue;
        this.#early.set(prop, (this as unknown as Record<string, unknown>)[prop]);
        delete (this as unknown as Record<string, unknown>)[prop];
      }
    }

    connectedCallback(): void {
      for (const [prop, value] of this.#early) (this as unknown as Record<string, unknown>)[prop] = value;
      this.#early.clear();
      const change: ConfigChange = {};
      for (const attributeName of byAttribute.keys()) collect(change, attributeName, this.getAttribute(attributeName));
      apply(change);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      if (!this.isConnected) return;
      const change: ConfigChange = {};
      collect(change, name, value);
      apply(change);
    }
  }

  // The accessors above are what ConfigElementProps<D> describes; TypeScript cannot see defineProperty.
  return ConfigElement as unknown as ConfigElementClass<D>;
}

let hiddenHostSheet: CSSStyleSheet | null = null;
function hiddenHost(): CSSStyleSheet {
  if (!hiddenHostSheet) {
    hiddenHostSheet = new CSSStyleSheet();
    hiddenHostSheet.replaceSync(':host { display: none !important; }');
  }
  return hiddenHostSheet;
}

/** Defines a tag once: a second copy of the library on the page leaves the first one's definition. */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, constructor);
}
