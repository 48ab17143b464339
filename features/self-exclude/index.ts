import type { WidgetModule } from '../toolkit/host/index.ts';
import { SelfExcludeWidget } from './self-exclude-widget.tsx';

export { panicChoices, type PanicChoices } from './choice.ts';

const widget: WidgetModule = { component: SelfExcludeWidget };
export default widget;
