import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, type Bonus } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useSessionDraft } from '../forms/index.ts';
import { useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { usePlayer } from '../player/index.ts';
import { BonusList } from './bonus-list.tsx';

type Load = { state: 'loading' } | { state: 'loaded'; bonuses: readonly Bonus[] } | { state: 'failed'; notice: NoticeData };

/**
 * <casino-bonus-selector> on its own: the deposit offers; Continue emits casino-bonus-selected and,
 * in a modal, goes on to the deposit with the chosen code.
 */
export function BonusSelectorWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const toNotice = useErrorNotice();
  const { signedIn } = usePlayer();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [draft, setDraft, clearDraft] = useSessionDraft<{ code: string | null }>('bonus-selector', () => ({ code: null }));

  const fetchBonuses = useCallback(() => {
    setLoad({ state: 'loading' });
    host
      .getPlatform()
      .then((platform) => (hasOperation(platform, 'getDepositBonuses') ? platform.getDepositBonuses() : []))
      .then((bonuses) => setLoad({ state: 'loaded', bonuses }))
      .catch((error: unknown) => setLoad({ state: 'failed', notice: toNotice(error) }));
  }, [host, toNotice]);

  useEffect(() => {
    if (signedIn) fetchBonuses();
  }, [signedIn, fetchBonuses]);

  const done = (code: string | null) => {
    clearDraft();
    host.emit('casino-bonus-selected', { code });
    if (host.modal) host.open('deposit', code ? { bonusCode: code } : {});
  };

  return (
    <WidgetFrame {...frame} title={t`Choose a bonus`} busy={load.state === 'loading' && signedIn}>
      {!signedIn && <Notice level="info" message={<Trans>Sign in to see your bonuses.</Trans>} />}
      {signedIn && load.state === 'loading' && <p className="loading" role="status"><Trans>Loading the bonuses…</Trans></p>}
      {signedIn && load.state === 'failed' && (
        <>
          <Notice {...load.notice} />
          <div className="actions"><Button onClick={fetchBonuses}><Trans>Try again</Trans></Button></div>
        </>
      )}
      {signedIn && load.state === 'loaded' && load.bonuses.length === 0 && (
        <>
          <p><Trans>There are no bonuses for you right now.</Trans></p>
          <div className="actions"><Button onClick={() => done(null)}><Trans>Continue without a bonus</Trans></Button></div>
        </>
      )}
      {signedIn && load.state === 'loaded' && load.bonuses.length > 0 && (
        <BonusList bonuses={load.bonuses} selected={draft.code} onSelect={(code) => setDraft({ code })} onContinue={done} />
      )}
    </WidgetFrame>
  );
}
