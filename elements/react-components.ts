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
 */
import * as React from 'react';
import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import {
  CasinoPlatformElement, CasinoSignInElement, CasinoMessageElement, CasinoTermsElement, CasinoCashierElement, CasinoDepositElement,
  CasinoWithdrawElement, CasinoPayAndPlayElement, CasinoBonusSelectorElement, CasinoSignUpElement, CasinoActivationElement,
  CasinoGetStartedElement, CasinoAccountElement, CasinoMessageNoticeElement, CasinoForgotPasswordElement, CasinoResetPasswordElement,
  CasinoSubscriptionsElement, CasinoUnsubscribeElement, CasinoSignUpTokenElement, CasinoSourceOfWealthElement, CasinoSignInOAuthElement,
  CasinoSelfExcludeElement, CasinoResponsibleGamingTestElement, CasinoRealityCheckElement, CasinoSessionSummaryElement, CasinoRgHeaderElement,
  CasinoAboutUsElement, CasinoBonusPolicyElement, CasinoDocumentElement, CasinoLicenseLogosElement, CasinoExternalElement, CasinoChatElement,
  type CasinoEventMap, type CasinoEventName,
} from './index.ts';
import { COMMON_EVENTS } from './runtime/element-definition.ts';

type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;
/** The React prop of an event: casino-signed-in -> onSignedIn. */
export type EventProp<N extends string> = N extends `casino-${infer Rest}` ? `on${Pascal<Rest>}` : never;

type CommonEvent = 'casino-ready' | 'casino-close' | 'casino-error';
// Spelled out (the declarations must not name the module-private COMMON_EVENTS), and kept equal to it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const commonEventsAgree: Same<CommonEvent, (typeof COMMON_EVENTS)[number]> = true;
void commonEventsAgree;
type EventsOf<C> = C extends { readonly definition: { readonly events: readonly (infer N extends CasinoEventName)[] } } ? N | CommonEvent : never;
/** The events of an element class, as createComponent takes them: `{ onSignedIn: 'casino-signed-in' }`, typed. */
export type ComponentEvents<C> = { [N in EventsOf<C> as EventProp<N>]: EventName<CasinoEventMap[N]> };

type ElementClass = { new (): HTMLElement; readonly definition: { readonly tag: string; readonly events?: readonly string[] } };

const eventProp = (name: string): string =>
  `on${name.slice('casino-'.length).split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;

function wrap<C extends ElementClass>(elementClass: C, displayName: string): ReactWebComponent<InstanceType<C>, ComponentEvents<C>> {
  const { tag, events } = elementClass.definition;
  const names = events ? [...COMMON_EVENTS, ...events] : [];
  return createComponent({
    react: React,
    tagName: tag,
    elementClass: elementClass as unknown as { new (): InstanceType<C> },
    events: Object.fromEntries(names.map((name) => [eventProp(name), name])) as ComponentEvents<C>,
    displayName,
  });
}

export const CasinoPlatform = wrap(CasinoPlatformElement, 'CasinoPlatform');
export const CasinoSignIn = wrap(CasinoSignInElement, 'CasinoSignIn');
export const CasinoMessage = wrap(CasinoMessageElement, 'CasinoMessage');
export const CasinoTerms = wrap(CasinoTermsElement, 'CasinoTerms');
export const CasinoCashier = wrap(CasinoCashierElement, 'CasinoCashier');
export const CasinoDeposit = wrap(CasinoDepositElement, 'CasinoDeposit');
export const CasinoWithdraw = wrap(CasinoWithdrawElement, 'CasinoWithdraw');
export const CasinoPayAndPlay = wrap(CasinoPayAndPlayElement, 'CasinoPayAndPlay');
export const CasinoBonusSelector = wrap(CasinoBonusSelectorElement, 'CasinoBonusSelector');
export const CasinoSignUp = wrap(CasinoSignUpElement, 'CasinoSignUp');
export const CasinoActivation = wrap(CasinoActivationElement, 'CasinoActivation');
export const CasinoGetStarted = wrap(CasinoGetStartedElement, 'CasinoGetStarted');
export const CasinoAccount = wrap(CasinoAccountElement, 'CasinoAccount');
export const CasinoMessageNotice = wrap(CasinoMessageNoticeElement, 'CasinoMessageNotice');
export const CasinoForgotPassword = wrap(CasinoForgotPasswordElement, 'CasinoForgotPassword');
export const CasinoResetPassword = wrap(CasinoResetPasswordElement, 'CasinoResetPassword');
export const CasinoSubscriptions = wrap(CasinoSubscriptionsElement, 'CasinoSubscriptions');
export const CasinoUnsubscribe = wrap(CasinoUnsubscribeElement, 'CasinoUnsubscribe');
export const CasinoSignUpToken = wrap(CasinoSignUpTokenElement, 'CasinoSignUpToken');
export const CasinoSourceOfWealth = wrap(CasinoSourceOfWealthElement, 'CasinoSourceOfWealth');
export const CasinoSignInOAuth = wrap(CasinoSignInOAuthElement, 'CasinoSignInOAuth');
export const CasinoSelfExclude = wrap(CasinoSelfExcludeElement, 'CasinoSelfExclude');
export const CasinoResponsibleGamingTest = wrap(CasinoResponsibleGamingTestElement, 'CasinoResponsibleGamingTest');
export const CasinoRealityCheck = wrap(CasinoRealityCheckElement, 'CasinoRealityCheck');
export const CasinoSessionSummary = wrap(CasinoSessionSummaryElement, 'CasinoSessionSummary');
export const CasinoRgHeader = wrap(CasinoRgHeaderElement, 'CasinoRgHeader');
export const CasinoAboutUs = wrap(CasinoAboutUsElement, 'CasinoAboutUs');
export const CasinoBonusPolicy = wrap(CasinoBonusPolicyElement, 'CasinoBonusPolicy');
export const CasinoDocument = wrap(CasinoDocumentElement, 'CasinoDocument');
export const CasinoExternal = wrap(CasinoExternalElement, 'CasinoExternal');
export const CasinoChat = wrap(CasinoChatElement, 'CasinoChat');
export const CasinoLicenseLogos = wrap(CasinoLicenseLogosElement, 'CasinoLicenseLogos');
