import { useMemo } from 'react';
import { hasOperation, type Message } from '../../adapters/contract.ts';
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

/**
 * The message a notice names, read alone where the platform reads one message by its id (the whole inbox
 * otherwise): undefined while it loads, null when there is none to show (unknown, or the read failed).
 */
export function useNamedMessage(id: string | undefined): Message | null | undefined {
  const single = useQuery(
    ['inbox', 'message', id ?? null],
    (platform) => (hasOperation(platform, 'getMessage') ? platform.getMessage(id!) : Promise.resolve(undefined)),
    { enabled: id !== undefined },
  );
  // undefined: the platform reads no single message, so the notice finds it in the inbox.
  const fromList = id !== undefined && single.status === 'loaded' && single.data === undefined;
  const list = useMessages(fromList).data;
  if (id === undefined) return null;
  if (single.status === 'failed') return null;
  if (fromList) return list ? (list.find((message) => message.id === id) ?? null) : undefined;
  return single.data;
}

/** How many messages are unread; null until the messages were read once. */
export function useUnreadCount(enabled = true): number | null {
  const messages = useMessages(enabled).data;
  return messages ? messages.filter(isUnread).length : null;
}
