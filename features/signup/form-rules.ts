import type { CallingCode, Country, Currency } from '../../adapters/contract.ts';

// What the sign-up's first step runs of its rules (rules.ts has the later steps' and the payload's): the form's
// values and their first fill, the phone, and the limits' prefills the limits panels share. The first render
// loads this module and not rules.ts.

// ------------------------------------------------------------------------------------------------
// Limits (spec 000 sections 5 and 9)
// ------------------------------------------------------------------------------------------------

export type Period = 'day' | 'week' | 'month';
export const PERIODS: readonly Period[] = ['day', 'week', 'month'];

/** Session (login time) limit choices in minutes; the same index in each list is a matching pair. */
export const SESSION_LIMIT_CHOICES: Readonly<Record<Period, readonly number[]>> = {
  day: [120, 360, 720, 1440],
  week: [1440, 2880, 5760, 10080],
  month: [10080, 20160, 30240, 44640],
};

export type LimitValues = Record<Period, string>;
export type Touched = Record<Period, boolean>;

/** A daily deposit limit fills the week (x7) and month (x30) unless the player has touched them. */
export function prefillDepositLimits(day: string, current: LimitValues, touched: Touched): LimitValues {
  const amount = Number(day);
  const valid = day.trim() !== '' && Number.isFinite(amount) && amount > 0;
  return {
    day,
    week: touched.week ? current.week : valid ? String(amount * 7) : '',
    month: touched.month ? current.month : valid ? String(amount * 30) : '',
  };
}

/** A daily session limit fills the week and month with the matching pair unless those were touched. */
export function prefillSessionLimits(day: string, current: LimitValues, touched: Touched): LimitValues {
  const index = SESSION_LIMIT_CHOICES.day.indexOf(Number(day));
  const pick = (period: 'week' | 'month') =>
    touched[period] ? current[period] : index >= 0 && day !== '' ? String(SESSION_LIMIT_CHOICES[period][index]) : '';
  return { day, week: pick('week'), month: pick('month') };
}

export function hasAnyLimit(deposit: LimitValues, session: LimitValues): boolean {
  return PERIODS.some((period) => deposit[period].trim() !== '' || session[period].trim() !== '');
}

// ------------------------------------------------------------------------------------------------
// Phone (spec 000 section 5, 002 section 5.2)
// ------------------------------------------------------------------------------------------------

/** An optional plus, then 8 to 17 digits (spaces, dashes and brackets a player types are ignored). */
export const PHONE_PATTERN = /^\+?\d{8,17}$/;

export function compactPhone(phone: string): string {
  return phone.replace(/[\s\-().]/g, '');
}

/** Leading zeros stripped and the calling code prepended; a number typed with its plus is kept. */
export function normalisePhone(callingCode: string, phone: string): string {
  const compact = compactPhone(phone);
  if (compact.startsWith('+')) return compact;
  const code = callingCode.trim().replace(/^\+?/, '+');
  return `${code}${compact.replace(/^0+/, '')}`;
}

// ------------------------------------------------------------------------------------------------
// The form (spec 000 section 3)
// ------------------------------------------------------------------------------------------------

/** What the wizard holds: every value as typed (limits as text), never the password. */
export type SignUpForm = {
  email: string;
  callingCode: string;
  phone: string;
  bonusCode: string;
  firstName: string;
  lastName: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  address: string;
  zip: string;
  city: string;
  /** Only where the jurisdiction asks for it (SignUpRules.regionAtSignUp). */
  region: string;
  country: string;
  currency: string;
  deposit: LimitValues;
  session: LimitValues;
  annualActivity: string;
  acceptTerms: boolean;
};

/** The currency the wizard proposes when neither the player's country nor their IP country names one (spec 000 §5). */
export const DEFAULT_CURRENCY = 'USD';

/**
 * What the wizard fills in for the player before they choose (spec 000 §3 "Geo result: currency, phonePrefix"):
 * the country their IP address is in (the platform's geolocation) where the wizard offers it, with its currency
 * and calling code; else USD where the platform offers it. Only empty fields are filled: what the player chose
 * (or a draft kept) stays.
 */
export function geoPrefill(
  values: Pick<SignUpForm, 'country' | 'currency' | 'callingCode'>,
  data: { countries: readonly Country[]; currencies: readonly Currency[]; callingCodes: readonly CallingCode[] },
  ipCountry: string | null,
): Partial<Pick<SignUpForm, 'country' | 'currency' | 'callingCode'>> {
  const changes: Partial<Pick<SignUpForm, 'country' | 'currency' | 'callingCode'>> = {};
  const offersCurrency = (code: string) => data.currencies.some((currency) => currency.code === code);
  const found = !values.country && ipCountry ? data.countries.find((country) => country.code.toUpperCase() === ipCountry.toUpperCase()) : undefined;
  if (found) {
    changes.country = found.code;
    if (!values.currency && found.currency && offersCurrency(found.currency)) changes.currency = found.currency;
    const prefix = found.phonePrefix ? (found.phonePrefix.startsWith('+') ? found.phonePrefix : `+${found.phonePrefix}`) : '';
    if (!values.callingCode && prefix && data.callingCodes.some((code) => code.code === prefix)) changes.callingCode = prefix;
  }
  if (!values.currency && !changes.currency && offersCurrency(DEFAULT_CURRENCY)) changes.currency = DEFAULT_CURRENCY;
  return changes;
}

export const EMPTY_LIMITS: LimitValues = { day: '', week: '', month: '' };

export function emptyForm(): SignUpForm {
  return {
    email: '', callingCode: '', phone: '', bonusCode: '', firstName: '', lastName: '',
    birthYear: '', birthMonth: '', birthDay: '', address: '', zip: '', city: '', region: '', country: '', currency: '',
    deposit: { ...EMPTY_LIMITS }, session: { ...EMPTY_LIMITS }, annualActivity: '', acceptTerms: false,
  };
}
