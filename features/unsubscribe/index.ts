import type { WidgetModule } from '../toolkit/host/index.ts';
import { UnsubscribeWidget, type UnsubscribeProps } from './unsubscribe-widget.tsx';
import { CHANNEL_STYLES } from '../subscriptions/index.ts';

const widget: WidgetModule<UnsubscribeProps> = { component: UnsubscribeWidget, styles: CHANNEL_STYLES };
export default widget;
