import type { ReactNode } from 'react';
import { Trans as RuntimeTrans } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation } from '../../adapters/contract.ts';
import { SUPPORT_PATH } from '../../i18n/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TransLink } from '../../ui/trans-link.tsx';
import { useHost } from '../host/index.ts';
import { MESSAGE_TEXTS } from '../message/index.ts';
import { usePlayer } from '../player/index.ts';
import { useQuery } from '../query/index.ts';

export type GateState = 'loading' | 'signed-out' | 'not-activated' | 'restricted' | 'open';

/**
 * Whether money may move here (spec 001 §5 "Eligibility"): a signed-in player, an activated account,
 * and a country the site serves (the IP country is known).
 */
export function usePaymentGate(): GateState {
  const { signedIn, profile } = usePlayer();
  const country = useQuery(
    ['ip-country'],
    (platform) => (hasOperation(platform, 'getIpCountry') ? platform.getIpCountry() : Promise.resolve('found')),
    { enabled: signedIn },
  );

  if (!signedIn) return 'signed-out';
  if (!profile || country.status === 'loading') return 'loading';
  if (!profile.isActivated) return 'not-activated';
  // A failed lookup must not lock a player out of their money: the platform checks again at payment.
  if (country.status === 'loaded' && !country.data) return 'restricted';
  return 'open';
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
