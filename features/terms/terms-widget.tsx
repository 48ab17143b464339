import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TermsDocument } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { headingsBelowTitle } from './headings.ts';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { profileAtom, usePlayer } from '../toolkit/player/index.ts';
import { useFailureNotice, useWrite } from '../toolkit/query/index.ts';
import { useCurrentTerms } from './terms-query.ts';

export function TermsWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const { signedIn } = usePlayer();
  const profile = useAtomValue(profileAtom);
  const load = useCurrentTerms();
  // What the player agrees to is read afresh whenever the widget is shown, not taken from an earlier read.
  const readAtMount = useRef(load.status === 'loaded' || load.status === 'failed');
  const { reload } = load;
  useEffect(() => {
    if (readAtMount.current) reload();
    readAtMount.current = false;
  }, [reload]);
  const failure = useFailureNotice(load);
  const [success, setSuccess] = useState<NoticeData | null>(null);
  const [accepted, setAccepted] = useState(false);
  const accept = useWrite({ invalidates: ['terms', 'profile'] });
  const decline = useWrite();
  const notice = accept.notice ?? success ?? (load.status === 'failed' ? failure : null);

  const shown = load.status === 'failed' ? undefined : load.data;

  const onAccept = async (terms: TermsDocument | null) => {
    if (decline.busy) return;
    // Read before the profile is loaded again: the follow-up is for the player who accepted.
    const activated = !profile || profile.isActivated;
    // No text (the operator's page holds it): the platform records the current terms as accepted.
    const done = await accept.run((platform) => requireOperation(platform, 'acceptTerms')(terms?.version));
    if (!done) return;
    host.emit('casino-terms-accepted', terms ? { version: terms.version } : {});
    setAccepted(true);
    if (host.modal) host.open('message', { kind: activated ? 'welcome' : 'activation-required' });
    else setSuccess({ level: 'success', message: t`Thank you. You have accepted the terms and conditions.` });
  };

  const onDecline = async () => {
    if (accept.busy) return;
    await decline.run(() => host.signOut('terms-declined'));
    host.close();
  };

  return (
    <WidgetFrame
      {...frame}
      title={t`Terms and conditions`}
      busy={!load.data && load.status === 'loading'}
      notices={notice && <Notice {...notice} onClear={() => (accept.notice ? accept.clearNotice() : setSuccess(null))} />}
    >
      {!load.data && load.status === 'loading' && (
        <p className="loading" role="status"><Trans>Loading the terms and conditions…</Trans></p>
      )}
      {load.status === 'failed' && (
        <div className="actions">
          <Button onClick={load.reload}><Trans>Try again</Trans></Button>
        </div>
      )}
      {shown && (
        <>
          {shown.terms ? (
            /* Focusable so keyboard users can scroll the text. */
            <div className="terms-text" role="region" tabIndex={0} aria-label={t`Terms and conditions text`}>
              <SafeHtml html={headingsBelowTitle(shown.terms.content)} />
            </div>
          ) : (
            <p className="terms-link">
              {host.termsUrl ? (
                <Trans>
                  Our terms and conditions have changed. Please read them on our{' '}
                  <a href={host.termsUrl} target="_blank" rel="noopener">terms and conditions page (opens in a new tab)</a>{' '}
                  before you go on.
                </Trans>
              ) : (
                <Trans>Our terms and conditions have changed. Please accept them to go on.</Trans>
              )}
            </p>
          )}
          {signedIn && !accepted && shown.canAccept && (
            <div className="actions">
              <Button busy={accept.busy} onClick={() => void onAccept(shown.terms)}>
                <Trans>Accept</Trans>
              </Button>
              <Button variant="secondary" busy={decline.busy} onClick={() => void onDecline()}>
                <Trans>Decline and sign out</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </WidgetFrame>
  );
}
