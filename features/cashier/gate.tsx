import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { retryingImport, useHost } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { useTermsToAccept } from '../terms/index.ts';
import { useIpCountry, type FirstGateState, type GateState } from './ip-country.ts';

export type { ClosedGateState, FirstGateState, GateState } from './ip-country.ts';
export { useIpCountry };

/**
 * Whether money may move here (spec 001 §5 "Eligibility"): a signed-in player who has accepted the current
 * terms (spec 000 §4: they cannot be dismissed), an activated account, and a country the site serves. An IP
 * country that cannot be found is restricted access; a lookup that failed is neither open nor restricted but
 * an error with a way to ask again: never a silent yes.
 */
export function usePaymentGate(): GateState {
  const { signedIn, profile } = usePlayer();
  const terms = useTermsToAccept();
  const country = useIpCountry(signedIn);

  if (!signedIn) return 'signed-out';
  if (!profile || country.status === 'loading' || country.status === 'idle' || terms === 'unknown') return 'loading';
  if (terms === 'required') return 'terms';
  if (!profile.isActivated) return 'not-activated';
  if (country.status === 'failed') return 'country-unknown';
  if (!country.data) return 'restricted';
  return 'open';
}

/** The gate's states a payment widget's first render shows while it reads, or to a visitor. */


export const isFirstGateState = (state: GateState): state is FirstGateState => state === 'loading' || state === 'signed-out';

/**
 * What the player sees instead of the cashier while the gate is read, or signed out: apart from the other closed
 * states' notices (gate-notice.tsx), which a payment widget loads only when the gate keeps a signed-in player out.
 */
export function FirstGateNotice({ state }: { state: FirstGateState }) {
  const host = useHost();
  if (state === 'loading') return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
  return (
    <div className="gate">
      <Notice level="info" message={<Trans>Sign in to deposit or withdraw.</Trans>} />
      <div className="actions">
        <Button onClick={() => host.open('signin')}><Trans>Sign in</Trans></Button>
      </div>
    </div>
  );
}

/**
 * The notices of a gate closed for a signed-in player (gate-notice.tsx): a chunk no first render loads. A payment
 * widget shows "Loading…" until they are here, asked again while they fail; the deposit loads them with its later
 * texts (features/deposit/later-parts.ts).
 */
export const loadClosedGateNotice = () => import('./gate-notice.tsx');
const LaterGateNotice = lazy(() => retryingImport(loadClosedGateNotice).then((module) => ({ default: module.ClosedGateNotice })));

/** What the player sees instead of the cashier when the gate is not open. */
export function GateNotice({ state }: { state: Exclude<GateState, 'open'> }) {
  if (isFirstGateState(state)) return <FirstGateNotice state={state} />;
  return (
    <Suspense fallback={<p className="loading" role="status"><Trans>Loading…</Trans></p>}>
      <LaterGateNotice state={state} />
    </Suspense>
  );
}
