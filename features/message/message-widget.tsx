import { useEffect, useId, useRef, useState } from 'react';
import { Trans as RuntimeTrans } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { TransLink } from '../../ui/trans-link.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer, useRefreshWallet } from '../toolkit/player/index.ts';
import { useInvalidate } from '../toolkit/query/index.ts';
import { SUPPORT_PATH } from '../../i18n/support-path.ts';
import { MESSAGE_TEXTS, resolveMessageKind } from './messages.ts';

export interface MessageWidgetProps extends CommonWidgetProps {
  kind?: string;
}

export function MessageWidget(props: MessageWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { i18n, t } = useLingui();
  const { profile, signedIn } = usePlayer();
  const kind = resolveMessageKind(props.kind);
  const refreshWallet = useRefreshWallet();
  const invalidate = useInvalidate();
  // Back from a successful payment: the balance and what a deposit changes are read again, once.
  const refreshed = useRef(false);
  useEffect(() => {
    if (kind !== 'payment-success' || !signedIn || refreshed.current) return;
    refreshed.current = true;
    void refreshWallet().finally(() => invalidate('wallet', 'history', 'payment-stats', 'limits', 'deposit-bonuses'));
  }, [kind, signedIn, refreshWallet, invalidate]);
  const texts = MESSAGE_TEXTS[kind];
  const name = profile?.firstName;
  const title = kind === 'welcome' && name ? t`Welcome, ${name}!` : i18n._(texts.title);
  // Offer the next step only where its widget exists on this page.
  const next = kind === 'reset-token-invalid' ? 'forgot-password' : kind === 'activation-required' ? 'activation' : null;
  const canGoOn = next !== null && host.canOpen(next);
  // Inline, closing tells the page (casino-close) and the message goes: a Close that leaves it there does nothing.
  const [dismissed, setDismissed] = useState(false);
  const close = () => {
    host.close();
    if (!host.modal) setDismissed(true);
  };
  const bodyId = useId();
  if (dismissed) return null;

  return (
    <WidgetFrame {...frame} onClose={close} title={title} describedBy={bodyId}>
      <p id={bodyId} className="message-body">
        <RuntimeTrans id={texts.body.id} message={texts.body.message} components={{ 0: <TransLink href={SUPPORT_PATH} /> }} />
      </p>
      <div className="actions">
        {canGoOn && next === 'forgot-password' && (
          <Button onClick={() => host.open('forgot-password')}><Trans>Reset password</Trans></Button>
        )}
        {canGoOn && next === 'activation' && (
          <Button onClick={() => host.open('activation')}><Trans>Activate account</Trans></Button>
        )}
        <Button variant={canGoOn ? 'secondary' : 'primary'} onClick={close}>
          {kind === 'welcome' ? <Trans>Continue</Trans> : <Trans>Close</Trans>}
        </Button>
      </div>
    </WidgetFrame>
  );
}
