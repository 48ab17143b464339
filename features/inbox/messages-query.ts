import { hasOperation, type Message } from '../../adapters/contract.ts';
import { useQuery, type Query } from '../query/index.ts';
import { isUnread, sortMessages } from './inbox-rules.ts';

/**
 * The player's messages in inbox order, one read shared by the inbox, the account menu's unread count and
 * the message notice: marking a message read invalidates 'inbox', and all three follow.
 */
export function useMessages(enabled = true): Query<readonly Message[]> {
  return useQuery(
    ['inbox'],
    async (platform) => (platform.capabilities.inbox && hasOperation(platform, 'getMessages') ? sortMessages(await platform.getMessages()) : []),
    { enabled },
  );
}

/** How many messages are unread; null until the messages were read once. */
export function useUnreadCount(enabled = true): number | null {
  const messages = useMessages(enabled).data;
  return messages ? messages.filter(isUnread).length : null;
}
