import type { CallingCode, Country, Currency, Jurisdiction, SignUpPayload, SignUpValues } from '../../adapters/contract.ts';

// ------------------------------------------------------------------------------------------------
// Date of birth (spec 000 section 5): years from 18 years ago back 100 years; in the cut-off year only
// the months up to now, and in the cut-off month only the days up to today.
// ------------------------------------------------------------------------------------------------

export const MINIMUM_AGE = 18;
export const YEAR_SPAN = 100;

export function birthYears(today: Date): number[] {
  const cutOff = today.getFullYear() - MINIMUM_AGE;
  return Array.from({ length: YEAR_SPAN }, (_, index) => cutOff - index);
}

/** Months 1 to 12, or up to the current month in the cut-off year. */
export function birthMonths(year: number | null, today: Date): number[] {
  const last = year === today.getFullYear() - MINIMUM_AGE ? today.getMonth() + 1 : 12;
  return Array.from({ length: last }, (_, index) => index + 1);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The days of the chosen month (31 until one is chosen), or up to today in the cut-off month. */
export function birthDays(year: number | null, month: number | null, today: Date): number[] {
  let last = month ? daysInMonth(year ?? 2000, month) : 31;
  if (year === today.getFullYear() - MINIMUM_AGE && month === today.getMonth() + 1) last = Math.min(last, today.getDate());
  return Array.from({ length: last }, (_, index) => index + 1);
}

/** `YYYY-MM-DD`, zero-padded; empty until all three parts are chosen. */
export function composeBirthDate(year: number | null, month: number | null, day: number | null): string {
  if (!year || !month || !day) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether a `YYYY-MM-DD` date of birth is a real date and at least 18 years before today. */
export function isAdult(dateOfBirth: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  const cutOff = today.getFullYear() - MINIMUM_AGE;
  if (year !== cutOff) return year < cutOff;
  const thisMonth = today.getMonth() + 1;
  return month < thisMonth || (month === thisMonth && day <= today.getDate());
}

// ------------------------------------------------------------------------------------------------
// Annual activity (spec 000 sections 3 and 9)
// ------------------------------------------------------------------------------------------------

export interface ActivityBand {
  readonly from: number;
  /** Null: open-ended ("and above"). */
  readonly to: number | null;
}

/**
 * The bands as data, exactly as spec 000 section 9 writes them: the select offers these and the sign-up sends their
 * bounds (annualActivityFrom and To; on REST ExpectedAnnualActivityFrom and To), so the platform gets the values it
 * knows. The spec's bands leave amounts between them (170,001-179,999 SEK) and its open-ended bands start at the
 * previous band's top (860000, 75000): they are the platform's categories, not a partition of amounts, so they are
 * kept as written. The first band for other currencies is 0-15000 (the spec's other reading, 0-1500, is not used).
 */
const SEK_NOK_BANDS: readonly ActivityBand[] = [
  { from: 0, to: 170_000 },
  { from: 180_000, to: 290_000 },
  { from: 300_000, to: 590_000 },
  { from: 600_000, to: 860_000 },
  { from: 860_000, to: null },
];

const BANDS = {
  SEK: SEK_NOK_BANDS,
  NOK: SEK_NOK_BANDS,
  other: [
    { from: 0, to: 15_000 },
    { from: 16_000, to: 25_000 },
    { from: 26_000, to: 50_000 },
    { from: 51_000, to: 75_000 },
    { from: 75_000, to: null },
  ],
} as const satisfies Record<'SEK' | 'NOK' | 'other', readonly ActivityBand[]>;

export function activityBands(currency: string): readonly ActivityBand[] {
  const code = currency.toUpperCase();
  return code === 'SEK' || code === 'NOK' ? BANDS[code] : BANDS.other;
}

/**
 * annualActivityFrom and To for the chosen value (the band's lower bound): the upper bound, or the lower
 * bound again when the band is open-ended. Null when the value is no band's lower bound.
 */
export function activityRange(annualActivity: number, currency: string): { from: number; to: number } | null {
  const band = activityBands(currency).find((candidate) => candidate.from === annualActivity);
  return band ? { from: band.from, to: band.to ?? band.from } : null;
}

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
// Text patterns (spec 000 section 5)
// ------------------------------------------------------------------------------------------------

export const NAME_MAX_LENGTH = 40;
/** Letters (any script), spaces, hyphens and apostrophes: no digits, no special characters. */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
/** No digits and none of the forbidden symbols. */
export const CITY_PATTERN = /^[^\d+=?!@%&()[\]{}<>$€£#/\\]+$/u;
/** The symbols spec 000 section 5 forbids in free text (plus, equals, question mark, ...). */
export const FREE_TEXT_PATTERN = /^[^+=?!@%&()[\]{}<>$€£#/\\]+$/u;

// ------------------------------------------------------------------------------------------------
// The payload (spec 000 section 3, 002 section 7.4)
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

function amount(value: string): number | undefined {
  const number = Number(value);
  return value.trim() === '' || !Number.isFinite(number) ? undefined : number;
}

/** The payload submitted at accept: normalised phone, composed date, limits given, the activity band's bounds. */
export function buildSignUpPayload(
  form: SignUpForm,
  extra: { password?: string; termsVersion?: number; withLimits: boolean; jurisdiction?: Jurisdiction },
): SignUpPayload {
  const activity = form.annualActivity === '' ? null : Number(form.annualActivity);
  const range = activity === null ? null : (activityRange(activity, form.currency) ?? { from: activity, to: activity });
  const values: SignUpValues = {
    email: form.email.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: composeBirthDate(Number(form.birthYear) || null, Number(form.birthMonth) || null, Number(form.birthDay) || null),
    address: form.address.trim(),
    city: form.city.trim(),
    zip: form.zip.trim(),
    ...(form.region.trim() ? { region: form.region.trim() } : {}),
    callingCode: form.callingCode,
    phone: normalisePhone(form.callingCode, form.phone),
    country: form.country,
    currency: form.currency,
    ...(activity === null ? {} : { annualActivity: activity }),
    acceptTermsAndMarketing: form.acceptTerms,
  };
  if (extra.password !== undefined) values.password = extra.password.trim();
  if (form.bonusCode.trim()) values.bonusCode = form.bonusCode.trim();
  if (extra.withLimits) {
    const limits = {
      depositLimitDay: amount(form.deposit.day),
      depositLimitWeek: amount(form.deposit.week),
      depositLimitMonth: amount(form.deposit.month),
      sessionLimitDay: amount(form.session.day),
      sessionLimitWeek: amount(form.session.week),
      sessionLimitMonth: amount(form.session.month),
    };
    for (const [name, value] of Object.entries(limits)) {
      if (value !== undefined) (values as unknown as Record<string, number>)[name] = value;
    }
  }
  return {
    ...values,
    ...(range ? { annualActivityFrom: range.from, annualActivityTo: range.to } : {}),
    ...(extra.termsVersion !== undefined ? { termsVersion: extra.termsVersion } : {}),
    ...(extra.jurisdiction ? { jurisdiction: extra.jurisdiction } : {}),
  };
}
