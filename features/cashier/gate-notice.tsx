import type { ReactNode } from 'react';
import { Trans as RuntimeTrans } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_PATH } from '../../i18n/support-path.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TransLink } from '../../ui/trans-link.tsx';
import { useHost } from '../toolkit/host/index.ts';
import { MESSAGE_TEXTS } from '../message/index.ts';
import { QueryFailure } from '../toolkit/query/index.ts';
import { useIpCountry, type ClosedGateState } from './ip-country.ts';

/** The failed country lookup as the catalogue's notice, with "Try again" (a new lookup for every widget). */
function CountryLookupFailure() {
  const country = useIpCountry(true);
  return <QueryFailure query={country} />;
}

/** A message of the platform's message table as a notice: its title, and its body with the support page's link. */
function MessageTableNotice({ level, texts }: { level: 'warning' | 'error'; texts: (typeof MESSAGE_TEXTS)[keyof typeof MESSAGE_TEXTS] }) {
  const { i18n } = useLingui();
  return (
    <Notice
      level={level}
      title={i18n._(texts.title)}
      message={<RuntimeTrans id={texts.body.id} message={texts.body.message} components={{ 0: <TransLink href={SUPPORT_PATH} /> }} />}
    />
  );
}

/**
 * What a signed-in player sees instead of the cashier when the gate keeps them from paying: a chunk the payment
 * widgets load only then (gate.tsx GateNotice; the deposit with its later texts, features/deposit/later-parts.ts).
 */
export function ClosedGateNotice({ state }: { state: ClosedGateState }): ReactNode {
  const host = useHost();
  switch (state) {
    case 'terms':
      return (
        <>
          <Notice level="warning" message={<Trans>Accept the terms and conditions to deposit or withdraw.</Trans>} />
          <div className="actions">
            <Button onClick={() => host.open('terms', {}, { forced: true })}><Trans>Read the terms and conditions</Trans></Button>
          </div>
        </>
      );
    case 'not-activated':
      return <MessageTableNotice level="warning" texts={MESSAGE_TEXTS['activation-required']} />;
    case 'country-unknown':
      return <CountryLookupFailure />;
    case 'restricted':
      return <MessageTableNotice level="error" texts={MESSAGE_TEXTS['restricted-access']} />;
  }
}
