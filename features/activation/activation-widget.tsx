import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { usePlayer } from '../player/index.ts';
import { ActivationForm } from './activation-form.tsx';

export interface ActivationWidgetProps extends CommonWidgetProps {
  email?: string;
  code?: string;
}

export function ActivationWidget(props: ActivationWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const { profile } = usePlayer();
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [done, setDone] = useState(false);
  const alreadyActivated = !done && profile?.isActivated === true;
  // The form (and the button just pressed) gives way to the outcome: focus goes to it, not to the page.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) (outcome.current?.querySelector<HTMLElement>('button') ?? outcome.current)?.focus();
  }, [done]);
  const email = props.email || profile?.email || undefined;
  return (
    <WidgetFrame
      {...frame}
      title={t`Activate your account`}
      notices={notice && <Notice {...notice} onClear={() => setNotice(null)} />}
    >
      {alreadyActivated ? (
        <p role="status"><Trans>Your account is already activated</Trans></p>
      ) : done ? (
        <div className="done" ref={outcome} tabIndex={-1}>
          <p><Trans>Your account is activated. You can now deposit and play.</Trans></p>
          {host.modal && (
            <div className="actions">
              <Button onClick={() => host.close()}><Trans>Continue</Trans></Button>
            </div>
          )}
        </div>
      ) : (
        <ActivationForm email={email} code={props.code} setNotice={setNotice} onActivated={() => setDone(true)} />
      )}
    </WidgetFrame>
  );
}
