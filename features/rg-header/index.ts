import type { WidgetModule } from '../toolkit/host/index.ts';
import { RgHeaderWidget } from './rg-header-widget.tsx';

const widget: WidgetModule = {
  component: RgHeaderWidget,
  styles: /* css */ `
.rg-header { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-5); align-items: center; justify-content: flex-end;
  padding: 6px var(--_space-3); font-size: 0.875em; background: var(--_bg); color: var(--_fg); }
.rg-header a { color: inherit; font-weight: var(--_weight-medium); text-underline-offset: 3px; padding: 6px 0; }
.rg-header a:focus-visible { outline: var(--_focus-width) solid var(--_focus); outline-offset: var(--_focus-offset); }
`,
};
export default widget;
