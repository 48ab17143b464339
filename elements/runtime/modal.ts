import type { ModalController, SharedModalHost } from './registry.ts';
import { applyProps } from './element-definition.ts';
import { focusOrigin, type FocusOrigin } from './focus.ts';
import { registry } from './platform-access.ts';

/**
 * Opening and closing modals, as the entry script offers them. The overlay itself (elements/runtime/modal-host.ts:
 * its styles, focus trap, history entry and inert page) is a chunk of its own, fetched when the first modal
 * opens: a page with inline widgets only never loads it. While it loads, the widget's own chunk and the
 * runtime load beside it (`preload`), so opening costs no extra round trip.
 *
 * One overlay per page, even with two copies of the library: the first copy that needs the host puts its
 * own into the page's registry, and every copy's functions below act through that one.
 */
export type { ModalController };

type ModalOptions = { forced?: boolean };

/** A modal asked for before the overlay's chunk arrived; only the last one asked for opens. */
let waiting: { widget: HTMLElement; options: ModalOptions; from: FocusOrigin } | null = null;
let loading: Promise<SharedModalHost> | null = null;

/** The page's modal host, its chunk loaded on first use. */
export function loadHost(): Promise<SharedModalHost> {
  // A failed load is not kept: the next modal asked for (the player pressing Sign in again) tries anew.
  return (loading ??= import('./modal-host.ts').then((module) => (registry.modalHost ??= module.localHost), (error: unknown) => {
    loading = null;
    throw error;
  }));
}

/** Opens `tag` in the page's modal overlay with the given properties; returns the widget element. */
export function openModal(tag: string, props: Record<string, unknown> = {}, options: ModalOptions = {}): HTMLElement {
  const host = registry.modalHost;
  if (host) return host.open(tag, props, options);
  const widget = document.createElement(tag);
  applyProps(widget, props);
  (customElements.get(tag) as { preload?: () => void } | undefined)?.preload?.();
  // Where focus is, read now: by the time the overlay arrives, the opener may be gone.
  waiting = { widget, options, from: waiting?.from ?? focusOrigin() };
  loadHost()
    .then((loaded) => {
      if (waiting?.widget !== widget) return;
      const { from } = waiting;
      waiting = null;
      // A copy of another version may have put a host without `adopt` into the registry meanwhile.
      if (loaded.adopt) loaded.adopt(widget, options, from);
      else loaded.open(tag, props, options);
    })
    .catch((error: unknown) => {
      if (waiting?.widget === widget) waiting = null;
      console.error('[casino-elements] the modal overlay failed to load', error);
    });
  return widget;
}

/** Closes the page's open modal, whichever copy of the library opened it (or one still on its way). */
export function closeModal(options: { fromHistory?: boolean } = {}): void {
  waiting = null;
  registry.modalHost?.close(options);
}

export function isModalOpen(): boolean {
  return waiting !== null || (registry.modalHost?.isOpen() ?? false);
}

/** The modal a widget element sits in, if any (the runtime asks when it renders the widget). */
export function modalOf(element: HTMLElement): ModalController | undefined {
  return registry.modalHost?.controllerOf(element);
}
