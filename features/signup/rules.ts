import type { Jurisdiction, SignUpPayload, SignUpValues } from '../../adapters/contract.ts';
import { normalisePhone, type SignUpForm } from './form-rules.ts';

// The form's values, the phone and the limits' prefills are form-rules.ts's (the first step's), here too.
export {
  compactPhone, DEFAULT_CURRENCY, EMPTY_LIMITS, emptyForm, geoPrefill, hasAnyLimit, normalisePhone, PERIODS, PHONE_PATTERN,
  prefillDepositLimits, prefillSessionLimits, SESSION_LIMIT_CHOICES, type LimitValues, type Period, type SignUpForm, type Touched,
} from './form-rules.ts';

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
