import type { ModalController, SharedModalHost } from './registry.ts';
import { emitCasinoEvent } from '../../features/toolkit/events/index.ts';
import { applyProps } from './element-definition.ts';
import { deepActiveElement, focusOrigin, type FocusOrigin } from './focus.ts';
import { tabbables } from './focus-rescue.ts';
import { forwardParts } from './forward-parts.ts';

/**
 * The modal host: one centred overlay at a time that follows the WAI-ARIA dialog pattern. The widget's
 * own frame carries role=dialog and its title; this host makes the rest of the page inert, wraps Tab,
 * closes on Escape, on the backdrop, on the widget's close button and on the browser's back action, and
 * gives focus back to where it was. Opening while a modal is open swaps the widget in the same overlay.
 * A forced widget (terms the player must accept, a forced player action) closes only by its own action.
 *
 * A chunk of its own, loaded when the first modal opens (elements/runtime/modal.ts), and reached only through
 * the page's registry, so the first copy of the library to load it serves every copy.
 */

const controllers = new WeakMap<HTMLElement, ModalController>();

interface OpenModal {
  root: HTMLElement;
  panel: HTMLElement;
  widget: HTMLElement;
  opener: HTMLElement | null;
  /** The element on the page the opener sat in (an inline widget), for when the opener itself is gone. */
  openerHost: HTMLElement | null;
  historyId: string;
  forced: boolean;
  inerted: Element[];
  cleanup: () => void;
  /** Stops forwarding the widget's parts (forward-parts.ts). */
  stopParts: () => void;
}

let current: OpenModal | null = null;
/** A history.back() of ours is on its way: its popstate must not close the next modal. */
let backInFlight = false;

const MODAL_STYLES = /* css */ `
:host { position: fixed; inset: 0; z-index: var(--casino-modal-z-index, 2147483000); display: grid; place-items: center; padding: 8px; }
.backdrop { position: fixed; inset: 0; background: var(--casino-backdrop, rgb(0 0 0 / 0.55)); animation: fade 0.12s ease-out; }
.guard { position: fixed; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); outline: none; }
.panel { position: relative; width: min(600px, calc(100vw - 16px)); max-height: calc(100dvh - 16px); overflow: auto; animation: rise 0.12s ease-out; }
@keyframes fade { from { opacity: 0; } }
@keyframes rise { from { transform: translateY(8px); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .backdrop, .panel { animation: none; } }
/* The widget while its files are on their way (a slow network): the page's casino-elements.css does not reach
   into this overlay, and the player would see the page dimmed and no dialog. After 0.8 s (a fast widget never
   shows it) the dialog's card, in the widget's background colour, with the dots lit in turn; the widget's own
   frame replaces it once it is there. Widget tags only (:defined): the captcha prompt mounts into a plain
   element that has no custom states. */
.panel > :defined:not(:state(mounted)) {
  display: block; border-radius: var(--casino-radius, 8px); forced-color-adjust: none;
  --_surface: var(--casino-background, #ffffff);
  --_dot-lit: radial-gradient(circle, #808080 3.5px, transparent 4px);
  --_dot: radial-gradient(circle, #80808059 3.5px, transparent 4px);
  background-position: calc(50% - 14px) 50%, 50% 50%, calc(50% + 14px) 50%; background-size: 8px 8px; background-repeat: no-repeat;
  animation: pending-card 0s 0.8s both, pending-dots 1.2s 0.8s infinite;
}
@media (prefers-color-scheme: dark) { .panel > :defined:not(:state(mounted)) { --_surface: var(--casino-background-dark, #16191d); } }
@keyframes pending-card { to { background-color: var(--_surface); min-height: 240px; box-shadow: 0 12px 40px rgb(0 0 0 / 0.35); } }
@keyframes pending-dots {
  0% { background-image: var(--_dot-lit), var(--_dot), var(--_dot); }
  33.3% { background-image: var(--_dot), var(--_dot-lit), var(--_dot); }
  66.6%, 100% { background-image: var(--_dot), var(--_dot), var(--_dot-lit); }
}
@media (prefers-reduced-motion: reduce) { @keyframes pending-dots { from, to { background-image: var(--_dot-lit), var(--_dot-lit), var(--_dot-lit); } } }
`;

let modalSheet: CSSStyleSheet | null = null;

/** Focus to the dialog's first (or last) control, else to the dialog's frame. */
function focusEdge(modal: OpenModal, last: boolean): void {
  const focusable = tabbables(modal.panel);
  (focusable[last ? focusable.length - 1 : 0] ?? modal.widget.shadowRoot?.querySelector<HTMLElement>('[part~=frame]'))?.focus();
}

/**
 * Where focus goes back when the dialog closes: the opener, or, when the opener is gone (the inline sign-in
 * that opened the welcome message now shows the signed-in player), the frame of the widget it sat in; never
 * the page's body.
 */
function restoreFocus({ opener, openerHost }: OpenModal): void {
  opener?.focus();
  if (opener && deepActiveElement() === opener) return;
  openerHost?.shadowRoot?.querySelector<HTMLElement>('[part~=frame]')?.focus();
}

/** Whether `node` is inside `container`, through shadow roots and slots (its composed ancestors). */
function within(container: Node, node: Node): boolean {
  for (let current: Node | null = node; current; current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null)) {
    if (current === container) return true;
  }
  return false;
}

function trapKeys(event: KeyboardEvent): void {
  if (!current) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    if (!current.forced) closeLocal();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = tabbables(current.panel);
  const active = deepActiveElement();
  const at = active ? focusable.indexOf(active) : -1;
  // Focus on something inside that Tab does not stop at (a notice or a message given focus to be read): the
  // browser's own order goes on from it, and the guards wrap it at the ends.
  if (at < 0 && active && within(current.panel, active)) return;
  // From the last control (or from outside the dialog) Tab goes to the first; Shift+Tab the other way.
  if (at < 0 || at === (event.shiftKey ? 0 : focusable.length - 1)) {
    event.preventDefault();
    focusEdge(current, event.shiftKey);
  }
}

function onPopState(): void {
  if (backInFlight) {
    backInFlight = false;
    // A modal opened while our back() was on its way still needs its own history entry.
    if (current && history.state?.casinoModal !== current.historyId) history.pushState({ casinoModal: current.historyId }, '');
    return;
  }
  if (!current || history.state?.casinoModal === current.historyId) return;
  // A forced widget stays: the back action only puts its history entry back.
  if (current.forced) history.pushState({ casinoModal: current.historyId }, '');
  else closeLocal({ fromHistory: true });
}

// This copy's overlay. Reached through the registry only, so it runs when this copy's host is the page's.
function openLocal(tag: string, props: Record<string, unknown> = {}, options: { forced?: boolean } = {}): HTMLElement {
  const widget = document.createElement(tag);
  applyProps(widget, props);
  adoptLocal(widget, options, focusOrigin());
  return widget;
}

/** Shows an element made before this chunk arrived; `from` is where focus was when it was asked for. */
function adoptLocal(widget: HTMLElement, options: { forced?: boolean } = {}, from: FocusOrigin = { opener: null, openerHost: null }): void {
  const { opener, openerHost } = from;
  const forced = options.forced ?? false;
  const controller: ModalController = { close: () => closeLocal(), forced };

  if (current) {
    const previous = current.widget;
    controllers.delete(previous);
    controllers.set(widget, controller);
    current.widget = widget;
    current.forced = forced;
    previous.replaceWith(widget);
    current.stopParts();
    previous.removeAttribute('exportparts');
    current.stopParts = forwardParts(widget);
    dialogOpened(widget, forced);
    return;
  }

  const root = document.createElement('casino-modal');
  const shadow = root.attachShadow({ mode: 'open' });
  modalSheet ??= (() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(MODAL_STYLES);
    return sheet;
  })();
  shadow.adoptedStyleSheets = [modalSheet];
  const backdrop = document.createElement('div');
  backdrop.className = 'backdrop';
  backdrop.setAttribute('part', 'backdrop');
  const panel = document.createElement('div');
  panel.className = 'panel';
  panel.setAttribute('part', 'panel');
  panel.append(widget);
  // Focus guards around the dialog: Tab from the last control of a cross-origin frame inside it (the cashier)
  // never reaches this page's key handler, and would leave the dialog; landing on a guard wraps it around.
  const guard = (last: boolean) => {
    const element = document.createElement('span');
    element.className = 'guard';
    element.tabIndex = 0;
    element.onfocus = () => current && focusEdge(current, last);
    return element;
  };
  shadow.append(backdrop, guard(true), panel, guard(false));
  controllers.set(widget, controller);

  const inerted = Array.from(document.body.children).filter((element) => !(element as HTMLElement).inert);
  for (const element of inerted) (element as HTMLElement).inert = true;
  document.body.append(root);

  const historyId = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  if (!backInFlight) history.pushState({ casinoModal: historyId }, '');
  const onBackdrop = () => {
    if (!current?.forced) closeLocal();
  };
  backdrop.addEventListener('click', onBackdrop);
  // On document, not the overlay: Escape and Tab must work even before focus has landed inside the dialog.
  document.addEventListener('keydown', trapKeys, true);
  window.addEventListener('popstate', onPopState);

  current = {
    root, panel, widget, opener, openerHost, historyId, inerted, forced, stopParts: forwardParts(widget),
    cleanup: () => {
      backdrop.removeEventListener('click', onBackdrop);
      document.removeEventListener('keydown', trapKeys, true);
      window.removeEventListener('popstate', onPopState);
    },
  };
  dialogOpened(widget, forced);
}

/** The funnel's dialog-opened, on the dialog's widget (in the page, so it reaches document), named as its casino-close is. */
function dialogOpened(widget: HTMLElement, forced: boolean): void {
  emitCasinoEvent(widget, 'casino-funnel', { name: 'dialog-opened', widget: widget.localName.replace(/^casino-/, ''), forced });
}

/** Closes the open modal, if any: casino-close on its widget, the page usable again, focus back. */
function closeLocal(options: { fromHistory?: boolean } = {}): void {
  const modal = current;
  if (!modal) return;
  current = null;
  const widgetName = modal.widget.localName.replace(/^casino-/, '');
  emitCasinoEvent(modal.widget, 'casino-close', { widget: widgetName });
  modal.cleanup();
  modal.stopParts();
  modal.widget.removeAttribute('exportparts');
  controllers.delete(modal.widget);
  modal.root.remove();
  for (const element of modal.inerted) (element as HTMLElement).inert = false;
  if (!options.fromHistory && history.state?.casinoModal === modal.historyId) {
    backInFlight = true;
    window.addEventListener('popstate', onPopState, { once: true });
    history.back();
  }
  restoreFocus(modal);
}

export const localHost: SharedModalHost = {
  open: openLocal,
  adopt: adoptLocal,
  close: closeLocal,
  isOpen: () => current !== null,
  controllerOf: (element) => controllers.get(element),
};
