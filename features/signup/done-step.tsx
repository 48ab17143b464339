import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { useHost, withAdoptedStyles } from '../toolkit/host/index.ts';

/** The wizard's end: the account is ready; signed in (Continue, in a modal) or not (Sign in). */
function DoneStepView({ signedIn }: { signedIn: boolean }) {
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

/** The end's own styles (features/signup/styles.ts has the wizard's), adopted with it before it paints. */
const DONE_STYLES = /* css */ `
.done { display: grid; gap: var(--_space-3); }
.done p { margin: 0; }
`;

export const DoneStep = withAdoptedStyles(DoneStepView, DONE_STYLES);
