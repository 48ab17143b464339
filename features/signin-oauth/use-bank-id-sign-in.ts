import type { OAuthCode, Platform } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { useHost } from '../toolkit/host/index.ts';
import { useCompleteSignIn } from '../toolkit/session/index.ts';
import { useBankId, type BankIdOptions } from './use-bank-id.ts';

/**
 * Bank-ID whose code signs in (POST /player/signin/code): a player who already plays here is signed in through
 * the one completion path; anyone else is handed to `onNewPerson` with the sign-up token that names them
 * (spec 002 §4.3): the sign-in widget opens the token sign-up, the SGA wizard prefills its identity.
 */
export function useBankIdSignIn(
  settings: Omit<BankIdOptions, 'onCode'>,
  onNewPerson: (signUpToken: string, identity: OAuthCode, platform: Platform) => void | Promise<void>,
) {
  const host = useHost();
  const completeSignIn = useCompleteSignIn();
  return useBankId({
    ...settings,
    onCode: async (identity) => {
      const platform = await host.getPlatform();
      const outcome = await requireOperation(platform, 'signInWithCode')(identity);
      if (outcome.kind === 'signed-in') completeSignIn(outcome.result);
      else await onNewPerson(outcome.signUpToken, identity, platform);
    },
  });
}
