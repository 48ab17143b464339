import type { WidgetModule } from '../toolkit/host/index.ts';
import { PARTS_STYLES } from '../../ui/parts-styles.ts';
import { MessageNoticeWidget, type MessageNoticeProps } from './message-notice-widget.tsx';
import { INBOX_STYLES } from './inbox-styles.ts';

const widget: WidgetModule<MessageNoticeProps> = { component: MessageNoticeWidget, styles: PARTS_STYLES + INBOX_STYLES };
export default widget;
export { InboxPanel } from './inbox-panel.tsx';
export { INBOX_STYLES } from './inbox-styles.ts';
export { INBOX_PAGE_SIZE, TEASER_LENGTH, inShownOrder, isLinkAction, isUnread, pageOf, sortMessages, teaser } from './inbox-rules.ts';
export { useMessages, useUnreadCount } from './messages-query.ts';
