import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { useHost } from '../toolkit/host/index.ts';

/** The wizard's end: the account is ready; signed in (Continue, in a modal) or not (Sign in). */
export function DoneStep({ signedIn }: { signedIn: boolean }) {
  const host = useHost();
  return (
    <div className="done" role="status">
      <p className="done-title"><strong><Trans>Welcome!</Trans></strong></p>
      <p>
        {signedIn
          ? <Trans>Your account is ready and you are signed in.</Trans>
          : <Trans>Your account is ready. Sign in to play.</Trans>}
      </p>
      <div className="actions">
        {!signedIn && <Button onClick={() => host.open('signin')}><Trans>Sign in</Trans></Button>}
        {signedIn && host.modal && <Button onClick={() => host.close()}><Trans>Continue</Trans></Button>}
      </div>
    </div>
  );
}
