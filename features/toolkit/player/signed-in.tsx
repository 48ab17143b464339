import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import { useCatalogPart, useHost } from '../host/index.ts';
import { Balance } from './balance.tsx';

export interface SignedInProps {
  readonly name: string;
  /**
   * The part of the catalog that holds its texts, where the widget's first render did not load it (the sign-in's
   * `signin-later`): the view waits for it (the spinner meanwhile), asked again while it fails.
   */
  readonly texts?: string;
}

/** What a sign-in shows once the player is in (by password or by bank-ID): who, the balance, and Sign out. */
export function SignedIn({ name, texts }: SignedInProps) {
  useCatalogPart(texts);
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
