import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import { useHost } from '../host/index.ts';
import { Balance } from './balance.tsx';

/** What a sign-in shows once the player is in (by password or by bank-ID): who, the balance, and Sign out. */
export function SignedIn({ name }: { name: string }) {
  const host = useHost();
  const [busy, setBusy] = useState(false);
  return (
    <div className="signed-in">
      <p>{name ? <Trans>You are signed in as <strong>{name}</strong>.</Trans> : <Trans>You are signed in.</Trans>}</p>
      <Balance />
      <div className="actions">
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => {
            setBusy(true);
            void host.signOut('player').finally(() => setBusy(false));
          }}
        >
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </div>
  );
}
