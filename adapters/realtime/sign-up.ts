// Sign-up, activation and their reference data.
import type { ActivationResult, Jurisdiction, SignUpPayload, SignUpResult } from '../contract.ts';
import { platformError } from '../errors.ts';
import { call } from './call.ts';
import type { Rt } from './context.ts';
import { GENDER_LETTERS, PROVIDER_JURISDICTIONS, toAvailability, toCallingCodes, toCountries, toCurrencies } from './mappings.ts';

export function signUpKwargs(rt: Rt, payload: SignUpPayload): Record<string, unknown> {
  const pageUrl = globalThis.location?.href;
  const verification = pageUrl ? new URL(pageUrl) : null;
  verification?.searchParams.delete('activation-key');
  const phone = payload.phone.startsWith(payload.callingCode) ? payload.phone.slice(payload.callingCode.length) : payload.phone;
  return {
    username: payload.email,
    email: payload.email,
    password: payload.password ?? '',
    firstname: payload.firstName,
    surname: payload.lastName,
    birthDate: payload.dateOfBirth,
    address1: payload.address,
    city: payload.city,
    postalCode: payload.zip,
    country: payload.country,
    currency: payload.currency,
    mobilePrefix: payload.callingCode,
    mobile: phone,
    ...(payload.gender ? { gender: GENDER_LETTERS[payload.gender] } : {}),
    language: rt.config().locale,
    jurisdiction: PROVIDER_JURISDICTIONS[payload.jurisdiction ?? rt.config().jurisdiction],
    ...(verification ? { emailVerificationURL: `${verification.href}${verification.search ? '&' : '?'}activation-key=` } : {}),
    acceptTC: payload.acceptTermsAndMarketing,
    legalAge: true,
    acceptNewsEmail: payload.optIns?.includes('email') ?? payload.acceptTermsAndMarketing,
    acceptSMSOffer: payload.optIns?.includes('sms') ?? payload.acceptTermsAndMarketing,
    ...(payload.bonusCode ? { bonusCode: payload.bonusCode } : {}),
    ...(payload.affiliateTag ? { affiliateMarker: payload.affiliateTag } : {}),
    userConsents: { termsandconditions: payload.acceptTermsAndMarketing, emailmarketing: payload.optIns?.includes('email') ?? false, sms: payload.optIns?.includes('sms') ?? false },
  };
}

export async function signUp(rt: Rt, payload: SignUpPayload): Promise<SignUpResult> {
  const { kwargs } = await call(rt, 'signUp', '/user/account#register', signUpKwargs(rt, payload));
  const userId = kwargs['userID'] ?? kwargs['userId'];
  return { playerId: typeof userId === 'string' || typeof userId === 'number' ? String(userId) : '', issues: [] };
}

export async function activateAccount(rt: Rt, input: { email: string; code: string }): Promise<ActivationResult> {
  if (!input.code.trim()) throw platformError('activate', 'incorrect-code', { message: 'No activation code.' });
  await call(rt, 'activateAccount', '/user/account#activate', {
    verificationCode: input.code.trim(),
    ...(input.email.trim() ? { email: input.email.trim() } : {}),
    culture: rt.config().locale,
  });
  // The activation signs nobody in: a player who was signed in stays so.
  return { signedIn: Boolean(rt.session.get()), actions: [] };
}

export async function validateEmail(rt: Rt, email: string) {
  return toAvailability(await call(rt, 'validateEmail', '/user/account#validateEmail', { email: email.trim() }));
}

export async function validateUsername(rt: Rt, username: string) {
  return toAvailability(await call(rt, 'validateUsername', '/user/account#validateUsername', { username: username.trim() }));
}

export async function getCountries(rt: Rt, jurisdiction?: Jurisdiction) {
  const { kwargs } = await call(rt, 'getCountries', '/user/account#getCountries', { expectRegions: false, excludeDenyRegistrationCountry: true, culture: rt.config().locale });
  return toCountries(kwargs, jurisdiction ?? rt.config().jurisdiction);
}

/** The platform has no list of its own: the calling codes are its countries' phone prefixes. */
export async function getCallingCodes(rt: Rt) {
  const { kwargs } = await call(rt, 'getCallingCodes', '/user/account#getCountries', { expectRegions: false, excludeDenyRegistrationCountry: true });
  return toCallingCodes(kwargs);
}

export async function getCurrencies(rt: Rt) {
  return toCurrencies(await call(rt, 'getCurrencies', '/user/account#getCurrencies'));
}
