import type { ReactNode } from 'react';
import { Trans as RuntimeTrans } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_PATH } from '../../i18n/support-path.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TransLink } from '../../ui/trans-link.tsx';
import { useHost } from '../toolkit/host/index.ts';
import { MESSAGE_TEXTS } from '../message/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { QueryFailure, useQuery } from '../toolkit/query/index.ts';
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

/** The failed country lookup as the catalogue's notice, with "Try again" (a new lookup for every widget). */
function CountryLookupFailure() {
  const country = useIpCountry(true);
  return <QueryFailure query={country} />;
}

/** What the player sees instead of the cashier when the gate is closed. */
export function GateNotice({ state }: { state: Exclude<GateState, 'open'> }): ReactNode {
  const host = useHost();
  const { i18n } = useLingui();
  switch (state) {
    case 'loading':
      return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
    case 'signed-out':
      return (
        <div className="gate">
          <Notice level="info" message={<Trans>Sign in to deposit or withdraw.</Trans>} />
          <div className="actions">
            <Button onClick={() => host.open('signin')}><Trans>Sign in</Trans></Button>
          </div>
        </div>
      );
    case 'terms':
      return (
        <>
          <Notice level="warning" message={<Trans>Accept the terms and conditions to deposit or withdraw.</Trans>} />
          <div className="actions">
            <Button onClick={() => host.open('terms', {}, { forced: true })}><Trans>Read the terms and conditions</Trans></Button>
          </div>
        </>
      );
    case 'not-activated': {
      const texts = MESSAGE_TEXTS['activation-required'];
      return (
        <Notice
          level="warning"
          title={i18n._(texts.title)}
          message={<RuntimeTrans id={texts.body.id} message={texts.body.message} components={{ 0: <TransLink href={SUPPORT_PATH} /> }} />}
        />
      );
    }
    case 'country-unknown':
      return <CountryLookupFailure />;
    case 'restricted': {
      const texts = MESSAGE_TEXTS['restricted-access'];
      return (
        <Notice
          level="error"
          title={i18n._(texts.title)}
          message={<RuntimeTrans id={texts.body.id} message={texts.body.message} components={{ 0: <TransLink href={SUPPORT_PATH} /> }} />}
        />
      );
    }
  }
}
