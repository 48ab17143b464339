import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useHost } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { useQuery } from '../toolkit/query/index.ts';
import { useTermsToAccept } from '../terms/index.ts';
import { readIpCountry } from './gate-reads.ts';

export type GateState = 'loading' | 'signed-out' | 'terms' | 'not-activated' | 'restricted' | 'country-unknown' | 'open';

/** The IP country (readIpCountry), one read for every payment widget on the page. */
export function useIpCountry(enabled: boolean) {
  return useQuery(['ip-country'], readIpCountry, { enabled });
}

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
export type FirstGateState = Extract<GateState, 'loading' | 'signed-out'>;

export const isFirstGateState = (state: GateState): state is FirstGateState => state === 'loading' || state === 'signed-out';

/**
 * What the player sees instead of the cashier while the gate is read, or signed out: apart from the other closed
 * states' notices (gate-notice.tsx), which the deposit loads only when the gate is closed for a signed-in player.
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
