import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TermsDocument } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { profileAtom, usePlayer } from '../player/index.ts';

type Load = { state: 'loading' } | { state: 'loaded'; terms: TermsDocument } | { state: 'failed' };

export function TermsWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const toNotice = useErrorNotice();
  const { signedIn } = usePlayer();
  const profile = useAtomValue(profileAtom);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const inFlight = useRef(false);

  const fetchTerms = useCallback(() => {
    setLoad({ state: 'loading' });
    setNotice(null);
    host
      .getPlatform()
      .then((platform) => {
        if (!platform.getTerms) throw new Error('This platform has no terms document');
        return platform.getTerms(host.locale);
      })
      .then((terms) => setLoad({ state: 'loaded', terms }))
      .catch((error: unknown) => {
        setNotice(toNotice(error));
        setLoad({ state: 'failed' });
      });
  }, [host, toNotice]);

  useEffect(fetchTerms, [fetchTerms]);

  const accept = async (terms: TermsDocument) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy('accept');
    setNotice(null);
    try {
      const platform = await host.getPlatform();
      if (!platform.acceptTerms) throw new Error('This platform cannot record accepted terms');
      await platform.acceptTerms(terms.version);
      host.emit('casino-terms-accepted', { version: terms.version });
      setAccepted(true);
      if (host.modal) host.open('message', { kind: profile && !profile.isActivated ? 'activation-required' : 'welcome' });
      else setNotice({ level: 'success', message: t`Thank you. You have accepted the terms and conditions.` });
    } catch (error) {
      setNotice(toNotice(error));
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const decline = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy('decline');
    await host.signOut('terms-declined');
    inFlight.current = false;
    setBusy(null);
    host.close();
  };

  return (
    <WidgetFrame
      {...frame}
      title={t`Terms and conditions`}
      busy={load.state === 'loading'}
      notices={notice && <Notice {...notice} onClear={() => setNotice(null)} />}
    >
      {load.state === 'loading' && (
        <p className="loading" role="status"><Trans>Loading the terms and conditions…</Trans></p>
      )}
      {load.state === 'failed' && (
        <div className="actions">
          <Button onClick={fetchTerms}><Trans>Try again</Trans></Button>
        </div>
      )}
      {load.state === 'loaded' && (
        <>
          {/* Focusable so keyboard users can scroll the text. */}
          <section className="terms-text" tabIndex={0} aria-label={t`Terms and conditions text`}>
            <SafeHtml html={load.terms.content} />
          </section>
          {signedIn && !accepted && (
            <div className="actions">
              <Button busy={busy === 'accept'} onClick={() => void accept(load.terms)}>
                <Trans>Accept</Trans>
              </Button>
              <Button variant="secondary" busy={busy === 'decline'} onClick={() => void decline()}>
                <Trans>Decline and sign out</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </WidgetFrame>
  );
}
