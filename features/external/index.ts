import type { WidgetModule } from '../toolkit/host/index.ts';
import { EXTERNAL_STYLES } from './external-styles.ts';
import { ExternalWidget, type ExternalWidgetProps } from './external-widget.tsx';

const widget: WidgetModule<ExternalWidgetProps> = { component: ExternalWidget, styles: EXTERNAL_STYLES };
export default widget;
