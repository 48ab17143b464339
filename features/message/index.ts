import type { WidgetModule } from '../toolkit/host/index.ts';
import { MessageWidget } from './message-widget.tsx';

const widget: WidgetModule = { component: MessageWidget, styles: '.message-body { margin: 0 0 20px; }' };
export default widget;
export { MESSAGE_KINDS, MESSAGE_TEXTS, resolveMessageKind, type MessageKind } from './messages.ts';
