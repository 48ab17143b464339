import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { ActivationForm } from './activation-form.tsx';
import { linkIsForAnotherAccount } from './activation-rules.ts';

export interface ActivationWidgetProps extends CommonWidgetProps {
  email?: string;
  code?: string;
}

export function ActivationWidget(props: ActivationWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const { signedIn, profile } = usePlayer();
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [done, setDone] = useState(false);
  const alreadyActivated = !done && profile?.isActivated === true;
  // The form (and the button just pressed) gives way to the outcome: focus goes to it, not to the page.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) (outcome.current?.querySelector<HTMLElement>('button') ?? outcome.current)?.focus();
  }, [done]);
  const email = props.email || profile?.email || undefined;
  // A link (?email=…&code=…) never replaces the session of a player signed in as someone else: activating
  // would sign its account in. Who is signed in is not known until the profile loads after a reload.
  const linkEmail = props.email?.trim() ?? '';
  const accountEmail = profile?.email ?? '';
  const otherAccount = !done && signedIn && linkIsForAnotherAccount(linkEmail, profile ? accountEmail : null);
  const otherAccountNotice = otherAccount && profile && (
    <Notice
      level="warning"
      message={t`This activation link is for ${linkEmail}, but you are signed in as ${accountEmail}. Sign out first to activate that account.`}
    />
  );
  return (
    <WidgetFrame
      {...frame}
      title={t`Activate your account`}
      notices={otherAccountNotice || (notice && <Notice {...notice} onClear={() => setNotice(null)} />)}
    >
      {otherAccount && !profile ? (
        <p className="loading" role="status"><Trans>Loading…</Trans></p>
      ) : otherAccount ? (
        <div className="actions">
          <Button variant="secondary" onClick={() => void host.signOut('player')}><Trans>Sign out</Trans></Button>
        </div>
      ) : alreadyActivated ? (
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
