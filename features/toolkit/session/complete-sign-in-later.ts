import { useCallback, useEffect } from 'react';
import { useStore } from 'jotai';
import type { SignInResult } from '../../../adapters/contract.ts';
import { retryingImport, useHost } from '../host/index.ts';
import { profileAtom } from '../player/index.ts';
import type { CompleteSignInOptions } from './complete-sign-in.ts';

// What follows a sign-in (the session started on every element, the profile stored, casino-signed-in, the terms or
// the welcome) runs only once the player has signed in: a chunk a sign-in form's first render does not load. The
// form fetches it once it has painted; a sign-in answered before it is here waits for it (asking again while it
// fails: the platform has signed the player in, and the page must follow).
type CompleteSignIn = typeof import('./complete-sign-in.ts');
let loading: Promise<CompleteSignIn> | undefined;
const load = (): Promise<CompleteSignIn> => (loading ??= retryingImport(() => import('./complete-sign-in.ts')));

/**
 * useCompleteSignIn for a form whose first render does not need it: its function resolves once the sign-in is
 * complete (its chunk fetched once the form has painted, or at the first call, whichever comes first).
 */
export function useCompleteSignInLater(): (result: SignInResult, options?: CompleteSignInOptions) => Promise<void> {
  const host = useHost();
  const store = useStore();
  useEffect(() => {
    void load();
  }, []);
  return useCallback((result: SignInResult, options?: CompleteSignInOptions) => {
    // Whether the player is shown already, read as the answer comes: a profile read while the chunk is on its way
    // (the adapter keeps the session during the call) must not take the casino-signed-in of a new sign-in away.
    const shown = store.get(profileAtom)?.userId === result.profile.userId;
    return load().then((module) => module.completeSignIn(host, store, result, options, shown));
  }, [host, store]);
}
