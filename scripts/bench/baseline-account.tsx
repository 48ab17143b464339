// The bench's baseline for <casino-account>: the account menu and its first panel (the inbox) as a bare
// React 19 page would render them for a signed-in player, reading the same two answers from the sandbox.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const TABS = ['Inbox', 'Edit profile', 'Change password', 'History', 'Bonuses', 'Subscriptions', 'Bonus code', 'Sign out'];
interface Message { Id: string | number; Title?: string | null }

function Account({ session }: { session: string }) {
  const [name, setName] = useState<string | null>(null);
  const [messages, setMessages] = useState<Message[] | null>(null);
  useEffect(() => {
    const headers = { Accept: 'application/json', 'X-Player-Session-Id': session };
    void fetch('/api/player/user-info', { headers }).then((response) => response.json()).then((info: { FirstName?: string }) => setName(info.FirstName ?? ''));
    void fetch('/api/internalmessages', { headers }).then((response) => response.json()).then((list: Message[]) => setMessages(list));
  }, [session]);
  return (
    <section>
      <h2>{name === null ? 'Account' : `Hello, ${name}`}</h2>
      <div role="tablist" aria-label="Account menu">
        {TABS.map((tab, index) => <button key={tab} role="tab" aria-selected={index === 0}>{tab}</button>)}
      </div>
      <div role="tabpanel">
        {messages === null ? <p>Loading…</p> : <ul>{messages.map((message) => <li key={message.Id}>{message.Title}</li>)}</ul>}
      </div>
    </section>
  );
}

createRoot(document.getElementById('root')!).render(<Account session={sessionStorage.getItem('casino-elements.session') ?? ''} />);
