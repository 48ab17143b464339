// A React 19 page using five casino-* elements, as an integrator writes it: no `any`, no declarations of
// its own, only the package's types. Each @ts-expect-error fails the check when the error it expects goes away.
import 'casino-elements/react';
import { useRef, useState } from 'react';
import { casino, type CasinoSignOutReasonCheck } from './reasons';

export function Lobby() {
  const [tab, setTab] = useState('inbox');
  const [player, setPlayer] = useState<string | null>(null);
  const deposit = useRef<HTMLElementTagNameMap['casino-deposit']>(null);
  const reason: CasinoSignOutReasonCheck = 'player';
  return (
    <main>
      <casino-platform api-url="/api" jurisdiction="mga" locale="sv" />
      <casino-signin
        hide-close
        class="inline"
        oncasino-signed-in={(event) => setPlayer(event.detail.userId)}
        oncasino-signed-out={(event) => void (event.detail.reason === reason)}
      />
      <casino-account
        tab={tab}
        oncasino-tab-change={(event) => setTab(event.detail.tab)}
        oncasino-close={(event) => void event.detail.widget.toUpperCase()}
      />
      <casino-deposit ref={deposit} amount={25} bonus-code="WELCOME" timeout-ms="15000" />
      <casino-cashier kind="deposit" lookup={{ environment: 'test' }} oncasino-cashier-success={(event) => void event.detail.eventType} />
      <button type="button" onClick={() => casino.openAccount('profile')}>{player ?? 'Account'}</button>

      {/* @ts-expect-error amount is a number */}
      <casino-deposit amount="fifty" />
      {/* @ts-expect-error the signed-in detail's userId is a string */}
      <casino-signin oncasino-signed-in={(event) => event.detail.userId.toFixed()} />
      {/* @ts-expect-error casino-deposit has no tab */}
      <casino-deposit tab="profile" />
      {/* @ts-expect-error no such element */}
      <casino-nothing />
    </main>
  );
}
