// The React 19 example host (examples/react.html), built by rollup.config.mjs into examples/build/react-host.js.
// As an integrator writes it: the package's own types (casino-elements/react), no `any`, no declarations of
// its own. The page's state drives the elements (attributes and properties), and the elements' events drive
// the page's state: the account's tab is the page's `tab`, both ways.
import 'casino-elements/react';
import { casino } from 'casino-elements';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TABS } from './tabs';

interface LoggedEvent { id: number; text: string }

function App({ cashierUrl }: { cashierUrl: string }) {
  const [player, setPlayer] = useState<string | null>(null);
  const [tab, setTab] = useState('inbox');
  const [amount, setAmount] = useState(25);
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const log = (text: string) => setEvents((list) => [{ id: (list[0]?.id ?? 0) + 1, text }, ...list].slice(0, 8));

  return (
    <>
      <casino-platform platform="rest" api-url="/api" jurisdiction="mga" locale="en" cashier-environment="development" cashier-url={cashierUrl} merchant-id="100000001" />
      <section className="host-state" aria-label="The page's state">
        <p id="host-player">{player ? `Signed in: player ${player}` : 'Signed out'}</p>
        <label>
          Account tab (the page's state){' '}
          <select id="host-tab" value={tab} onChange={(event) => setTab(event.target.value)}>
            {TABS.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </label>
        <label>
          Deposit amount{' '}
          <input id="host-amount" type="number" min={1} value={amount} onChange={(event) => setAmount(Number(event.target.value) || 1)} />
        </label>
        <p>
          <button className="host-button" type="button" onClick={() => casino.openAccount(tab)}>Account in a dialog</button>
          <button className="host-button" type="button" onClick={() => casino.openDeposit({ amount })}>Deposit in a dialog</button>
          <button className="host-button" type="button" onClick={() => casino.signOut()}>Sign out</button>
        </p>
      </section>
      <casino-message-notice />
      <div className="grid">
        <casino-signin
          hide-close
          oncasino-signed-in={(event) => { setPlayer(event.detail.userId); log(`casino-signed-in ${event.detail.userId}`); }}
          oncasino-signed-out={(event) => { setPlayer(null); log(`casino-signed-out ${event.detail.reason}`); }}
        />
        <casino-deposit amount={amount} oncasino-deposit-success={(event) => log(`casino-deposit-success ${event.detail.amount ?? ''}`)} />
      </div>
      <casino-account
        tab={tab}
        hide-close
        oncasino-tab-change={(event) => { setTab(event.detail.tab); log(`casino-tab-change ${event.detail.tab}`); }}
        oncasino-signed-out={() => setTab('inbox')}
      />
      <h2>Events the page received</h2>
      <ol className="host-events" id="host-events">
        {events.map((entry) => <li key={entry.id}>{entry.text}</li>)}
      </ol>
    </>
  );
}

const root = document.querySelector<HTMLElement>('#react-root')!;
// The page's configuration: the sandbox cashier's origin, as the sandbox serves the page.
createRoot(root).render(<StrictMode><App cashierUrl={root.dataset.cashierUrl ?? ''} /></StrictMode>);
