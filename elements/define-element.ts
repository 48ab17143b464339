import r2wc from '@r2wc/core';
import type { WidgetModule } from '../features/host/index.ts';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementDefinition {
  /** The widget's name: casino-<widget>. */
  readonly widget: string;
  /** The element's own attributes, by camelCase property name (kebab-case as attributes). */
  readonly attributes?: Readonly<Record<string, AttributeType>>;
  /**
   * Props that are properties only, never attributes: secrets such as a reset or unsubscribe token
   * (DESIGN.md section 2) must not be read from markup nor reflected into the DOM.
   */
  readonly properties?: readonly string[];
  /** Loads the widget's feature chunk; called when the first element of this tag connects. */
  readonly load: () => Promise<{ default: WidgetModule }>;
}

/** Attributes every widget element understands (the frame's modes and the per-element overrides). */
export const COMMON_ATTRIBUTES = {
  jurisdiction: 'string',
  locale: 'string',
  hideClose: 'boolean',
  fullScreen: 'boolean',
  noPadding: 'boolean',
  noHeader: 'boolean',
  backgroundImage: 'string',
  noReady: 'boolean',
} as const satisfies Record<string, AttributeType>;

// r2wc keeps its state under these global symbols; the subclass below reads and writes the same props.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type Props = Record<string, unknown>;
interface R2wcInstance extends HTMLElement {
  [PROPS]: Props;
  [RENDER](): void;
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (value === null) return undefined;
  switch (type) {
    case 'boolean':
      // Presence means true (<casino-signin hide-close>), as for HTML's own boolean attributes.
      return value !== 'false';
    case 'number': {
      const number = Number(value);
      return value.trim() === '' || Number.isNaN(number) ? undefined : number;
    }
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        console.warn(`[casino-elements] ignored an attribute that is not JSON: ${value}`);
        return undefined;
      }
    default:
      return value;
  }
}

interface MountContext {
  props: Props;
  mounted: { update(props: Props): void; unmount(): void } | null;
  disposed: boolean;
}

/**
 * The element runtime's renderer for r2wc: the tag is defined at once by the small entry script, while
 * React, the shared runtime and the widget's own chunk load when the first such element connects.
 */
function lazyRenderer(definition: ElementDefinition) {
  return {
    mount(container: HTMLElement, _component: unknown, props: Props): MountContext {
      const context: MountContext = { props, mounted: null, disposed: false };
      const shadowRoot = container as unknown as ShadowRoot;
      Promise.all([import('./runtime/mount.tsx'), definition.load()])
        .then(([runtime, feature]) => {
          if (context.disposed) return;
          context.mounted = runtime.mountWidget({
            shadowRoot,
            element: shadowRoot.host as HTMLElement,
            widget: definition.widget,
            module: feature.default as WidgetModule,
            props: context.props,
          });
        })
        .catch((error: unknown) => console.error(`[casino-elements] casino-${definition.widget} failed to load`, error));
      return context;
    },
    update(context: MountContext, props: Props) {
      context.props = { ...props };
      context.mounted?.update(context.props);
    },
    unmount(context: MountContext) {
      context.disposed = true;
      context.mounted?.unmount();
    },
  };
}

/** Builds the element class of a widget: typed attributes, an open shadow root, lazy rendering. */
export function createElementClass(definition: ElementDefinition): CustomElementConstructor {
  const attributes: Record<string, AttributeType> = { ...COMMON_ATTRIBUTES, ...definition.attributes };
  const byAttribute = new Map(Object.entries(attributes).map(([prop, type]) => [kebab(prop), { prop, type }]));
  const Base = r2wc(definition.load as never, { shadow: 'open', props: attributes as never }, lazyRenderer(definition) as never);

  // r2wc ignores empty and removed attributes (so <x hide-close> and removing an override would not
  // take effect): every attribute is parsed here instead, including at construction.
  const Element = class extends Base {
    constructor() {
      super();
      const self = this as unknown as R2wcInstance;
      for (const [name, { prop, type }] of byAttribute) {
        self[PROPS][prop] = parseAttribute(type, this.getAttribute(name));
      }
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const attribute = byAttribute.get(name);
      if (!attribute) return;
      const self = this as unknown as R2wcInstance;
      self[PROPS][attribute.prop] = parseAttribute(attribute.type, value);
      self[RENDER]();
    }
  };
  for (const name of definition.properties ?? []) {
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInstance) {
        return this[PROPS][name];
      },
      set(this: R2wcInstance, value: unknown) {
        this[PROPS][name] = value;
        this[RENDER]();
      },
    });
  }
  return Element;
}

/** Defines a tag once: a second copy of the library on the page leaves the first one's definition. */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, constructor);
}
