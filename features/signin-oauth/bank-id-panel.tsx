import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { preloadErrorNotice, useErrorNoticeLater, useHost } from '../toolkit/host/index.ts';
import type { BankId, BankIdPhase } from './use-bank-id.ts';


/** The QR image of the provider's payload, from the platform (GET /api/qr?msg=…), refreshed as it changes. */
function QrCode({ payload }: { payload: string }) {
  const host = useHost();
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void host.getPlatform().then((platform) => {
      if (live) setSrc(requireOperation(platform, 'getQrCodeUrl')(payload));
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [host, payload]);
  return (
    <figure className="bank-id-qr" part="qr">
      {src && <img src={src} width={200} height={200} alt={t`QR code for BankID. Scan it with the BankID app on your phone.`} />}
      <figcaption id="bank-id-qr-help">
        <Trans>Open the BankID app on your phone, tap the QR code icon and point the camera at this code. The code changes every second.</Trans>
      </figcaption>
    </figure>
  );
}

function failureText(phase: Extract<BankIdPhase, { step: 'failed' }>): ReactNode {
  switch (phase.reason) {
    case 'timeout':
      return <Trans>The BankID sign-in timed out.</Trans>;
    case 'cancelled':
      return <Trans>The BankID sign-in was cancelled in the app.</Trans>;
    case 'configuration':
      return <Trans>BankID sign-in is not set up correctly on this site.</Trans>;
    default:
      return <Trans>BankID could not identify you.</Trans>;
  }
}

export interface BankIdPanelProps {
  bankId: BankId;
  /** The start button's words: sign in, or identify (sign-up). */
  startLabel: ReactNode;
  intro?: ReactNode;
}

/**
 * The bank-ID identification's interface: a start button; then the app link on this device, the QR code
 * (the alternative) with its text alternative, the status and Cancel, beside the hidden iframe; a failure's notice with Try again.
 * Focus follows each stage, so the flow works with the keyboard alone.
 */
export function BankIdPanel({ bankId, startLabel, intro }: BankIdPanelProps) {
  const { phase, frameRef, start, cancel } = bankId;
  const { t } = useLingui();
  // The catalogue's texts come once the panel has painted (error-notice-later.ts): a refusal waits for them.
  const toNotice = useErrorNoticeLater();
  useEffect(preloadErrorNotice, []);
  const [platformNotice, setPlatformNotice] = useState<NoticeData | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const failedWith = phase.step === 'failed' && phase.reason === 'platform' ? phase.error : undefined;
  useEffect(() => {
    setPlatformNotice(null);
    if (failedWith === undefined) return undefined;
    let live = true;
    void toNotice().then((notice) => live && setPlatformNotice(notice(failedWith)));
    return () => {
      live = false;
    };
  }, [failedWith, toNotice]);

  // Focus follows the flow once the player started it: status, Try again, or the start button after Cancel.
  useEffect(() => {
    if (!moved.current) return;
    if (phase.step === 'waiting' || phase.step === 'completing') statusRef.current?.focus();
    else actionsRef.current?.querySelector('button')?.focus();
  }, [phase.step]);

  const begin = () => {
    moved.current = true;
    void start();
  };

  if (phase.step === 'waiting' || phase.step === 'completing') {
    const waiting = phase.step === 'waiting' ? phase : null;
    const status = !waiting || waiting.confirmed
      ? t`Signing you in…`
      : waiting.appOpened ? t`Confirm in the BankID app.` : t`Scan the QR code with the BankID app.`;
    return (
      <div className="bank-id" part="bank-id" aria-busy={!waiting || waiting.confirmed || undefined}>
        <p className="bank-id-status" role="status" tabIndex={-1} ref={statusRef}>{status}</p>
        {/* The app on this device, on every device (a desktop may have BankID installed too); the QR code is
            the alternative, for the app on another device. */}
        {waiting && waiting.appLink && !waiting.confirmed && (
          <div className="actions bank-id-same-device">
            <a className="button primary" part="button button-primary" href={waiting.appLink}><Trans>Open the app on this device</Trans></a>
          </div>
        )}
        {waiting && !waiting.appOpened && waiting.qrCode && (
          <>
            {waiting.appLink && !waiting.confirmed && <p className="bank-id-or"><Trans>Or use BankID on another device:</Trans></p>}
            <QrCode payload={waiting.qrCode} />
          </>
        )}
        {waiting && (
          <div className="actions">
            <Button variant="secondary" onClick={cancel}><Trans>Cancel</Trans></Button>
          </div>
        )}
        {waiting && (
          <iframe
            ref={frameRef}
            className="bank-id-frame"
            src={waiting.launch}
            title={t`BankID`}
            hidden
            tabIndex={-1}
            sandbox="allow-scripts allow-same-origin"
            referrerPolicy="origin"
          />
        )}
      </div>
    );
  }

  return (
    <div className="bank-id" part="bank-id">
      {phase.step === 'failed' && (
        <Notice {...(platformNotice ?? { level: 'error', message: failureText(phase) })} />
      )}
      {phase.step === 'idle' && phase.cancelled && <Notice level="info" message={<Trans>You cancelled the BankID sign-in.</Trans>} />}
      {intro}
      <div className="actions" ref={actionsRef}>
        {phase.step === 'failed' ? (
          <Button onClick={begin}><Trans>Try again</Trans></Button>
        ) : (
          <Button busy={phase.step === 'starting'} onClick={begin}>{startLabel}</Button>
        )}
      </div>
    </div>
  );
}
