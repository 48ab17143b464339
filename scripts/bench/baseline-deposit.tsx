// The floor for a usable deposit: a bare React 19 page that creates the same cashier frame as <casino-deposit>
// for a signed-in player (the player read from the same platform path, the same address built by the same
// pure function, features/cashier/address.ts), with no runtime, catalog, state library or shadow DOM.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { buildCashierUrl, cashierBase, hostUriOf } from '../../features/cashier/address.ts';

const { apiUrl, merchantId, cashierUrl, bonusCode } = document.getElementById('root')!.dataset;

function Deposit() {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const sessionId = sessionStorage.getItem('casino-elements.session') ?? '';
    void fetch(`${apiUrl}/player/user-info`, { headers: { 'X-Player-Session-Id': sessionId } })
      .then((response) => response.json() as Promise<{ Id: number; Currency?: string }>)
      .then((info) => {
        const config = { merchantId: merchantId!, userId: String(info.Id), sessionId, environment: 'development', locale: 'en_GB', method: 'deposit' as const, bonusCode, attributes: {} };
        setSrc(buildCashierUrl(cashierBase('development', cashierUrl), config, hostUriOf(window.location)).url);
      });
  }, []);
  return (
    <section aria-label="Deposit">
      <h2>Deposit</h2>
      {src ? <iframe title="Payment cashier" src={src} /> : <p role="status">Loading…</p>}
    </section>
  );
}

createRoot(document.getElementById('root')!).render(<Deposit />);
