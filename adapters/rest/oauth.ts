import * as v from 'valibot';
import type { OAuthCode, OAuthSignInResult, OAuthStart, SignUpPayload, SignUpResult } from '../contract.ts';
import { detectDevice } from '../device.ts';
import { unknownError } from '../errors.ts';
import type { RestContext } from './context.ts';
import { deviceFields, signedInWith } from './sign-in.ts';
import { text } from './scalars.ts';
import { finishSignUp, SignUpAnswer, signUpBody } from './sign-up.ts';

/** The identity provider the platform's code endpoints speak to (the reference's KycProvider). */
export const KYC_PROVIDER = 'BankId';

/** The scheme of an absolute address (`https:`), or '' where the value is none. */
function schemeOf(value: string): string {
  try {
    return new URL(value).protocol;
  } catch {
    return '';
  }
}

/**
 * An absolute http(s) address: the only kind of launch address loaded into the iframe. One check that parses it,
 * rather than valibot's url() before it: that action is used nowhere else, and valibot is in every signed-in page's
 * first render.
 */
const LaunchAddress = v.pipe(
  v.string(),
  v.check((value) => /^https?:$/.test(schemeOf(value)), 'the launch address must be an absolute http(s) address'),
);

/**
 * GET /player/init/code: the provider's launch address. `display` is OpenID Connect's (`touch` on phones,
 * `page` elsewhere); the state goes with the other keys the platform passes on to the provider.
 */
export async function getOAuthSignInUrl(rest: RestContext, input: OAuthStart): Promise<string> {
  const device = detectDevice();
  return rest.http.json(
    {
      method: 'GET',
      operation: 'getOAuthSignInUrl',
      path: '/player/init/code',
      query: { redirect_uri: input.redirectUrl, platform: device.platform, display: device.platform === 'mobile' ? 'touch' : 'page', state: input.state },
    },
    LaunchAddress,
  );
}

/** An absent key may come as null or not at all (rest-platform.md, "Reading answers from a real backend"). */
const CodeAnswer = v.object({
  SessionId: text,
  JwtTokenSignup: text,
});

/** POST /player/signin/code: `{SessionId}` signs in; `{JwtTokenSignup}` names a person who has no account yet. */
export async function signInWithCode(rest: RestContext, input: OAuthCode): Promise<OAuthSignInResult> {
  const answer = await rest.http.json(
    {
      method: 'POST',
      operation: 'signInWithCode',
      path: '/player/signin/code',
      body: { Code: input.code, RedirectUrl: input.redirectUrl, State: input.state, KycProvider: KYC_PROVIDER, ...deviceFields() },
    },
    CodeAnswer,
  );
  if (answer.SessionId) return { kind: 'signed-in', result: await signedInWith(rest, answer.SessionId, 'sign-in') };
  if (answer.JwtTokenSignup) return { kind: 'sign-up', signUpToken: answer.JwtTokenSignup };
  throw unknownError('sign-in', { message: 'The code sign-in answered neither a session nor a sign-up token.' });
}

/** POST /player/signup/code: the identified person signs up (no password; names and birth date are theirs). */
export async function signUpWithCode(rest: RestContext, identity: OAuthCode, payload: SignUpPayload): Promise<SignUpResult> {
  const { Password: _password, ...body } = signUpBody(rest, { ...payload, password: undefined });
  const answer = await rest.http.json(
    {
      method: 'POST',
      operation: 'signUpWithCode',
      path: '/player/signup/code',
      body: { ...body, Code: identity.code, RedirectUrl: identity.redirectUrl, State: identity.state, KycProvider: KYC_PROVIDER },
    },
    SignUpAnswer,
  );
  return finishSignUp(rest, answer);
}

export { getQrCodeUrl } from './qr-code.ts';
