/**
 * The one definition of each element: its tag, its attributes (camelCase property <-> kebab-case
 * attribute, type, description) and, for a widget, its properties-only secrets and its events. From it follow the element
 * class's typed fields (define-element.ts), the props its widget component gets (checked against the
 * feature's props type), and its entry in custom-elements.json (custom-elements-manifest.config.mjs).
 * `<casino-platform>`, which renders nothing, has a smaller definition of the same kind (ConfigElementDefinition).
 * No DOM here: the manifest generator reads the definitions in node.
 */
import type { PlatformConfigKey } from '../../adapters/contract.ts';
import type { CasinoEventName } from '../../features/toolkit/events/index.ts';
import type { CommonWidgetProps, WidgetModule } from '../../features/toolkit/host/index.ts';

interface Described {
  /** What it does, for the manifest and editors. */
  readonly description: string;
}
export interface StringAttribute extends Described {
  readonly type: 'string';
}
export interface NumberAttribute extends Described {
  readonly type: 'number';
}
/** Present means true (`<casino-signin hide-close>`), as for HTML's own boolean attributes; "false" means false. */
export interface BooleanAttribute extends Described {
  readonly type: 'boolean';
}
/** JSON text, turned into a value by `parse` (which drops what is not of the expected shape). */
export interface JsonAttribute<T> extends Described {
  readonly type: 'json';
  /** The TypeScript type, as the manifest shows it. */
  readonly typeText: string;
  readonly parse: (raw: unknown) => T | undefined;
}
export type AttributeSpec = StringAttribute | NumberAttribute | BooleanAttribute | JsonAttribute<unknown>;
export type AttributeType = AttributeSpec['type'];

/** A property that is never an attribute: secrets (reset and sign-up tokens, codes) never go into the markup. */
export interface PropertySpec extends Described {
  readonly type: 'string';
}

export const attribute = {
  string: (description: string): StringAttribute => ({ type: 'string', description }),
  number: (description: string): NumberAttribute => ({ type: 'number', description }),
  boolean: (description: string): BooleanAttribute => ({ type: 'boolean', description }),
  json: <T>(description: string, typeText: string, parse: (raw: unknown) => T | undefined): JsonAttribute<T> => ({ type: 'json', description, typeText, parse }),
};

export const property = {
  secret: (description: string): PropertySpec => ({ type: 'string', description }),
};

type AttributeValue<S> = S extends JsonAttribute<infer T> ? T : S extends NumberAttribute ? number : S extends BooleanAttribute ? boolean : string;

export type AttributeProps<A> = { -readonly [K in keyof A]?: AttributeValue<A[K]> };
export type PropertyProps<P> = { -readonly [K in keyof P]?: string };

/**
 * Attributes every widget element understands (the frame's modes and the per-element overrides),
 * documented once here for every element.
 */
export const COMMON_ATTRIBUTES = {
  jurisdiction: attribute.string('mga (default), sga, es, ukgc: overrides the page\'s jurisdiction for this element, live.'),
  locale: attribute.string('en (default; es-ES in the es jurisdiction when no locale is named), en-US, nb, fi, pl-PL, th-TH, sv, es-ES: overrides the page\'s language for this element, live.'),
  hideClose: attribute.boolean('Hides the close button (always shown in a modal).'),
  fullScreen: attribute.boolean('Fills its container (no maximum size, no rounded corners).'),
  noPadding: attribute.boolean('No inner padding.'),
  noHeader: attribute.boolean('No title bar (the title stays for assistive technology).'),
  backgroundImage: attribute.string('Address of an image behind the widget: https:, or an address of this site; anything else is ignored.'),
  noReady: attribute.boolean('Does not emit casino-ready.'),
} as const;

/** Events every widget element emits. */
export const COMMON_EVENTS = ['casino-ready', 'casino-close', 'casino-error', 'casino-funnel'] as const satisfies readonly CasinoEventName[];

/** What the definition of every element has: its tag, its words for the manifest and its attributes. */
interface ElementDefinition {
  /** casino-<widget>: for a widget, what follows `casino-` is its name, which the runtime passes to its feature. */
  readonly tag: `casino-${string}`;
  /** One sentence for the manifest's summary. */
  readonly summary: string;
  /** More on what it does. */
  readonly description?: string;
  /** Its attributes, by camelCase property name (kebab-case as attributes). */
  readonly attributes: Readonly<Record<string, AttributeSpec>>;
}

export interface WidgetDefinition extends ElementDefinition {
  /** Its own attributes, by camelCase property name (kebab-case as attributes); the common ones are added. */
  readonly attributes: Readonly<Record<string, AttributeSpec>>;
  readonly properties?: Readonly<Record<string, PropertySpec>>;
  /** The events it emits besides the common ones (casino-ready, casino-close, casino-error). */
  readonly events: readonly CasinoEventName[];
  /** It holds the payment cashier and forwards each of its messages as `casino-cashier-<name>` (every event of CashierMessages). */
  readonly cashierEvents?: boolean;
  /**
   * Loads the widget's feature chunk; called when an element of this tag first renders, with its props (a
   * widget whose first render depends on one, the account's tab, starts that part's chunk beside its own).
   */
  readonly load: WidgetLoader;
}

/**
 * A widget's feature chunk as its element holds it: the default export is the feature's WidgetModule (which
 * widgetDefinition checks), typed here without React's types. The element classes' declarations are the
 * package's public types, and a page without React (Vue, Angular, none) compiles against them.
 */
export interface LoadedWidget {
  readonly component: unknown;
  readonly styles?: string;
}
export type WidgetLoader = (props?: Readonly<Record<string, unknown>>) => Promise<{ default: LoadedWidget }>;

/** What widgetDefinition checks a loader returns: the feature's module, its component typed. */
interface FeatureLoader {
  readonly load: (props?: Readonly<Record<string, unknown>>) => Promise<{ default: WidgetModule }>;
}

/** The page's options beside the platform's, which `<casino-platform>` also sets: which links open a widget (runtime/query-trigger-setting.ts), the analytics bridge (runtime/analytics.ts). */
export type PageOptionKey = 'queryTriggers' | 'analytics';

/**
 * The definition of the element that configures the page (`<casino-platform>`): it renders nothing and
 * loads no widget, so it has no common attributes, events, parts or tokens. Each attribute is an option
 * of the platform configuration, or of the page (PageOptionKey), under the option's name.
 */
export interface ConfigElementDefinition extends ElementDefinition {
  readonly attributes: Readonly<Partial<Record<PlatformConfigKey | PageOptionKey, StringAttribute | NumberAttribute>>>;
}

/** Declares the page-configuring element (see ConfigElementDefinition); the compiler checks each attribute names an option. */
export function configElementDefinition<const D extends ConfigElementDefinition>(
  // An inferred D would take any extra key as its own: name the ones that are no option.
  definition: D & { readonly attributes: { readonly [K in Exclude<keyof D['attributes'], PlatformConfigKey | PageOptionKey>]: 'is not an option of PlatformConfig' } },
): D {
  return definition;
}

/** The typed fields of a configuring element: one per attribute. */
export type ConfigElementProps<D extends ConfigElementDefinition> = AttributeProps<D['attributes']>;

/** The props a widget's component gets from its element: the common attributes, its own, its properties. */
export type WidgetProps<D extends WidgetDefinition> = AttributeProps<typeof COMMON_ATTRIBUTES> &
  AttributeProps<D['attributes']> &
  PropertyProps<NonNullable<D['properties']>>;

type Mismatch<Props, D extends WidgetDefinition> = {
  readonly 'the element passes props its component does not take as typed': Exclude<
    { [K in keyof WidgetProps<D>]: K extends keyof Props ? (WidgetProps<D>[K] extends Props[K] ? never : K) : K }[keyof WidgetProps<D>],
    undefined
  >;
};

/**
 * Declares an element for a component whose props are `Props` (the feature keeps its props type): the
 * compiler checks that every attribute and property arrives as a prop of the type the component expects.
 *
 *     export const definition = widgetDefinition<DepositWidgetProps>()({ tag: 'casino-deposit', ... });
 */
export function widgetDefinition<Props extends CommonWidgetProps>() {
  // The definition comes back with `load` as a WidgetLoader, not as the feature module's own type, which names
  // React's: its declaration, and each element class's, is then free of React. Written out rather than as an
  // Omit<D, 'load'>, which a declaration would print with D's load inside.
  return <const D extends WidgetDefinition>(
    definition: D & FeatureLoader & ([WidgetProps<D>] extends [Props] ? unknown : Mismatch<Props, D>),
  ): { readonly [K in keyof D as K extends 'load' ? never : K]: D[K] } & { readonly load: WidgetLoader } => definition;
}

export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** An attribute's value as its prop; null (absent) is undefined, so removing an override restores the page's. */
export function parseAttribute(spec: AttributeSpec, value: string | null): unknown {
  if (value === null) return undefined;
  switch (spec.type) {
    case 'boolean':
      return value !== 'false';
    case 'number': {
      const number = Number(value);
      return value.trim() === '' || Number.isNaN(number) ? undefined : number;
    }
    case 'json':
      try {
        return spec.parse(JSON.parse(value));
      } catch {
        console.warn(`[casino-elements] ignored an attribute that is not JSON: ${value}`);
        return undefined;
      }
    default:
      return value;
  }
}

/** A value as attribute text: strings as they are, numbers and booleans spelled out, anything else as JSON. */
export function attributeText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? '';
}

/** A prop as its attribute's text; null removes the attribute. */
export function formatAttribute(spec: AttributeSpec, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  switch (spec.type) {
    case 'boolean':
      return value ? '' : null;
    case 'json':
      return JSON.stringify(value);
    default:
      return attributeText(value);
  }
}

/** Sets a widget's properties before it connects: known ones as properties, others as attributes. */
export function applyProps(element: HTMLElement, props: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    // Every attribute and secret of a widget is a property (define-element.ts); properties also carry values attributes cannot (objects).
    if (name in element) (element as unknown as Record<string, unknown>)[name] = value;
    else element.setAttribute(name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(), value === true ? '' : attributeText(value));
  }
}
