// The bench's baseline for <casino-account>: the account menu and its first panel (the inbox) as a bare
// React 19 page would render them for a signed-in player, reading the same two answers from the sandbox:
// the same markup and the same stylesheet as the account's first render (the menu with its unread count, a
// page of messages, newest first, each with its badge and date, and the pager), so the two pages look the
// same; compare screenshots when either changes.
import { useEffect, useId, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ACCOUNT_STYLES } from '../../features/account/account-styles.ts';
import { INBOX_STYLES } from '../../features/inbox/inbox-styles.ts';
import { PARTS_STYLES } from '../../ui/parts-styles.ts';
import { adoptWidgetStyles } from './baseline-styles.ts';

const TABS = [
  ['inbox', 'Inbox'], ['profile', 'Edit profile'], ['password', 'Change password'], ['history', 'History'],
  ['responsible-gaming', 'Responsible gaming'], ['bonuses', 'Bonuses'], ['subscriptions', 'Subscriptions'],
  ['bonus-code', 'Bonus code'], ['verify', 'Verify'], ['sign-out', 'Sign out'],
] as const;
const PAGE_SIZE = 5;
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

interface Message { Id: string | number; Status?: string; StartDate?: string; Title?: string | null }

const sentAt = (message: Message) => Date.parse(message.StartDate ?? '') || Number.NEGATIVE_INFINITY;
// Newest first, ties in the platform's order (Array.prototype.sort is stable), as the inbox sorts them.
const newestFirst = (messages: Message[]) => [...messages].sort((a, b) => sentAt(b) - sentAt(a));

function Inbox({ messages }: { messages: Message[] | null }) {
  const id = useId();
  if (messages === null) return <p className="loading" role="status">Loading messages…</p>;
  const pages = Math.max(1, Math.ceil(messages.length / PAGE_SIZE));
  return (
    <div className="inbox">
      <div className="accordion">
        {messages.slice(0, PAGE_SIZE).map((message, index) => (
          <div key={message.Id} className={`accordion-item ${message.Status === 'Read' ? 'read' : 'unread'}`}>
            <h3 className="accordion-heading">
              <button type="button" id={`${id}-h${index}`} aria-expanded={false} aria-controls={`${id}-p${index}`}>
                <span className="accordion-header">
                  <span className="message-header">
                    <span className="message-title">{message.Title}</span>
                    <span className="message-meta">
                      {message.Status !== 'Read' && <span className="badge unread">Unread</span>}
                      {message.StartDate && <time dateTime={message.StartDate}>{dateTime.format(new Date(message.StartDate))}</time>}
                    </span>
                  </span>
                </span>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path d="M6 9l6 6 6-6" /></svg>
              </button>
            </h3>
            <div id={`${id}-p${index}`} role="region" aria-labelledby={`${id}-h${index}`} className="accordion-panel" hidden />
          </div>
        ))}
      </div>
      {pages > 1 && (
        <nav className="paginator" aria-label="Inbox pages">
          <button type="button" className="button secondary" aria-disabled>Previous</button>
          <span className="page-number" aria-live="polite">Page 1 of {pages}</span>
          <button type="button" className="button secondary">Next</button>
        </nav>
      )}
    </div>
  );
}

function Account({ session }: { session: string }) {
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const [messages, setMessages] = useState<Message[] | null>(null);
  useEffect(() => {
    const headers = { Accept: 'application/json', 'X-Player-Session-Id': session };
    void fetch('/api/player/user-info', { headers }).then((response) => response.json()).then((info: { FirstName?: string }) => setName(info.FirstName ?? ''));
    void fetch('/api/internalmessages', { headers }).then((response) => response.json()).then((list: Message[]) => setMessages(newestFirst(list)));
  }, [session]);
  const unread = messages?.filter((message) => message.Status !== 'Read').length ?? 0;
  return (
    <div className="casino-root" lang="en">
      <div className="frame" role="region" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className="header"><h2 id={`${id}-title`} className="title">My account</h2></div>
        <div className="notices" aria-live="polite" />
        <div className="body">
          {name === null ? <p className="loading" role="status">Loading your account…</p> : (
            <div className="tabs auto">
              <div role="tablist" aria-label="Account menu" aria-orientation="vertical" className="tab-list">
                {TABS.map(([tab, label], index) => (
                  <button key={tab} type="button" role="tab" id={`${id}-tab-${tab}`} aria-selected={index === 0} aria-controls={`${id}-panel`} tabIndex={index === 0 ? 0 : -1} className="tab">
                    <span className="tab-label">{label}</span>
                    {tab === 'inbox' && unread > 0 && (
                      <>
                        <span className="tab-badge" aria-hidden="true">{unread}</span>
                        <span className="visually-hidden">{`, ${unread} unread`}</span>
                      </>
                    )}
                  </button>
                ))}
              </div>
              <div className="tab-select field">
                <label htmlFor={`${id}-select`}>Account menu</label>
                <select id={`${id}-select`} defaultValue="inbox">
                  {TABS.map(([tab, label]) => <option key={tab} value={tab}>{tab === 'inbox' && unread > 0 ? `${label} (${unread} unread)` : label}</option>)}
                </select>
              </div>
              <div id={`${id}-panel`} className="tab-panel" role="tabpanel" aria-labelledby={`${id}-tab-inbox`}>
                <Inbox messages={messages} />
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

const root = document.getElementById('root')!;
adoptWidgetStyles(root, PARTS_STYLES + INBOX_STYLES + ACCOUNT_STYLES);
createRoot(root).render(<Account session={sessionStorage.getItem('casino-elements.session') ?? ''} />);
