import { hasOperation, type Bonus, type Jurisdiction, type Platform, type SignInResult, type SignUpPayload, type SignUpResult } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import type { SignUpRules } from '../toolkit/jurisdiction/index.ts';
import type { SignUpFlow, StepId } from './flow.ts';
import type { Offers } from './offers.ts';
import { buildSignUpPayload, normalisePhone } from './rules.ts';
import type { WizardValues } from './validation.ts';

/**
 * What the sign-up wizard asks of the platform, as functions of their input: the values in, calls on a
 * Platform, a result out. No React and no state, so each rule (which operation, with what, and what an answer
 * means) is tested in node against a fake platform; the wizard (signup-widget.tsx) only shows the outcome.
 */

/** Continue on contact: which of the email and phone already has an account (null: neither). Throws when it cannot tell. */
export async function findTakenContact(platform: Platform, values: Pick<WizardValues, 'email' | 'callingCode' | 'phone'>): Promise<'email' | 'phone' | null> {
  const phone = normalisePhone(values.callingCode, values.phone);
  const [email, mobile] = await Promise.all([
    hasOperation(platform, 'validateEmail') ? platform.validateEmail(values.email.trim()) : 'available',
    hasOperation(platform, 'validatePhone') ? platform.validatePhone(phone) : 'available',
  ]);
  return email === 'taken' ? 'email' : mobile === 'taken' ? 'phone' : null;
}

export interface SignUpRequest {
  readonly values: WizardValues;
  readonly flow: Pick<SignUpFlow, 'token'>;
  readonly rules: Pick<SignUpRules, 'passwordAtSignUp' | 'limitsStep'>;
  readonly jurisdiction: Jurisdiction;
  /** The language the terms are read in (their version goes with the sign-up). */
  readonly locale: string;
  /** The person identified with bank-ID: signed up with the identification's code (no password). */
  readonly identified: boolean;
}

/**
 * Sends the sign-up: ticking the box accepts the terms in force, so their version (when the platform has one)
 * goes with it; the password where the jurisdiction asks it at sign-up; the limits where it has a limits step.
 * An identified person signs up with the identification's code. A refusal rejects with the platform's error.
 */
export async function sendSignUp(platform: Platform, request: SignUpRequest): Promise<{ payload: SignUpPayload; result: SignUpResult }> {
  const { values, rules } = request;
  const send = request.identified
    ? (payload: SignUpPayload) => requireOperation(platform, 'signUpWithCode')(
      { code: values.identityCode, state: values.identityState, redirectUrl: values.identityRedirect }, payload)
    : flowOperation(platform, request.flow.token);
  const terms = hasOperation(platform, 'getTerms') ? await platform.getTerms(request.locale).catch(() => null) : null;
  const payload = buildSignUpPayload(values, {
    ...(terms && terms.version > 0 ? { termsVersion: terms.version } : {}),
    ...(rules.passwordAtSignUp ? { password: values.password } : {}),
    withLimits: rules.limitsStep,
    jurisdiction: request.jurisdiction,
  });
  return { payload, result: await send(payload) };
}

/** The flow's operation: the token sign-up's with its token, else the plain sign-up. */
function flowOperation(platform: Platform, token: string | undefined): (payload: SignUpPayload) => Promise<SignUpResult> {
  if (token === undefined) return requireOperation(platform, 'signUp');
  const withToken = requireOperation(platform, 'signUpWithToken');
  return (payload) => withToken(token, payload);
}

/**
 * Sign-up signs the player in: with the session the platform returned, else with the password just chosen
 * (a failed sign-in leaves the player signed up and signed out: null).
 */
export async function signInAfterSignUp(platform: Platform, payload: SignUpPayload, result: SignUpResult): Promise<SignInResult | null> {
  if (result.signedIn) return result.signedIn;
  if (!payload.password || !hasOperation(platform, 'signIn')) return null;
  return platform.signIn({ email: payload.email, password: payload.password }).catch(() => null);
}

/**
 * After a sign-up (spec 000 section 4): the bonuses, unless a bonus code was preset, and the deposit
 * configuration, in parallel. A failure of either only means that step does not apply: the player is
 * signed up either way (a bonus list that cannot be loaded counts as empty, spec 000 section 8).
 */
export async function loadOffers(platform: Platform, presetBonusCode: string): Promise<Offers> {
  const bonuses = async (): Promise<readonly Bonus[]> => {
    if (presetBonusCode) return [];
    if (hasOperation(platform, 'getDepositBonuses')) return platform.getDepositBonuses();
    if (hasOperation(platform, 'getBonuses')) {
      return (await platform.getBonuses()).filter((bonus) => bonus.status === 'initiated' || bonus.deposit);
    }
    return [];
  };
  const canDeposit = async (): Promise<boolean> => {
    if (!hasOperation(platform, 'getCashierSetup')) return false;
    await platform.getCashierSetup({ kind: 'deposit' });
    return true;
  };
  const [list, deposit] = await Promise.allSettled([bonuses(), canDeposit()]);
  return {
    bonuses: list.status === 'fulfilled' ? list.value : [],
    canDeposit: deposit.status === 'fulfilled' && deposit.value,
  };
}

/** A refused field (invalid-field-x, phone-exists) and the form field it belongs to. */
const SERVER_FIELDS: Readonly<Record<string, keyof WizardValues>> = {
  'invalid-field-email': 'email',
  'invalid-field-dob': 'birthDay',
  'invalid-field-first-name': 'firstName',
  'invalid-field-last-name': 'lastName',
  'invalid-field-address': 'address',
  'invalid-field-city': 'city',
  'invalid-field-zip': 'zip',
  'invalid-field-region': 'region',
  'invalid-field-country': 'country',
  'invalid-field-phone': 'phone',
  'invalid-field-currency': 'currency',
  'invalid-field-password': 'password',
  'phone-exists': 'phone',
};

const FIELD_STEPS: Partial<Record<keyof WizardValues, StepId>> = {
  email: 'contact', phone: 'contact', password: 'contact', firstName: 'personal', lastName: 'personal', birthDay: 'personal',
  address: 'address', city: 'address', zip: 'address', region: 'address', country: 'address', currency: 'address',
};

/** What a refusal's key means for the wizard: the account that exists, and the field (on a step shown) to mark. */
export function readRefusal(key: string | null, shownSteps: readonly StepId[]): {
  accountExists: 'email' | 'phone' | null;
  field: { name: keyof WizardValues; step: StepId } | null;
  conflict: boolean;
} {
  const code = key?.split('.').pop() ?? '';
  const accountExists = code === 'phone-exists' ? 'phone' : code === 'player-conflict' ? 'email' : null;
  const name = SERVER_FIELDS[code];
  const step = name ? FIELD_STEPS[name] : undefined;
  return { accountExists, field: name && step && shownSteps.includes(step) ? { name, step } : null, conflict: code === 'player-conflict' };
}
