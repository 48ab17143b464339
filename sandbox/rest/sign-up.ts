// Sign-up, OTP sign-in, activation and the reference data of the sign-up form, with the platform's
// server-side rules and error codes (docs/rest-error-codes.md).
import { ApiError, isRecord } from '../http.ts';
import {
  BLOCKED_EMAIL_DOMAINS, COUNTRIES, CURRENCIES, REGION_BLOCKED_COUNTRIES, REGISTER_PERSON, SANDBOX_ACTIVATION_CODE, SANDBOX_OTP,
  SANDBOX_SIGN_UP_TOKEN, SEEDED_TOKEN_PERSON, UNKNOWN_PERSON_PHONE, type TokenPerson,
} from '../sign-up-seed.ts';
import { type Jurisdiction, type Player, type SandboxState, activeBlock, selfBlockedError, findPlayerByLogin } from '../state.ts';
import { welcomeNewPlayer } from '../payments/state.ts';
import { linkTokenSignUp } from '../oauth/state.ts';
import { type ApiContext, type ApiResponse, ok, queryParam } from './context.ts';
import { createSession } from './session.ts';
import { invalidField, requireBody, requireString } from './validate.ts';

const JURISDICTIONS: readonly Jurisdiction[] = ['MGA', 'SGA', 'UK', 'DGA', 'ES', 'MX', 'Curacao'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+\d{8,17}$/;
const NAME = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

/** What sign-up adds to the state, kept beside it (a reset makes a new state, so a new table). */
interface SignUpTables {
  /** Phones an SMS code was sent to. */
  otpSentTo: Set<string>;
  /** Sign-up tokens and the person each names; a token is used once. */
  tokens: Map<string, TokenPerson>;
}

const tables = new WeakMap<SandboxState, SignUpTables>();

export function signUpTables(state: SandboxState): SignUpTables {
  let found = tables.get(state);
  if (!found) {
    found = { otpSentTo: new Set(), tokens: new Map([[SANDBOX_SIGN_UP_TOKEN, SEEDED_TOKEN_PERSON]]) };
    tables.set(state, found);
  }
  return found;
}

export function field(body: Record<string, unknown>, name: string): unknown {
  // .NET model binding ignores the case of names (JWTTokenString and JwtTokenString are one field).
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
}

export function text(body: Record<string, unknown>, name: string): string {
  const value = field(body, name);
  return typeof value === 'string' ? value.trim() : '';
}

function jurisdictionOf(raw: string | null): Jurisdiction {
  const found = JURISDICTIONS.find((name) => name.toLowerCase() === (raw ?? '').trim().toLowerCase());
  if (!found) throw invalidField('Jurisdiction');
  return found;
}

function findByPhone(state: SandboxState, phone: string): Player | undefined {
  for (const player of state.players.values()) if (player.mobilePhoneNumber === phone) return player;
  return undefined;
}

function ageOn(birthDate: string, nowMs: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const now = new Date(nowMs);
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

const strongPassword = (password: string) =>
  password.length >= 8 && /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /\d/.test(password) && /[^\p{L}\p{N}\s]/u.test(password);

// ------------------------------------------------------------------------------------------------
// Reference data
// ------------------------------------------------------------------------------------------------

/** GET /countries?jurisdiction=: the countries that jurisdiction accepts (all with a jurisdiction when none is named). */
export function countries(ctx: ApiContext): ApiResponse {
  const raw = queryParam(ctx.query, 'jurisdiction');
  const jurisdiction = raw ? jurisdictionOf(raw) : null;
  const rows = COUNTRIES.filter((country) => (jurisdiction ? country.jurisdictions.includes(jurisdiction) : country.jurisdictions.length > 0));
  return ok(rows.map(({ jurisdictions: _omit, ...row }) => row));
}

export const currencies = (): ApiResponse => ok([...CURRENCIES]);

export function callingCodes(): ApiResponse {
  return ok([...new Set(COUNTRIES.map((country) => country.PhonePrefix))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
}

// ------------------------------------------------------------------------------------------------
// Validation calls: true when free; PlayerExists when an account has it
// ------------------------------------------------------------------------------------------------

const exists = (what: string) => new ApiError(409, 'PlayerExists', `A player with this ${what} exists.`);

export function validateEmail(ctx: ApiContext): ApiResponse {
  const email = (queryParam(ctx.query, 'email') ?? '').trim();
  if (!EMAIL.test(email)) throw invalidField('Email');
  if (findPlayerByLogin(ctx.state, email)) throw exists('email');
  return ok(true);
}

export function validatePhone(ctx: ApiContext): ApiResponse {
  const phone = (queryParam(ctx.query, 'phoneNumber') ?? '').trim();
  if (!PHONE.test(phone)) throw invalidField('PhoneNumber');
  if (findByPhone(ctx.state, phone)) throw exists('phone');
  return ok(true);
}

export function validateUsername(ctx: ApiContext): ApiResponse {
  const username = (queryParam(ctx.query, 'username') ?? '').trim();
  if (!username) throw invalidField('Username');
  if (findPlayerByLogin(ctx.state, username)) throw exists('username');
  return ok(true);
}

// ------------------------------------------------------------------------------------------------
// One-time SMS code
// ------------------------------------------------------------------------------------------------

export function requestOtp(ctx: ApiContext): ApiResponse {
  const mobile = (queryParam(ctx.query, 'mobile') ?? '').trim();
  if (!PHONE.test(mobile)) throw invalidField('MobilePhoneNumber');
  jurisdictionOf(queryParam(ctx.query, 'jurisdiction'));
  signUpTables(ctx.state).otpSentTo.add(mobile);
  return ok();
}

export function signInWithSms(ctx: ApiContext): ApiResponse {
  const body = requireBody(ctx.body, 'Otp');
  const otp = requireString(body, 'Otp').trim();
  const mobile = requireString(body, 'MobileNumber').trim();
  const sent = signUpTables(ctx.state).otpSentTo;
  if (!sent.has(mobile) || otp !== SANDBOX_OTP) throw new ApiError(400, 'IncorrectCode', 'The code is not the one sent to this phone.');
  sent.delete(mobile);
  const player = findByPhone(ctx.state, mobile);
  const nowMs = ctx.clock.nowMs();
  if (player) {
    const block = activeBlock(player, nowMs);
    if (block) throw selfBlockedError(block);
    return ok({ SessionId: createSession(ctx.state, player, nowMs).id });
  }
  if (mobile === UNKNOWN_PERSON_PHONE) throw new ApiError(404, 'PlayerNotFound', 'The register knows no person with this phone.');
  return ok({ SessionId: null, PlayerInfo: { ...REGISTER_PERSON } });
}

// ------------------------------------------------------------------------------------------------
// Sign-up
// ------------------------------------------------------------------------------------------------

export interface Checked {
  email: string;
  password: string;
  jurisdiction: Jurisdiction;
  country: string;
  currency: string;
  phone: string;
}

/** The rules every sign-up variant shares; throws the platform's codes. */
export function checkCommon(ctx: ApiContext, body: Record<string, unknown>, passwordRequired: boolean): Checked {
  if (REGION_BLOCKED_COUNTRIES.includes(ctx.state.ipCountry ?? '')) {
    throw new ApiError(403, 'RegionBlocked', 'Sign-up is not available in your region.');
  }
  const jurisdiction = jurisdictionOf(text(body, 'Jurisdiction'));
  const email = text(body, 'Email');
  if (!EMAIL.test(email)) throw invalidField('Email');
  if (BLOCKED_EMAIL_DOMAINS.includes(email.split('@')[1]?.toLowerCase() ?? '')) {
    throw new ApiError(400, 'InvalidEmailDomain', 'This email domain is not accepted.');
  }
  const password = text(body, 'Password');
  if (passwordRequired && !password) throw invalidField('Password');
  if (password && (!strongPassword(password) || password.toLowerCase().includes(email.toLowerCase()))) {
    throw new ApiError(400, 'WeakPassword', 'The password is too weak.');
  }
  if (!text(body, 'Language')) throw invalidField('Language');
  const currency = text(body, 'Currency').toUpperCase();
  if (!CURRENCIES.includes(currency)) throw invalidField('Currency');
  const countryCode = text(body, 'Country').toUpperCase();
  const country = COUNTRIES.find((row) => row.Code === countryCode);
  if (!country) throw new ApiError(400, 'CountryNotExisting', `No country ${countryCode}.`);
  if (!country.jurisdictions.includes(jurisdiction)) {
    throw new ApiError(400, 'CountryNotAllowed', `${country.Name} is not accepted under ${jurisdiction}.`);
  }
  const phone = text(body, 'MobilePhoneNumber');
  if (phone && !PHONE.test(phone)) throw invalidField('MobilePhoneNumber');
  if (findPlayerByLogin(ctx.state, email)) throw new ApiError(409, 'PlayerExists', 'A player with this email exists.');
  if (phone && findByPhone(ctx.state, phone)) throw new ApiError(409, 'PhoneExists', 'A player with this phone exists.');
  const limits = field(body, 'Limits');
  if (limits !== undefined && limits !== null && !Array.isArray(limits)) throw invalidField('Limits');
  for (const limit of (limits ?? []) as unknown[]) {
    if (!isRecord(limit) || typeof limit['Amount'] !== 'number' || !(limit['Amount'] > 0) || ![1, 7, 30].includes(limit['Timespan'] as number)) {
      throw invalidField('Limits');
    }
  }
  return { email, password, jurisdiction, country: countryCode, currency, phone };
}

/** SGA players must give deposit limits for the day, week and month at sign-up. */
export function checkRequiredLimits(body: Record<string, unknown>, jurisdiction: Jurisdiction, maximum?: TokenPerson['maxDepositLimit']): void {
  const limits = ((field(body, 'Limits') ?? []) as Record<string, unknown>[]).filter((limit) => limit['Type'] === 'Deposit');
  const amountFor = (days: number) => limits.find((limit) => limit['Timespan'] === days)?.['Amount'] as number | undefined;
  if (jurisdiction === 'SGA' && [1, 7, 30].some((days) => amountFor(days) === undefined)) throw invalidField('Limits');
  if (maximum) {
    const over = ([['day', 1], ['week', 7], ['month', 30]] as const).some(([period, days]) => (amountFor(days) ?? 0) > maximum[period]);
    if (over) throw invalidField('Limits', 'A limit is above what this player may set.');
  }
}

function nextPlayerId(state: SandboxState): number {
  return Math.max(1000, ...state.players.keys()) + 1;
}

export function createPlayer(ctx: ApiContext, checked: Checked, person: Omit<TokenPerson, 'maxDepositLimit' | 'jurisdiction' | 'country'>, body: Record<string, unknown>): Player {
  const player: Player = {
    id: nextPlayerId(ctx.state),
    username: checked.email,
    email: checked.email,
    password: checked.password,
    firstName: person.firstName,
    lastName: person.lastName,
    birthDate: person.birthDate,
    gender: text(body, 'Gender') === 'Female' ? 'Female' : text(body, 'Gender') === 'Other' ? 'Other' : 'Male',
    address1: person.address1,
    city: person.city,
    zip: person.zip,
    country: checked.country,
    mobilePhoneNumber: checked.phone,
    currency: checked.currency,
    language: text(body, 'Language'),
    jurisdiction: checked.jurisdiction,
    emailVerified: false,
    tacVersionAccepted: typeof field(body, 'TacVersionAccepted') === 'number' ? (field(body, 'TacVersionAccepted') as number) : null,
    level: 'Standard',
    sowStatus: 'Unverified',
    depositCount: 0,
    withdrawalCount: 0,
    wallet: { real: 0, bonus: 0, reserved: 0 },
    blocks: [],
  };
  ctx.state.players.set(player.id, player);
  welcomeNewPlayer(ctx.state, player.id, ctx.clock.nowMs());
  return player;
}

export function signUp(ctx: ApiContext): ApiResponse {
  const body = requireBody(ctx.body, 'Email');
  const jurisdiction = jurisdictionOf(text(body, 'Jurisdiction'));
  // Bank-ID jurisdictions sign in without a password, so none is asked at sign-up.
  const checked = checkCommon(ctx, body, jurisdiction !== 'SGA');
  if (!checked.phone) throw invalidField('MobilePhoneNumber');
  const first = text(body, 'FirstName');
  const last = text(body, 'LastName');
  if (!first || first.length > 40 || !NAME.test(first)) throw invalidField('FirstName');
  if (!last || last.length > 40 || !NAME.test(last)) throw invalidField('LastName');
  const birthDate = text(body, 'BirthDate');
  const age = ageOn(birthDate, ctx.clock.nowMs());
  if (age === null || age < 18 || age > 130) throw invalidField('BirthDate');
  for (const name of ['Address1', 'City', 'Zip']) if (!text(body, name)) throw invalidField(name);
  if (/\d/.test(text(body, 'City'))) throw invalidField('City');
  // A Spanish address names its province: the platform wants the Region there.
  if (jurisdiction === 'ES' && !text(body, 'Region')) throw invalidField('Region');
  for (const name of ['ExpectedAnnualActivityFrom', 'ExpectedAnnualActivityTo']) {
    if (typeof field(body, name) !== 'number') throw invalidField(name);
  }
  checkRequiredLimits(body, jurisdiction);
  const player = createPlayer(ctx, checked, {
    firstName: first, lastName: last, birthDate, address1: text(body, 'Address1'), city: text(body, 'City'), zip: text(body, 'Zip'),
  }, body);
  return ok({ PlayerId: player.id, Issues: [] });
}

/** POST /player/signup/token: the person comes from the token; the player is signed in at once. */
export function signUpWithToken(ctx: ApiContext): ApiResponse {
  const body = requireBody(ctx.body, 'JwtTokenString');
  const token = text(body, 'JwtTokenString');
  const person = signUpTables(ctx.state).tokens.get(token);
  if (!person) throw new ApiError(400, 'TokenExpired', 'The sign-up token is unknown or used.');
  const checked = checkCommon(ctx, body, false);
  if (checked.jurisdiction !== person.jurisdiction) throw new ApiError(400, 'JurisdictionMismatch', 'The token is for another jurisdiction.');
  checkRequiredLimits(body, checked.jurisdiction, person.maxDepositLimit);
  signUpTables(ctx.state).tokens.delete(token);
  const player = createPlayer(ctx, { ...checked, country: person.country }, person, body);
  // The bank-ID sign-in that issued the token has verified the person.
  player.emailVerified = true;
  linkTokenSignUp(ctx.state, token, player.id);
  return ok({ PlayerId: player.id, Issues: [], SessionId: createSession(ctx.state, player, ctx.clock.nowMs()).id, TacVersionAccepted: player.tacVersionAccepted });
}

// ------------------------------------------------------------------------------------------------
// Activation
// ------------------------------------------------------------------------------------------------

function playerToActivate(ctx: ApiContext, body: Record<string, unknown>): Player {
  const login = text(body, 'UsernameOrEmail');
  if (!login) throw invalidField('UsernameOrEmail');
  const player = findPlayerByLogin(ctx.state, login);
  if (!player) throw new ApiError(404, 'PlayerNotFound', 'No player with this email or username.');
  if (player.emailVerified) throw new ApiError(409, 'AlreadyActivated', 'The account is already activated.');
  return player;
}

export function requestActivationCode(ctx: ApiContext): ApiResponse {
  playerToActivate(ctx, requireBody(ctx.body, 'UsernameOrEmail'));
  return ok();
}

export function activate(ctx: ApiContext): ApiResponse {
  const body = requireBody(ctx.body, 'UsernameOrEmail');
  const player = playerToActivate(ctx, body);
  if (text(body, 'Code') !== SANDBOX_ACTIVATION_CODE) throw new ApiError(400, 'IncorrectCode', 'The activation code is not correct.');
  player.emailVerified = true;
  const nowMs = ctx.clock.nowMs();
  // With DeviceDetails the platform also signs the player in (shared/reference/rest-platform.md).
  const signIn = isRecord(field(body, 'DeviceDetails')) && !activeBlock(player, nowMs);
  return ok({
    ...(signIn ? { SessionId: createSession(ctx.state, player, nowMs).id } : {}),
    TacVersionAccepted: player.tacVersionAccepted,
  });
}
