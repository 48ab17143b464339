import type { WidgetModule } from '../toolkit/host/index.ts';
import { SubscriptionsWidget } from './subscriptions-widget.tsx';
import { CHANNEL_STYLES } from './channel-styles.ts';

const widget: WidgetModule = { component: SubscriptionsWidget, styles: CHANNEL_STYLES };
export default widget;
export { SubscriptionsPanel } from './subscriptions-panel.tsx';
export { CHANNELS, channelStateSchema, NO_CHANNELS, sameChannels, toChannelState, toSubscriptions, type ChannelState } from './channels.ts';
export { CHANNEL_STYLES } from './channel-styles.ts';
