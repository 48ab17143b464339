import { hasOperation, type Message } from '../../adapters/contract.ts';
import { useHost } from '../host/index.ts';
import { useQuery, type Query } from '../query/index.ts';
import { isUnread, sortMessages } from './inbox-rules.ts';

/**
 * The player's messages in inbox order, one read shared by the inbox, the account menu's unread count and
 * the message notice: marking a message read invalidates 'inbox', and all three follow.
 */
export function useMessages(enabled = true): Query<readonly Message[]> {
  const host = useHost();
  return useQuery(
    ['inbox'],
    async (platform) => {
      if (!platform.capabilities.inbox || !hasOperation(platform, 'getMessages')) return [];
      // The page may have asked already, beside the chunks (Registry.earlyReads): the first read takes that answer.
      return sortMessages(await (host.takeEarlyRead<readonly Message[]>('inbox') ?? platform.getMessages()));
    },
    { enabled },
  );
}

/** How many messages are unread; null until the messages were read once. */
export function useUnreadCount(enabled = true): number | null {
  const messages = useMessages(enabled).data;
  return messages ? messages.filter(isUnread).length : null;
}
