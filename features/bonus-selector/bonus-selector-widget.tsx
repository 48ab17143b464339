import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useSessionDraft } from '../toolkit/forms/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { QueryFailure } from '../toolkit/query/index.ts';
import { useDepositBonuses } from './bonus-queries.ts';
import { BonusList } from './bonus-list.tsx';

/**
 * <casino-bonus-selector> on its own: the deposit offers; Continue emits casino-bonus-selected and,
 * in a modal, goes on to the deposit with the chosen code.
 */
export function BonusSelectorWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const { signedIn } = usePlayer();
  const load = useDepositBonuses(signedIn);
  // The choice is no form value: it is kept for a reload of the page.
  const [draft, setDraft, clearDraft] = useSessionDraft<{ code: string | null }>('bonus-selector', () => ({ code: null }));
  const bonuses = load.data;

  const done = (code: string | null) => {
    clearDraft();
    host.emit('casino-bonus-selected', { code });
    if (host.modal) host.open('deposit', code ? { bonusCode: code } : {});
  };

  return (
    <WidgetFrame {...frame} title={t`Choose a bonus`} busy={load.status === 'loading'}>
      {!signedIn && <Notice level="info" message={<Trans>Sign in to see your bonuses.</Trans>} />}
      {signedIn && !bonuses && load.status === 'loading' && <p className="loading" role="status"><Trans>Loading the bonuses…</Trans></p>}
      {signedIn && load.status === 'failed' && <QueryFailure query={load} />}
      {signedIn && load.status !== 'failed' && bonuses?.length === 0 && (
        <>
          <p><Trans>There are no bonuses for you right now.</Trans></p>
          <div className="actions"><Button onClick={() => done(null)}><Trans>Continue without a bonus</Trans></Button></div>
        </>
      )}
      {signedIn && load.status !== 'failed' && bonuses && bonuses.length > 0 && (
        <BonusList bonuses={bonuses} selected={draft.code} onSelect={(code) => setDraft({ code })} onContinue={done} />
      )}
    </WidgetFrame>
  );
}
