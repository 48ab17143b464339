import type { WidgetModule } from '../toolkit/host/index.ts';
import { ChatWidget, type ChatWidgetProps } from './chat-widget.tsx';

const widget: WidgetModule<ChatWidgetProps> = { component: ChatWidget };
export default widget;
export { CHAT_RESTART_DELAY_MS, chatIdentity, chatSettings } from './chat-rules.ts';
