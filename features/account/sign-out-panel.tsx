import type { Profile } from '../../adapters/contract.ts';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { useHost } from '../toolkit/host/index.ts';
import { useWrite } from '../toolkit/query/index.ts';

/** Sign out: every element on the page and every other tab follow (the runtime tells them). */
export function SignOutPanel({ profile }: { profile: Profile }) {
  const name = profile.firstName || profile.email;
  const host = useHost();
  const signOut = useWrite();
  return (
    <div className="sign-out">
      <p>{name ? <Trans>You are signed in as <strong>{name}</strong>.</Trans> : <Trans>You are signed in.</Trans>}</p>
      <Button busy={signOut.busy} onClick={() => void signOut.run(() => host.signOut('player'))}>
        <Trans>Sign out</Trans>
      </Button>
    </div>
  );
}
