import { useMemo } from 'react';
import type { Message } from '../../adapters/contract.ts';
import { can, requireOperation } from '../../adapters/operations.ts';
import { useQuery, type Query } from '../toolkit/query/index.ts';
import { isUnread, sortMessages } from './inbox-rules.ts';

/**
 * The player's messages in inbox order, one read shared by the inbox, the account menu's unread count and
 * the message notice: marking a message read invalidates 'inbox', and all three follow. The query holds the
 * platform's answer as it came, so that a read the page started before the widgets rendered can fill it
 * (elements/runtime/mount.tsx primes 'inbox' with Registry.earlyReads); the order is applied here.
 */
export function useMessages(enabled = true): Query<readonly Message[]> {
  const query = useQuery(
    ['inbox'],
    (platform) => (can(platform, 'inbox') ? requireOperation(platform, 'getMessages')() : Promise.resolve([])),
    { enabled },
  );
  const sorted = useMemo(() => query.data && sortMessages(query.data), [query.data]);
  return { ...query, data: sorted };
}

/** How many messages are unread; null until the messages were read once. */
export function useUnreadCount(enabled = true): number | null {
  const messages = useMessages(enabled).data;
  return messages ? messages.filter(isUnread).length : null;
}
