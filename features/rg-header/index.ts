import type { WidgetModule } from '../toolkit/host/index.ts';
import { RgHeaderWidget } from './rg-header-widget.tsx';

const widget: WidgetModule = {
  component: RgHeaderWidget,
  styles: /* css */ `
.rg-header { display: flex; flex-wrap: wrap; gap: 4px 20px; align-items: center; justify-content: flex-end;
  padding: 6px 12px; font-size: 0.875em; background: var(--_bg); color: var(--_fg); }
.rg-header a { color: inherit; font-weight: 600; text-underline-offset: 3px; padding: 6px 0; }
.rg-header a:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
`,
};
export default widget;
