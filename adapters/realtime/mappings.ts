import * as v from 'valibot';
import type {
  CallingCode, Country, Currency, Gender, HistoryKind, Jurisdiction, Limit, LimitPeriod, LimitType, Profile, SessionChange, Transaction,
  TransactionStatus, TransactionType, Wallet,
} from '../contract.ts';
import { flag, id, numeric, optionalFlag, optionalNumeric, text } from '../scalars.ts';

// Readers of the realtime platform's answers (shared/reference/realtime-and-providers.md §1.3): every
// result is read from kwargs, defensively as the REST readers do (numbers may come as numeric strings,
// optional fields may be missing or null), and turned into the contract's domain types.

// --- Session codes (spec 002 §4.2; reference §1.4) -------------------------------------------

/** `/sessionStateChange` codes: 0 signed in; 1, 2, 3, 5, 6 signed out; any other code is ignored. */
export const SESSION_CODES = {
  0: { signedIn: true, reason: 'signed-in' },
  1: { signedIn: false, reason: 'expired' },
  2: { signedIn: false, reason: 'signed-out' },
  3: { signedIn: false, reason: 'elsewhere' },
  5: { signedIn: false, reason: 'session-limit' },
  6: { signedIn: false, reason: 'self-excluded' },
} as const satisfies Record<number, SessionChange>;

/** The session change a `/sessionStateChange` event means, or null for a code that means nothing here. */
export function sessionChangeOf(kwargs: Readonly<Record<string, unknown>>): SessionChange | null {
  const code = v.safeParse(numeric, kwargs['code']);
  if (!code.success || !Object.hasOwn(SESSION_CODES, code.output)) return null;
  return { ...SESSION_CODES[code.output as keyof typeof SESSION_CODES] };
}

// --- Sign-in and the session -------------------------------------------------------------------

/** `/user#login` answers its follow-up flags. */
export const LoginAnswer = v.object({
  hasToAcceptTC: optionalFlag,
  isEmailVerified: optionalFlag,
});

/** `/user#getSessionInfo`. */
export const SessionInfoAnswer = v.object({
  isAuthenticated: optionalFlag,
  userID: v.optional(v.nullable(id)),
  firstname: text,
  surname: text,
  currency: text,
  userCountry: text,
  email: text,
  isEmailVerified: optionalFlag,
});
export type SessionInfoAnswer = v.InferOutput<typeof SessionInfoAnswer>;

/** `/user/account#getProfile`: the profile under `fields` (or at the top, as some operators' proxies send it). */
const ProfileFields = v.object({
  userID: v.optional(v.nullable(id)),
  username: text,
  email: text,
  title: text,
  firstname: text,
  surname: text,
  birthDate: text,
  address1: text,
  city: text,
  postalCode: text,
  country: text,
  mobilePrefix: text,
  mobile: text,
  phonePrefix: text,
  phone: text,
  currency: text,
  language: text,
  gender: text,
  isEmailVerified: optionalFlag,
});
type ProfileFields = v.InferOutput<typeof ProfileFields>;

export function readProfileFields(kwargs: Readonly<Record<string, unknown>>): ProfileFields {
  const fields = kwargs['fields'];
  const read = v.parse(ProfileFields, typeof fields === 'object' && fields !== null ? fields : kwargs);
  // The verification flag comes beside the fields (`{fields, isEmailVerified}`), or among them.
  const verified = v.parse(optionalFlag, kwargs['isEmailVerified']);
  return read.isEmailVerified == null && verified != null ? { ...read, isEmailVerified: verified } : read;
}

const GENDERS: Readonly<Record<string, Gender>> = { m: 'male', male: 'male', f: 'female', female: 'female', o: 'other', other: 'other' };
/** The platform's gender letters, as `updateProfile` and `register` send them. */
export const GENDER_LETTERS = { male: 'M', female: 'F', other: 'O' } as const satisfies Record<Gender, string>;

/** The profile from `getProfile`'s fields and the session's info. */
export function toProfile(fields: ProfileFields, info: SessionInfoAnswer, sessionId: string): Profile {
  const gender = GENDERS[(fields.gender ?? '').trim().toLowerCase()];
  const callingCode = (fields.mobilePrefix || fields.phonePrefix || '').trim();
  const userId = fields.userID ?? info.userID;
  return {
    userId: userId === undefined || userId === null ? '' : String(userId),
    sessionId,
    email: fields.email || info.email || '',
    firstName: fields.firstname || info.firstname || '',
    lastName: fields.surname || info.surname || '',
    dateOfBirth: /^\d{4}-\d{2}-\d{2}/.exec(fields.birthDate ?? '')?.[0] ?? '',
    address: fields.address1 ?? '',
    city: fields.city ?? '',
    zip: fields.postalCode ?? '',
    callingCode: callingCode && !callingCode.startsWith('+') ? `+${callingCode}` : callingCode,
    phone: fields.mobile || fields.phone || '',
    country: fields.country || info.userCountry || '',
    language: fields.language ?? '',
    currency: fields.currency || info.currency || '',
    ...(gender ? { gender } : {}),
    title: fields.title ?? '',
    isActivated: fields.isEmailVerified ?? info.isEmailVerified ?? true,
    disabled: false,
    disabledFields: { email: false, names: false, dateOfBirth: false, country: false, currency: false },
    playerGroups: [],
  };
}

// --- Wallet ------------------------------------------------------------------------------------

const GamingAccount = v.object({
  id: v.optional(v.nullable(id)),
  amount: optionalNumeric,
  bonusAmount: optionalNumeric,
  currency: text,
  isBonusAccount: optionalFlag,
});

/** `/user/account#getGamingAccounts` → the wallet: real money in the cash accounts, bonus money in the bonus ones. */
export function toWallet(kwargs: Readonly<Record<string, unknown>>, fallbackCurrency: string): Wallet {
  const accounts = v.parse(v.array(GamingAccount), kwargs['accounts'] ?? []);
  let realBalance = 0;
  let bonusBalance = 0;
  let currency = '';
  for (const account of accounts) {
    if (account.isBonusAccount) bonusBalance += account.amount ?? 0;
    else {
      realBalance += account.amount ?? 0;
      bonusBalance += account.bonusAmount ?? 0;
      currency ||= account.currency ?? '';
    }
  }
  currency ||= accounts.find((account) => account.currency)?.currency ?? fallbackCurrency;
  const round = (amount: number) => Math.round(amount * 100) / 100;
  return {
    realBalance: round(realBalance),
    bonusBalance: round(bonusBalance),
    totalBalance: round(realBalance + bonusBalance),
    currency: { code: currency },
  };
}

/** The cash account bonuses are applied to (`getApplicableBonuses`' `gamingAccountID`). */
export function mainAccountId(kwargs: Readonly<Record<string, unknown>>): string | undefined {
  const accounts = v.parse(v.array(GamingAccount), kwargs['accounts'] ?? []);
  const main = accounts.find((account) => !account.isBonusAccount && account.id !== undefined && account.id !== null);
  return main?.id === undefined || main.id === null ? undefined : String(main.id);
}

// --- Reference data ------------------------------------------------------------------------------

const CountryRow = v.object({
  code: v.pipe(v.string(), v.trim(), v.minLength(2)),
  name: text,
  nationality: text,
  currency: text,
  phonePrefix: text,
  jurisdiction: text,
  isDenyRegistration: optionalFlag,
});

/** Our jurisdictions → the platform's words for them. */
export const PROVIDER_JURISDICTIONS = { mga: 'MGA', sga: 'SGA', es: 'ES', ukgc: 'UK' } as const satisfies Record<Jurisdiction, string>;

/** `/user/account#getCountries` with `excludeDenyRegistrationCountry`: a country the platform still marks denied is dropped too. */
export function toCountries(kwargs: Readonly<Record<string, unknown>>, jurisdiction: Jurisdiction): Country[] {
  const rows = v.parse(v.array(CountryRow), kwargs['countries'] ?? []);
  const word = PROVIDER_JURISDICTIONS[jurisdiction];
  // Where the platform names each country's jurisdiction, a country of none (no registration) is not offered.
  const named = rows.some((row) => row.jurisdiction);
  return rows
    // Denied countries are dropped, and those of another jurisdiction (spec 002 §5.2: limited to the jurisdiction).
    .filter((row) => !row.isDenyRegistration && (row.jurisdiction ? row.jurisdiction.toUpperCase() === word : !named))
    .map((row) => {
      const prefix = (row.phonePrefix ?? '').trim();
      return {
        code: row.code.toUpperCase(),
        name: row.name || row.code,
        nationality: row.nationality ?? '',
        currency: row.currency ?? '',
        phonePrefix: prefix && !prefix.startsWith('+') ? `+${prefix}` : prefix,
      };
    });
}

/** The distinct phone prefixes of the platform's countries, as calling codes (`+356`), in order. */
export function toCallingCodes(kwargs: Readonly<Record<string, unknown>>): CallingCode[] {
  const rows = v.parse(v.array(CountryRow), kwargs['countries'] ?? []);
  const codes = new Set<string>();
  for (const row of rows) {
    const prefix = (row.phonePrefix ?? '').trim().replace(/^\+/, '');
    if (/^\d+$/.test(prefix)) codes.add(`+${prefix}`);
  }
  return [...codes].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))).map((code) => ({ code }));
}

const CurrencyRow = v.union([v.pipe(v.string(), v.trim(), v.minLength(3)), v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(3)) })]);

/** `/user/account#getCurrencies`: a list of codes (or of `{ code }`), in kwargs `currencies` or as the plain answer. */
export function toCurrencies(result: { args: readonly unknown[]; kwargs: Readonly<Record<string, unknown>> }): Currency[] {
  const list = result.kwargs['currencies'] ?? result.args[0] ?? [];
  return v.parse(v.array(CurrencyRow), list).map((row) => ({ code: (typeof row === 'string' ? row : row.code).toUpperCase() }));
}

/** `validateUsername` / `validateEmail`: `isAvailable` (a taken one may come with `error`). */
export function toAvailability(result: { args: readonly unknown[]; kwargs: Readonly<Record<string, unknown>> }): 'available' | 'taken' {
  const available = v.parse(flag, result.kwargs['isAvailable'] ?? result.args[0]);
  return available ? 'available' : 'taken';
}

/** A plain boolean answer (`args: [value]`), or `success` / `result` in kwargs. */
export function plainFlag(result: { args: readonly unknown[]; kwargs: Readonly<Record<string, unknown>> }): boolean {
  return v.parse(flag, result.args[0] ?? result.kwargs['success'] ?? result.kwargs['result']);
}

// --- History -------------------------------------------------------------------------------------

/**
 * The history select's kinds → `getTransactionHistory` types (gambling: the transfers to and from the games). This
 * platform has no sportsbook bets (capabilities.sportsHistory is false): that kind has no row.
 */
export const HISTORY_TYPES = { deposit: 'Deposit', withdraw: 'Withdraw', gambling: 'Transfer' } as const satisfies Record<Exclude<HistoryKind, 'sports'>, string>;

const TRANSACTION_TYPES: Readonly<Record<string, TransactionType>> = {
  deposit: 'deposit', withdraw: 'withdraw', withdrawal: 'withdraw', transfer: 'other', bet: 'bet', win: 'win', bonus: 'bonus',
};

const TRANSACTION_STATUSES: Readonly<Record<string, TransactionStatus>> = {
  pending: 'pending', success: 'completed', succeeded: 'completed', completed: 'completed', failed: 'failed', rejected: 'failed',
  initiated: 'initiated', rollbacked: 'rollbacked', canceled: 'canceled', cancelled: 'canceled',
};

const Money = v.optional(v.nullable(v.object({ amount: optionalNumeric, currency: text, name: text })));

const TransactionRow = v.object({
  transactionID: v.optional(v.nullable(id)),
  id: v.optional(v.nullable(id)),
  type: text,
  time: text,
  date: text,
  status: text,
  amount: optionalNumeric,
  currency: text,
  debit: Money,
  credit: Money,
  method: text,
  paymentMethod: text,
  description: text,
  reference: text,
});

const HistoryAnswer = v.object({
  transactions: v.optional(v.nullable(v.array(TransactionRow)), []),
  totalPageCount: optionalNumeric,
  totalRecordCount: optionalNumeric,
});

export function toHistory(kwargs: Readonly<Record<string, unknown>>, kind: Exclude<HistoryKind, 'sports'>): { transactions: Transaction[]; totalPageCount?: number } {
  const answer = v.parse(HistoryAnswer, kwargs);
  const transactions = (answer.transactions ?? []).map((row, index): Transaction => {
    const money = row.credit ?? row.debit;
    const type = (row.type ?? '').trim().toLowerCase();
    return {
      id: String(row.transactionID ?? row.id ?? `${kind}-${index}`),
      transactionType: TRANSACTION_TYPES[type] ?? (kind === 'gambling' ? 'other' : kind),
      amount: Math.abs(row.amount ?? money?.amount ?? 0),
      currency: row.currency || money?.currency || '',
      status: TRANSACTION_STATUSES[(row.status ?? '').trim().toLowerCase()] ?? 'completed',
      method: row.method || row.paymentMethod || money?.name || '',
      description: row.description || row.reference || '',
      date: row.time || row.date || '',
    };
  });
  return { transactions, ...(answer.totalPageCount != null ? { totalPageCount: answer.totalPageCount } : {}) };
}

// --- Limits ------------------------------------------------------------------------------------------

/** The platform's limit keys (`getLimits`) and their set/remove procedures, per contract type. */
export const LIMIT_KINDS = {
  deposit: { key: 'deposit', set: '/user/limit#setDepositLimit', remove: '/user/limit#removeDepositLimit' },
  loss: { key: 'loss', set: '/user/limit#setLossLimit', remove: '/user/limit#removeLossLimit' },
  wager: { key: 'wagering', set: '/user/limit#setWageringLimit', remove: '/user/limit#removeWageringLimit' },
  session: { key: 'session', set: '/user/limit#setSessionLimit', remove: '/user/limit#removeSessionLimit' },
} as const satisfies Partial<Record<LimitType, { key: string; set: string; remove: string }>>;

export type RealtimeLimitType = keyof typeof LIMIT_KINDS;

export function isRealtimeLimitType(type: LimitType): type is RealtimeLimitType {
  return Object.hasOwn(LIMIT_KINDS, type);
}

const PERIODS: Readonly<Record<string, LimitPeriod>> = { daily: 'daily', day: 'daily', weekly: 'weekly', week: 'weekly', monthly: 'monthly', month: 'monthly' };
/** Contract periods → the platform's words. */
export const PERIOD_WORDS = { transaction: 'daily', daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const satisfies Record<LimitPeriod, string>;

const LimitValue = v.object({
  amount: optionalNumeric,
  minute: optionalNumeric,
  minutes: optionalNumeric,
  remaining: optionalNumeric,
  period: text,
  currency: text,
  expires: text,
  expiryDate: text,
  activates: text,
});

const LimitEntry = v.object({
  current: v.optional(v.nullable(LimitValue)),
  queued: v.optional(v.nullable(LimitValue)),
  updatable: optionalFlag,
});

/** `/user/limit#getLimits`: one current limit per kind (a session limit in minutes), locked when not updatable. */
export function toLimits(kwargs: Readonly<Record<string, unknown>>): Limit[] {
  const limits: Limit[] = [];
  for (const [type, kind] of Object.entries(LIMIT_KINDS) as Array<[RealtimeLimitType, (typeof LIMIT_KINDS)[RealtimeLimitType]]>) {
    const raw = kwargs[kind.key];
    if (raw === undefined || raw === null) continue;
    const entry = v.parse(LimitEntry, raw);
    const current = entry.current;
    const amount = (type === 'session' ? (current?.minutes ?? current?.minute ?? current?.amount) : current?.amount) ?? undefined;
    if (!current || amount === undefined) continue;
    const queuedAmount = (type === 'session' ? (entry.queued?.minutes ?? entry.queued?.minute ?? entry.queued?.amount) : entry.queued?.amount) ?? undefined;
    limits.push({
      id: type,
      type,
      period: PERIODS[(current.period ?? '').trim().toLowerCase()] ?? 'daily',
      status: 'active',
      amount,
      locked: entry.updatable === false,
      ...(current.remaining != null ? { remainingAmount: current.remaining } : {}),
      ...(current.currency ? { currency: current.currency } : {}),
      ...(current.expires || current.expiryDate ? { expiryDate: (current.expires || current.expiryDate) ?? '' } : {}),
      ...(queuedAmount !== undefined ? { queued: { amount: queuedAmount, ...(entry.queued?.activates ? { activates: entry.queued.activates } : {}) } } : {}),
    });
  }
  return limits;
}

// --- Balance push ------------------------------------------------------------------------------------

/** `/account/balanceChanged` names the account that changed; the wallet is read again, so the balance shown is the server's. */
export const BalanceChanged = v.object({ id: v.optional(v.nullable(id)), amount: optionalNumeric });

