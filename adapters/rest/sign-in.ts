import * as v from 'valibot';
import type { ErrorArea, SignInCredentials, SignInResult } from '../contract.ts';
import { fetchTerms } from './content.ts';
import type { RestContext } from './context.ts';
import { detectDevice } from '../device.ts';
import { PROVIDER_JURISDICTIONS } from './mappings.ts';
import { PlayerInfo, getPlayerGroups, rememberCurrency, toProfile } from './player.ts';

// The ways in (the password's sign-in, and the follow-up every way in ends with: the sign-up's, the OTP's and the
// bank-ID's call it too): an area of its own, loaded at the sign-in's call (adapters/rest/index.ts), not part of the
// adapter's chunk, which every signed-in page loads and where no sign-in is made.

/** POST /player/signin/v2 answers `{SessionId}`. */
const SignInAnswer = v.object({ SessionId: v.pipe(v.string(), v.minLength(1)) });

/** The device as the platform's sign-in and sign-up bodies name it. */
export function deviceFields(): { Platform: string; OperatingSystem?: string; Browser?: string } {
  const device = detectDevice();
  return { Platform: device.platform, OperatingSystem: device.operatingSystem, Browser: device.browser };
}

/**
 * Reads the player and the current terms with a new session, then stores it: every way in ends here, so
 * no element ever sees a signed-in state without a profile, and the follow-up (terms) is never skipped.
 */
export async function signedInWith(rest: RestContext, sessionId: string, area: ErrorArea): Promise<SignInResult> {
  const { config } = rest.context;
  const [info, groups, terms] = await Promise.all([
    rest.http.json({ method: 'GET', operation: 'getProfile', path: '/player/user-info', area, session: sessionId }, PlayerInfo),
    getPlayerGroups(rest, area, sessionId),
    fetchTerms(rest, area, config.jurisdiction, config.locale),
  ]);
  const accepted = info.TacVersionAccepted ?? 0;
  rest.context.session.set(sessionId);
  rememberCurrency(rest, sessionId, info);
  return {
    sessionId,
    profile: toProfile(info, sessionId, groups),
    hasToAcceptTerms: terms.version > accepted,
    ...(terms.version > 0 ? { termsVersion: terms.version } : {}),
    isEmailVerified: info.IsVerified,
  };
}

/**
 * Signs in, then reads the player and the current terms with the new session to tell the widget
 * its follow-up. The session is stored only once all of it worked, so no element ever sees a
 * signed-in state without a profile.
 */
export async function signIn(rest: RestContext, credentials: SignInCredentials): Promise<SignInResult> {
  const area = 'sign-in';
  const { config } = rest.context;
  const { SessionId: sessionId } = await rest.http.json(
    {
      method: 'POST',
      operation: 'signIn',
      path: '/player/signin/v2',
      area,
      body: {
        Username: credentials.email,
        Password: credentials.password,
        Jurisdiction: PROVIDER_JURISDICTIONS[config.jurisdiction],
        ...deviceFields(),
      },
    },
    SignInAnswer,
  );

  try {
    // The page's jurisdiction is the player's: sign-in sent it, and the platform refuses a mismatch.
    return await signedInWith(rest, sessionId, area);
  } catch (error) {
    // Without the player or the terms the widget cannot choose its follow-up (and must not skip
    // the terms): the sign-in fails, and the session it opened is closed rather than left behind.
    await rest.http
      .send({ method: 'POST', operation: 'signOut', path: '/player/signout', area: 'sign-out', session: sessionId })
      .catch(() => undefined);
    throw error;
  }
}
