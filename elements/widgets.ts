import type { WidgetName } from '../features/host/host-context.tsx';
import { closeModal, openModal } from './modal.ts';

/** The tag behind each widget name window.casino can open. */
export const WIDGET_TAGS = {
  signin: 'casino-signin',
  signup: 'casino-signup',
  'forgot-password': 'casino-forgot-password',
  'reset-password': 'casino-reset-password',
  message: 'casino-message',
  terms: 'casino-terms',
  account: 'casino-account',
  deposit: 'casino-deposit',
  withdraw: 'casino-withdraw',
  activation: 'casino-activation',
  'session-summary': 'casino-session-summary',
  subscriptions: 'casino-subscriptions',
  unsubscribe: 'casino-unsubscribe',
  'source-of-wealth': 'casino-source-of-wealth',
  'signin-oauth': 'casino-signin-oauth',
  'signup-token': 'casino-signup-token',
  'self-exclude': 'casino-self-exclude',
  'responsible-gaming-test': 'casino-responsible-gaming-test',
  'reality-check': 'casino-reality-check',
} as const satisfies Record<WidgetName, string>;

export function isWidgetName(name: string): name is WidgetName {
  return Object.hasOwn(WIDGET_TAGS, name);
}

function tagOf(name: WidgetName | string): string {
  return isWidgetName(name) ? WIDGET_TAGS[name] : `casino-${name}`;
}

/** Whether the page has the widget's element (a tag this version defines and the page loaded). */
export function canOpenWidget(name: WidgetName | string): boolean {
  return customElements.get(tagOf(name)) !== undefined;
}

/**
 * Opens a widget as a modal. A widget whose element is not defined (not built yet, or a tag the page
 * does not load) opens nothing and says so in the console.
 */
export function openWidget(name: WidgetName | string, props: Record<string, unknown> = {}, options: { forced?: boolean } = {}): HTMLElement | null {
  const tag = tagOf(name);
  if (!canOpenWidget(name)) {
    console.info(`[casino-elements] <${tag}> is not on this page: nothing was opened.`);
    return null;
  }
  return openModal(tag, props, options);
}

export { closeModal };
