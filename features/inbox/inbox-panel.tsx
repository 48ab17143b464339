import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Message, type MessageStatus } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Accordion } from '../../ui/accordion.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { useHost } from '../toolkit/host/index.ts';
import { QueryFailure, useInvalidate } from '../toolkit/query/index.ts';
import { INBOX_PAGE_SIZE, inShownOrder, isUnread, pageOf } from './inbox-rules.ts';
import { MessageContent, preloadMessageContent, UnreadBadge } from './message-content.tsx';
import { useMessages } from './messages-query.ts';

/** The inbox: an accordion of messages, 5 per page; opening an unread one marks it read. */
export function InboxPanel() {
  const host = useHost();
  const { t } = useLingui();
  const load = useMessages();
  const invalidate = useInvalidate();
  const [statuses, setStatuses] = useState<ReadonlyMap<string, MessageStatus>>(new Map());
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const marking = useRef(new Set<string>());
  const order = useRef<string[]>([]);

  const messages = useMemo<Message[]>(() => {
    const ordered = inShownOrder(load.data ?? [], order.current);
    order.current = ordered.map((message) => message.id);
    return ordered.map((message) => ({ ...message, status: statuses.get(message.id) ?? message.status }));
  }, [load.data, statuses]);
  const shown = pageOf(messages, page, INBOX_PAGE_SIZE);
  const hasMessages = messages.length > 0;
  // Once the titles are shown, so the first message opened finds its sanitizer here.
  useEffect(() => {
    if (hasMessages) preloadMessageContent();
  }, [hasMessages]);

  // Not useWrite: it sends one write at a time, and a player may open several messages in a row.
  const markRead = useCallback(
    (message: Message) => {
      if (!isUnread(message) || marking.current.has(message.id)) return;
      marking.current.add(message.id);
      setStatuses((previous) => new Map(previous).set(message.id, 'read'));
      host
        .getPlatform()
        .then((platform) => requireOperation(platform, 'markMessage')(message.id, 'read'))
        .then(() => invalidate('inbox'))
        .catch((error: unknown) => {
          // Shown as read here; the platform will tell the truth at the next load.
          marking.current.delete(message.id);
          console.warn('[casino-elements] could not mark the message read', error);
        });
    },
    [host, invalidate],
  );

  const onToggle = (id: string) => {
    const message = messages.find((row) => row.id === id);
    const opening = !expanded.has(id);
    setExpanded((previous) => {
      const next = new Set(previous);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening && message) markRead(message);
  };

  if (load.status === 'failed' && !load.data) {
    return <QueryFailure query={load} panel />;
  }
  if (load.status === 'loading' && !load.data) {
    return <p className="loading" role="status"><Trans>Loading messages…</Trans></p>;
  }
  if (messages.length === 0) return <p className="empty"><Trans>You have no messages.</Trans></p>;

  return (
    <div className="inbox">
      <Accordion
        expanded={expanded}
        onToggle={onToggle}
        items={shown.items.map((message) => ({
          id: message.id,
          className: isUnread(message) ? 'unread' : 'read',
          header: (
            <span className="message-header">
              <span className="message-title">{message.title}</span>
              <span className="message-meta">
                {isUnread(message) && <UnreadBadge />}
                {message.messageSent && <time dateTime={message.messageSent}>{formatDateTime(message.messageSent, host.locale)}</time>}
              </span>
            </span>
          ),
          content: <MessageContent message={message} />,
        }))}
      />
      {shown.totalPages > 1 && (
        <Paginator
          page={shown.page}
          totalPages={shown.totalPages}
          hasNext={shown.page < shown.totalPages}
          onPage={(next) => {
            setPage(next);
            setExpanded(new Set());
          }}
          label={t`Inbox pages`}
          previousLabel={<Trans>Previous</Trans>}
          nextLabel={<Trans>Next</Trans>}
          pageText={<Trans>Page {shown.page} of {shown.totalPages}</Trans>}
        />
      )}
    </div>
  );
}
