// The stylesheet a widget adopts in its shadow root (ui/styles.ts and the widget's own rules), for a bare page
// without one: the same rules, the shadow host's selector (:host) put on the element the page renders into.
// In the bundle, as a bare app's CSS-in-JS would be: no request of its own.
import { BASE_STYLES } from '../../ui/styles.ts';

const HOST = 'casino-host';

export function adoptWidgetStyles(root: HTMLElement, widgetStyles: string): void {
  root.classList.add(HOST);
  const css = `${BASE_STYLES}\n${widgetStyles}`.replace(/:host\(([^()]*)\)/g, `.${HOST}$1`).replaceAll(':host', `.${HOST}`);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [sheet];
}
