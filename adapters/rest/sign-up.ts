import * as v from 'valibot';
import {
  type ActivationResult, type Availability, type OtpSignInResult,
  type PlayerAction, type SignUpPayload, type SignUpResult, type SignUpTokenInfo,
  isPlatformError,
} from '../contract.ts';
import type { RestContext } from './context.ts';
import { detectDevice } from '../device.ts';
import { PROVIDER_JURISDICTIONS, lookup } from './mappings.ts';
import { DISPLAY_PAGES } from './display-pages.ts';
import { deviceFields, signedInWith } from './sign-in.ts';
import { unknownError } from '../errors.ts';
import { readJwtClaims } from '../jwt.ts';
import { flag, id, optionalFlag, text } from './scalars.ts';


/** The validate-* calls answer a boolean (free to register); an existing account answers PlayerExists. */
async function availability(
  rest: RestContext,
  operation: 'validateEmail' | 'validatePhone' | 'validateUsername',
  path: string,
  query: Record<string, string>,
): Promise<Availability> {
  try {
    const free = await rest.http.json(
      { method: 'GET', operation, path, area: 'sign-up', query: { ...query, jurisdiction: PROVIDER_JURISDICTIONS[rest.context.config.jurisdiction] } },
      flag,
    );
    return free ? 'available' : 'taken';
  } catch (error) {
    if (isPlatformError(error) && (error.code === 'player-conflict' || error.code === 'phone-exists')) return 'taken';
    throw error;
  }
}

export const validateEmail = (rest: RestContext, email: string) => availability(rest, 'validateEmail', '/player/validate-email', { email });
export const validatePhone = (rest: RestContext, phone: string) => availability(rest, 'validatePhone', '/player/validate-phone', { phoneNumber: phone });
export const validateUsername = (rest: RestContext, username: string) =>
  availability(rest, 'validateUsername', '/player/validate-username', { username });

/** The phone as the platform wants it (spec 002 section 5.2): leading zeros stripped, calling code prepended. */
export function internationalPhone(callingCode: string, phone: string): string {
  const compact = phone.replace(/[\s\-().]/g, '');
  if (compact.startsWith('+')) return compact;
  return `+${callingCode.replace(/\D/g, '')}${compact.replace(/^0+/, '')}`;
}

export async function requestOtp(rest: RestContext, input: { country: string; callingCode: string; phone: string }): Promise<void> {
  await rest.http.send({
    method: 'GET',
    operation: 'requestOtp',
    path: '/player/request-otp',
    area: 'sign-up',
    query: {
      jurisdiction: PROVIDER_JURISDICTIONS[rest.context.config.jurisdiction],
      countryCode: input.country,
      mobile: internationalPhone(input.callingCode, input.phone),
    },
  });
}

const OtpAnswer = v.object({
  SessionId: text,
  PlayerInfo: v.nullish(
    v.object({ FirstName: text, LastName: text, Street: text, HouseNumber: text, PostArea: text, PostCode: text }),
  ),
});

export async function signInWithOtp(rest: RestContext, input: { code: string; phone: string }): Promise<OtpSignInResult> {
  const answer = await rest.http.json(
    {
      method: 'POST',
      operation: 'signInWithOtp',
      path: '/player/signin/sms',
      area: 'sign-up',
      body: { Otp: input.code, MobileNumber: input.phone, ...deviceFields() },
    },
    OtpAnswer,
  );
  if (answer.SessionId) return { kind: 'signed-in', result: await signedInWith(rest, answer.SessionId, 'sign-up') };
  const info = answer.PlayerInfo;
  return {
    kind: 'prefill',
    player: {
      firstName: info?.FirstName ?? '',
      lastName: info?.LastName ?? '',
      street: info?.Street ?? '',
      houseNumber: info?.HouseNumber ?? '',
      postArea: info?.PostArea ?? '',
      postCode: info?.PostCode ?? '',
    },
  };
}

const PERIOD_DAYS = { Day: 1, Week: 7, Month: 30 } as const;

/** The sign-up limits as the platform's AddLimit rows: deposits in the currency, login time in minutes. */
export function signUpLimits(payload: SignUpPayload): Record<string, unknown>[] {
  const limits: Record<string, unknown>[] = [];
  for (const [period, days] of Object.entries(PERIOD_DAYS)) {
    const deposit = payload[`depositLimit${period as keyof typeof PERIOD_DAYS}`];
    const session = payload[`sessionLimit${period as keyof typeof PERIOD_DAYS}`];
    if (deposit !== undefined) limits.push({ Type: 'Deposit', Amount: deposit, Timespan: days, Currency: payload.currency, IsSignupLimit: true });
    if (session !== undefined) limits.push({ Type: 'LoginTime', Amount: session, Timespan: days, IsSignupLimit: true });
  }
  return limits;
}

const OPT_INS = { sms: ['BonusSMSs', 'NewsSMSs'], email: ['BonusEmails', 'NewsEmails'], phone: ['Phone'] } as const;

/** The SignUp request (spec 002 section 7.4; shared/reference/rest-platform.md). */
export function signUpBody(rest: RestContext, payload: SignUpPayload): Record<string, unknown> {
  const { config } = rest.context;
  return {
    ...(payload.password !== undefined ? { Password: payload.password } : {}),
    Email: payload.email,
    BirthDate: payload.dateOfBirth,
    FirstName: payload.firstName,
    LastName: payload.lastName,
    Address1: payload.address,
    City: payload.city,
    Zip: payload.zip,
    ...(payload.region ? { Region: payload.region } : {}),
    Country: payload.country,
    MobilePhoneNumber: internationalPhone(payload.callingCode, payload.phone),
    Language: config.locale,
    Currency: payload.currency,
    ...(payload.bonusCode ? { PromoCode: payload.bonusCode } : {}),
    ...(payload.annualActivityFrom !== undefined ? { ExpectedAnnualActivityFrom: payload.annualActivityFrom } : {}),
    ...(payload.annualActivityTo !== undefined ? { ExpectedAnnualActivityTo: payload.annualActivityTo } : {}),
    Jurisdiction: PROVIDER_JURISDICTIONS[payload.jurisdiction ?? config.jurisdiction],
    ...(payload.affiliateTag ? { AffiliateTag: payload.affiliateTag } : {}),
    ...(payload.termsVersion !== undefined ? { TacVersionAccepted: payload.termsVersion } : {}),
    OptIns: (payload.optIns ?? []).flatMap((type) => OPT_INS[type]),
    Limits: signUpLimits(payload),
    ...(payload.gender ? { Gender: payload.gender[0]!.toUpperCase() + payload.gender.slice(1) } : {}),
    ...deviceFields(),
    DontSendActivationCode: false,
  };
}

export const SignUpAnswer = v.object({
  PlayerId: id,
  Issues: v.nullish(v.array(v.string())),
  SessionId: text,
});

export async function finishSignUp(rest: RestContext, answer: v.InferOutput<typeof SignUpAnswer>): Promise<SignUpResult> {
  const result: SignUpResult = { playerId: String(answer.PlayerId), issues: answer.Issues ?? [] };
  if (answer.SessionId) result.signedIn = await signedInWith(rest, answer.SessionId, 'sign-up');
  return result;
}

export async function signUp(rest: RestContext, payload: SignUpPayload): Promise<SignUpResult> {
  const answer = await rest.http.json(
    { method: 'POST', operation: 'signUp', path: '/player/signup/v2', area: 'sign-up', body: signUpBody(rest, payload) },
    SignUpAnswer,
  );
  return finishSignUp(rest, answer);
}

export async function signUpWithToken(rest: RestContext, token: string, payload: SignUpPayload): Promise<SignUpResult> {
  // The person (names, date of birth, address) comes from the token, not from the form.
  const { FirstName: _f, LastName: _l, BirthDate: _b, Address1: _a, City: _c, Zip: _z, ...body } = signUpBody(rest, payload);
  const answer = await rest.http.json(
    { method: 'POST', operation: 'signUpWithToken', path: '/player/signup/token', area: 'sign-up', body: { ...body, JwtTokenString: token } },
    SignUpAnswer,
  );
  return finishSignUp(rest, answer);
}

export { DISPLAY_PAGES };

const ActivateAnswer = v.nullish(
  v.object({
    SessionId: text,
    DisplayPage: v.nullish(v.object({ Page: v.string(), ForceAction: optionalFlag })),
  }),
);

export async function activateAccount(rest: RestContext, input: { email: string; code: string }): Promise<ActivationResult> {
  const device = detectDevice();
  const answer = await rest.http.json(
    {
      method: 'POST',
      operation: 'activateAccount',
      path: '/player/activate',
      area: 'activate',
      body: {
        UsernameOrEmail: input.email,
        Code: input.code,
        // With the device, the platform signs the player in (shared/reference/rest-platform.md, "Sessions").
        DeviceDetails: { Platform: device.platform, OS: device.operatingSystem, Browser: device.browser },
      },
    },
    ActivateAnswer,
  );
  const page = lookup(DISPLAY_PAGES, answer?.DisplayPage?.Page);
  const actions: PlayerAction[] = page ? [{ page, force: answer?.DisplayPage?.ForceAction ?? false }] : [];
  if (answer?.SessionId) rest.context.session.set(answer.SessionId);
  return { signedIn: Boolean(answer?.SessionId), actions };
}

export async function requestActivationCode(rest: RestContext, email: string): Promise<void> {
  await rest.http.send({
    method: 'POST',
    operation: 'requestActivationCode',
    path: '/player/request-activation-code',
    area: 'activate',
    body: { UsernameOrEmail: email, Provider: 'All' },
  });
}

export { getCallingCodes, getCountries, getCurrencies } from './reference-data.ts';

const TokenClaims = v.object({
  given_name: v.nullish(v.string()),
  family_name: v.nullish(v.string()),
  birthdate: v.nullish(v.string()),
  country: v.nullish(v.string()),
  max_deposit_limit: v.nullish(v.object({ day: v.nullish(v.number()), week: v.nullish(v.number()), month: v.nullish(v.number()) })),
});

/**
 * A sign-up token is a JWT from the OAuth (bank-ID) sign-in: its claims name the person and, where the
 * operator caps them, the person's maximum deposit limits. Read only, never trusted: the platform checks
 * the token and the limits again when the sign-up is sent.
 */
export async function describeSignUpToken(token: string): Promise<SignUpTokenInfo> {
  const claims = readJwtClaims(token);
  if (claims === null) throw unknownError('sign-up', { message: 'The sign-up token is not a readable JWT.' });
  const parsed = v.safeParse(TokenClaims, claims);
  if (!parsed.success) throw unknownError('sign-up', { message: 'The sign-up token has unexpected claims.' });
  const max = parsed.output.max_deposit_limit;
  return {
    firstName: parsed.output.given_name ?? '',
    lastName: parsed.output.family_name ?? '',
    ...(parsed.output.country ? { country: parsed.output.country.toUpperCase() } : {}),
    ...(parsed.output.birthdate && /^\d{4}-\d{2}-\d{2}$/.test(parsed.output.birthdate) ? { dateOfBirth: parsed.output.birthdate } : {}),
    maxDepositLimit: {
      ...(max?.day != null ? { day: max.day } : {}),
      ...(max?.week != null ? { week: max.week } : {}),
      ...(max?.month != null ? { month: max.month } : {}),
    },
  };
}
