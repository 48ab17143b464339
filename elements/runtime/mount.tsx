// The element runtime's mount: the DOM side of putting a widget into its element's shadow root (the React
// root, the adopted sheets, the custom states that release the page's reserved space, focus rescue). Each other
// job has a file of its own under mount/: the page's store, the first render's timing and early reads, the
// language, the sheets, the React tree with its providers, the restored session's follow-up.
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import type { WidgetModule } from '../../features/toolkit/host/index.ts';
import { BASE_STYLES } from '../../ui/styles.ts';
import { rescueLostFocusLater } from './focus-rescue-later.ts';
import { pageStore } from './mount/page-store.ts';
import { backgroundSheet, BOOT_STYLES, sheetFor } from './mount/sheets.ts';
import { WidgetRoot } from './mount/widget-root.tsx';

export { customStates } from './custom-states.ts';
export { readyToMount } from './mount/first-render.ts';

export interface MountOptions {
  shadowRoot: ShadowRoot;
  element: HTMLElement;
  /** The element's custom states: `rendered` once nothing in it is loading (the page's reserved space then goes). */
  states: CustomStateSet;
  widget: string;
  module: WidgetModule;
  props: Record<string, unknown>;
}

/** Renders a widget into its element's shadow root with the page's store, its language and its styles. */
export function mountWidget({ shadowRoot, element, states, widget, module, props }: MountOptions) {
  const store = pageStore();
  const base = [sheetFor(BASE_STYLES), sheetFor(BOOT_STYLES), ...(module.styles ? [sheetFor(module.styles)] : [])];
  const container = document.createElement('div');
  container.className = 'casino-root';
  shadowRoot.append(container);
  const root = createRoot(container);
  // Styles of parts loaded later (an account tab's own chunk): kept across renders once adopted.
  const later: CSSStyleSheet[] = [];
  let backgroundImage: string | undefined;
  const applySheets = () => {
    shadowRoot.adoptedStyleSheets = [...base, ...later, ...backgroundSheet(backgroundImage, applySheets)];
  };
  const adoptStyles = (css: string) => {
    const sheet = sheetFor(css);
    if (later.includes(sheet)) return;
    later.push(sheet);
    applySheets();
  };

  // Mounted: the widget is here and says itself what it waits for; the page's stylesheet stops showing its own
  // sign that files are still on their way (casino-elements.css).
  states.add('mounted');
  // Rendered once nothing in it is loading: the space the page's stylesheet held for it until then goes
  // (casino-elements.css), and the element takes its own height.
  const settle = new MutationObserver(() => {
    if (container.childElementCount === 0 || shadowRoot.querySelector('.loading, [aria-busy="true"]')) return;
    settle.disconnect();
    states.add('rendered');
  });
  if (!states.has('rendered')) settle.observe(shadowRoot, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'aria-busy'] });

  const stopRescuingFocus = rescueLostFocusLater(shadowRoot);

  const render = (next: Record<string, unknown>) => {
    backgroundImage = next.backgroundImage as string | undefined;
    applySheets();
    root.render(
      <Provider store={store}>
        <WidgetRoot element={element} widget={widget} module={module} props={next} adoptStyles={adoptStyles} />
      </Provider>,
    );
  };
  render(props);

  return {
    update: render,
    unmount() {
      settle.disconnect();
      stopRescuingFocus();
      root.unmount();
      container.remove();
    },
  };
}
