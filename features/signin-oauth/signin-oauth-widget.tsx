import { Trans, useLingui } from '@lingui/react/macro';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { SignedIn, usePlayer, type SignedInProps } from '../toolkit/player/index.ts';
import { BankIdPanel } from './bank-id-panel.tsx';
import { useBankIdSignIn } from './use-bank-id-sign-in.ts';

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
 * through the one completion path; a new person's sign-up token opens the token sign-up, prefilled. Shown inside
 * the sign-in, `texts` names the part of the catalog that holds the signed-in view's texts there.
 */
export function SignInOAuthWidget(props: SignInOAuthWidgetProps & Pick<SignedInProps, 'texts'>) {
  const frame = useWidgetFrame(props);
  const { signedIn, profile } = usePlayer();
  const { t } = useLingui();
  return (
    <WidgetFrame {...frame} title={signedIn ? t`Signed in` : t`Sign in with BankID`}>
      {signedIn ? <SignedIn name={profile?.firstName || profile?.email || ''} texts={props.texts} /> : <BankIdSignIn {...props} />}
    </WidgetFrame>
  );
}

function BankIdSignIn(props: BankIdSettings) {
  const host = useHost();
  // A person with no account yet: the token sign-up, prefilled from the token (spec 002 §4.3).
  const bankId = useBankIdSignIn(props, (signUpToken) => void host.open('signup-token', { token: signUpToken }));
  return (
    <BankIdPanel
      bankId={bankId}
      startLabel={<Trans>Sign in with BankID</Trans>}
      intro={<p><Trans>Use the BankID app on your phone, or on this device.</Trans></p>}
    />
  );
}
