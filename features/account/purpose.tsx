import { useEffect, useRef, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { NoticeData } from '../../ui/notice.tsx';
import { useHost } from '../toolkit/host/index.ts';
import type { AccountPurpose } from './purposes.ts';

/**
 * Why the account was opened for the player, when the platform requires something (a forced display page): its
 * title and description, what Escape answers, the event that says it is done and what is said then. A chunk of its
 * own, which the account loads only when its `purpose` attribute names one (./purposes.ts).
 */
const PURPOSES = {
  'deposit-limits': {
    title: msg`Set your deposit limits to continue`,
    description: msg`The gambling law requires a deposit limit before you can play. Set a daily, weekly or monthly deposit limit below.`,
    cannotClose: msg`This cannot be closed until you have set a deposit limit.`,
    completes: 'casino-limits-changed',
    done: msg`Your deposit limit is set. You can go on playing.`,
  },
  'verify-identity': {
    title: msg`Verify your identity`,
    description: msg`We need to confirm who you are before you can go on playing. Upload a document that proves your identity below.`,
    cannotClose: msg`This cannot be closed until you have uploaded a document.`,
    completes: 'casino-document-uploaded',
    done: msg`Your document has been uploaded. You can go on playing.`,
  },
} as const satisfies Record<AccountPurpose, { title: MessageDescriptor; description: MessageDescriptor; cannotClose: MessageDescriptor; completes: string; done: MessageDescriptor }>;

export interface PurposeFrame {
  readonly title: string | null;
  readonly description: string | null;
  readonly notice: NoticeData | null;
  readonly clearNotice: () => void;
}

/**
 * The account opened for a purpose: Escape in a forced dialog says why it stays; once the requirement is met
 * (its event from this element), a success notice says so, with Continue, which takes the focus and closes.
 */
export function usePurpose(purpose: AccountPurpose | null): PurposeFrame {
  const host = useHost();
  const { i18n, t } = useLingui();
  const [notice, setNotice] = useState<'cannot-close' | 'done' | null>(null);
  const continueRef = useRef<HTMLButtonElement | null>(null);
  const row = purpose ? PURPOSES[purpose] : null;

  useEffect(() => {
    if (!row) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && host.forced) setNotice((now) => (now === 'done' ? now : 'cannot-close'));
    };
    const onDone = () => setNotice('done');
    host.element.addEventListener('keydown', onKeyDown);
    host.element.addEventListener(row.completes, onDone);
    return () => {
      host.element.removeEventListener('keydown', onKeyDown);
      host.element.removeEventListener(row.completes, onDone);
    };
  }, [host, row]);

  // After the notice's own focus (the frame's), so the next key the player presses is Continue.
  useEffect(() => {
    if (notice !== 'done') return;
    const frame = requestAnimationFrame(() => continueRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [notice]);

  if (!row) return { title: null, description: null, notice: null, clearNotice: () => undefined };
  let data: NoticeData | null = null;
  if (notice === 'cannot-close') data = { level: 'info', message: i18n._(row.cannotClose) };
  if (notice === 'done') {
    data = {
      level: 'success',
      message: (
        <>
          <p>{i18n._(row.done)}</p>
          <div className="actions">
            <button ref={continueRef} type="button" className="button primary" part="button button-primary" onClick={() => host.close()}>{t`Continue`}</button>
          </div>
        </>
      ),
    };
  }
  return { title: i18n._(row.title), description: i18n._(row.description), notice: data, clearNotice: () => setNotice(null) };
}

/** Its children, given the frame of the purpose the account was opened for (the account renders this once loaded). */
export function WithPurpose({ purpose, children }: { purpose: AccountPurpose; children: (frame: PurposeFrame) => ReactNode }) {
  return children(usePurpose(purpose));
}
