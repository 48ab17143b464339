import { useCallback } from 'react';
import { useStore } from 'jotai';
import type { Capabilities, SignInResult } from '../../../adapters/contract.ts';
import { useHost, type WidgetHost } from '../host/index.ts';
import { rulesFor } from '../jurisdiction/index.ts';
import { PROFILE_KEY, profileAtom } from '../player/index.ts';
import { setQueryData } from '../query/index.ts';
import { followUpAfterSignIn, TERMS_DELAY_MS } from './follow-up.ts';

type Store = ReturnType<typeof useStore>;

export interface CompleteSignInOptions {
  /**
   * Open what follows a sign-in (terms, activation, session summary or welcome). A wizard that goes on with
   * steps of its own (sign-up's activation, bonus and deposit) says false.
   */
  readonly followUp?: boolean;
}

function openFollowUp(host: WidgetHost, result: SignInResult, capabilities: Pick<Capabilities, 'sessionSummary'>): void {
  switch (followUpAfterSignIn(result, rulesFor(host.jurisdiction), capabilities)) {
    case 'terms':
      // Terms that must be accepted cannot be dismissed: accept, or decline and be signed out.
      setTimeout(() => host.open('terms', {}, { forced: true }), TERMS_DELAY_MS);
      return;
    case 'activation-required':
      host.open('message', { kind: 'activation-required' });
      return;
    case 'session-summary':
      // Until the page has <casino-session-summary>, the player is still welcomed.
      if (!host.open('session-summary')) host.open('message', { kind: 'welcome' });
      return;
    case 'welcome':
      host.open('message', { kind: 'welcome' });
  }
}

/**
 * The one way a sign-in ends, whatever the way in (password, SMS code, activation, sign-up, token sign-up,
 * bank-ID): the profile into the page's store, the session started on every element and tab, casino-signed-in
 * (once: the player already shown as signed in is not announced again), then the follow-up.
 */
export function completeSignIn(host: WidgetHost, store: Store, result: SignInResult, options: CompleteSignInOptions = {}, already = store.get(profileAtom)?.userId === result.profile.userId): void {
  // Adapters keep the session themselves during the call, so "already signed in" is whose profile is shown (when the
  // answer came: complete-sign-in-later.ts reads it then, as a profile read since may show this player already).
  host.startSession(result.sessionId);
  // After the session: a new one forgets every answer read for the last, and the profile is this one's.
  setQueryData(store, PROFILE_KEY, result.profile);
  if (!already) host.emit('casino-signed-in', { userId: result.profile.userId });
  if (!(options.followUp ?? true)) return;
  // The platform is built by now (it signed the player in): its capabilities decide the summary's platform half.
  void host.getPlatform().then(
    (platform) => openFollowUp(host, result, platform.capabilities),
    () => openFollowUp(host, result, { sessionSummary: false }),
  );
}

/** completeSignIn as a hook: the widget's host and the page's store. */
export function useCompleteSignIn(): (result: SignInResult, options?: CompleteSignInOptions) => void {
  const host = useHost();
  const store = useStore();
  return useCallback((result: SignInResult, options?: CompleteSignInOptions) => completeSignIn(host, store, result, options), [host, store]);
}
