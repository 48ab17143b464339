import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OAuthCode } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { Balance, usePlayer } from '../player/index.ts';
import { useCompleteSignIn } from '../session/index.ts';
import { BankIdPanel } from './bank-id-panel.tsx';
import { useBankId } from './use-bank-id.ts';

export interface BankIdSettings {
  /** The callback page's address (default: dist/oauth-callback.html beside the library, on this origin). */
  redirectUri?: string;
  /** The identity provider's exact origin; the launch address must be on it (default: the launch address's). */
  oauthOrigin?: string;
  /** How long the player has to confirm in the app, in milliseconds (default 180000). */
  timeoutMs?: number;
}

export interface SignInOAuthWidgetProps extends CommonWidgetProps, BankIdSettings {}

/**
 * Signs in with the bank-ID app (spec 000 §6, 002 §4.3 and §7.6): a person who plays here is signed in
 * through the one completion path; a new person's sign-up token opens the token sign-up, prefilled.
 */
export function SignInOAuthWidget(props: SignInOAuthWidgetProps) {
  const frame = useWidgetFrame(props);
  const { signedIn, profile } = usePlayer();
  const { t } = useLingui();
  return (
    <WidgetFrame {...frame} title={signedIn ? t`Signed in` : t`Sign in with BankID`}>
      {signedIn ? <SignedIn name={profile?.firstName || profile?.email || ''} /> : <BankIdSignIn {...props} />}
    </WidgetFrame>
  );
}

function SignedIn({ name }: { name: string }) {
  const host = useHost();
  const [busy, setBusy] = useState(false);
  return (
    <div className="signed-in">
      <p>{name ? <Trans>You are signed in as <strong>{name}</strong>.</Trans> : <Trans>You are signed in.</Trans>}</p>
      <Balance />
      <div className="actions">
        <Button variant="secondary" busy={busy} onClick={() => {
          setBusy(true);
          void host.signOut('player').finally(() => setBusy(false));
        }}>
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </div>
  );
}

function BankIdSignIn(props: BankIdSettings) {
  const host = useHost();
  const completeSignIn = useCompleteSignIn();
  const bankId = useBankId({
    ...props,
    onCode: async (identity: OAuthCode) => {
      const platform = await host.getPlatform();
      const outcome = await requireOperation(platform, 'signInWithCode')(identity);
      if (outcome.kind === 'signed-in') {
        completeSignIn(outcome.result);
        return;
      }
      // A person with no account yet: the token sign-up, prefilled from the token (spec 002 §4.3).
      host.open('signup-token', { token: outcome.signUpToken });
    },
  });
  return (
    <BankIdPanel
      bankId={bankId}
      startLabel={<Trans>Sign in with BankID</Trans>}
      intro={<p><Trans>Use the BankID app on your phone, or on this device.</Trans></p>}
    />
  );
}
