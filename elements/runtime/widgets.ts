import type { WidgetName } from '../../features/toolkit/host/host-context.tsx';
import { closeModal, openModal } from './modal.ts';
import { platformAtHand } from './platform-at-hand.ts';

/** A widget's element: casino-<name> (elements/widget-table.ts holds every row to it). */
function tagOf(name: WidgetName | string): string {
  return `casino-${name}`;
}

/** Whether the page has the widget's element (a tag this version defines and the page loaded). */
export function canOpenWidget(name: WidgetName | string): boolean {
  return customElements.get(tagOf(name)) !== undefined;
}

/**
 * Opens a widget as a modal. A widget whose element is not defined (not built yet, or a tag the page
 * does not load) opens nothing and says so in the console.
 */
export function openWidget(name: WidgetName | string, props: Record<string, unknown> = {}, options: { forced?: boolean; ownForm?: boolean } = {}): HTMLElement | null {
  // A platform with views of its own (the provider's login for sign-in) opens its view for the widgets it stands in
  // for (provider-views.ts, loaded for such a platform only). Before the platform is built the widget opens, and
  // offers the way to that view itself.
  const platform = platformAtHand();
  if (platform?.capabilities.providerViews && !options.ownForm) {
    void import('./provider-views.ts').then(({ openProviderViewFor }) => {
      if (!openProviderViewFor(platform, name)) openWidget(name, props, { ...options, ownForm: true });
    });
    return null;
  }
  const tag = tagOf(name);
  if (!canOpenWidget(name)) {
    console.info(`[casino-elements] <${tag}> is not on this page: nothing was opened.`);
    return null;
  }
  return openModal(tag, props, options);
}

export { closeModal };
