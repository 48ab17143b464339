'use client';
/**
 * casino-elements/react: a React component per element, made by @lit/react's createComponent. Each sets what
 * it is given as the element's properties (not attributes: a secret never reaches the DOM, an object stays an
 * object) and attaches its `on…` props as listeners of the typed `casino-…` events, in a layout effect: so
 * after hydration too, where React 19 attaches no `oncasino-…` handler to a custom element, and in React 18,
 * which sets every prop of a custom element as an attribute.
 *
 * Why @lit/react rather than our own: it is maintained by the Lit team for exactly this (properties against
 * attributes, events, refs, server rendering without touching the DOM), supports React 17 to 19, has no
 * dependencies, and is about 1 kB; it is bundled into dist/react.js, so it adds no dependency either.
 *
 * `<CasinoSignIn hideClose onSignedIn={(event) => event.detail.userId} />`
 *
 * The components themselves are added by the build, one per element: <casino-platform>'s and one per row of the
 * widget table (scripts/react-components.mjs writes `export const CasinoSignIn = wrap(CasinoSignInElement,
 * 'CasinoSignIn', [its events]);` and its declaration), so a new widget has its component with no line here.
 */
import * as React from 'react';
import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import type { CasinoEventMap, CasinoEventName } from './index.ts';
import { COMMON_EVENTS } from './runtime/element-definition.ts';

type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;
/** The React prop of an event: casino-signed-in -> onSignedIn. */
export type EventProp<N extends string> = N extends `casino-${infer Rest}` ? `on${Pascal<Rest>}` : never;

type CommonEvent = 'casino-ready' | 'casino-close' | 'casino-error' | 'casino-funnel';
// Spelled out (the declarations must not name the module-private COMMON_EVENTS), and kept equal to it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const commonEventsAgree: Same<CommonEvent, (typeof COMMON_EVENTS)[number]> = true;
void commonEventsAgree;
type EventsOf<C> = C extends { readonly definition: { readonly events: readonly (infer N extends CasinoEventName)[] } } ? N | CommonEvent : never;
/** The events of an element class, as createComponent takes them: `{ onSignedIn: 'casino-signed-in' }`, typed. */
export type ComponentEvents<C> = { [N in EventsOf<C> as EventProp<N>]: EventName<CasinoEventMap[N]> };

type ElementClass = { new (): HTMLElement; readonly definition: { readonly tag: string } };

const eventProp = (name: string): string =>
  `on${name.slice('casino-'.length).split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;

// A widget's own events come from the build, from its definition's source: the library's bundle leaves the list out
// of the definition (scripts/strip-element-docs.mjs). The page-configuring element has none, nor the common ones.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the components the build adds call it (scripts/react-components.mjs)
function wrap<C extends ElementClass>(elementClass: C, displayName: string, events?: readonly string[]): ReactWebComponent<InstanceType<C>, ComponentEvents<C>> {
  const { tag } = elementClass.definition;
  const names = events ? [...COMMON_EVENTS, ...events] : [];
  return createComponent({
    react: React,
    tagName: tag,
    elementClass: elementClass as unknown as { new (): InstanceType<C> },
    events: Object.fromEntries(names.map((name) => [eventProp(name), name])) as ComponentEvents<C>,
    displayName,
  });
}
