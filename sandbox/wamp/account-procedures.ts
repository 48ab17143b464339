// The realtime platform's account procedures (reference section 1.3): sign-up, profile, wallet, passwords,
// limits, bonuses and history. Each one translates its kwargs into the REST sandbox's call and the answer
// back (call.ts runs the REST handler), so the rules and the records are the REST platform's own.
import { ApiError, isRecord } from '../http.ts';
import { CAPTCHA_MESSAGE } from '../captcha/routes.ts';
import { SANDBOX_SITE_KEY } from '../captcha/store.ts';
import { COUNTRIES, CURRENCIES } from '../sign-up-seed.ts';
import { type Jurisdiction, findPlayerByLogin } from '../state.ts';
import { type Answer, type CallContext, type Procedure, WampError, callRest, requirePlayer, stringArg } from './call.ts';
import { type Dict, Errors } from './protocol.ts';
import { gamingAccountIds } from './topics.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const none: Answer = {};

function records(value: unknown): Dict[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function numberArg(kwargs: Dict, name: string): number | undefined {
  const value = kwargs[name];
  if (typeof value === 'number') return value;
  // Clients send amounts as typed into a field: a numeric string is a number.
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function missing(name: string): WampError {
  return new WampError(Errors.invalidArgument, `${name} is missing or invalid.`, 'InvalidField');
}

// --- Sign-up -------------------------------------------------------------------------------------

/** The jurisdiction a country registers under here (this platform's register call names none). */
function jurisdictionFor(country: string): Jurisdiction {
  const row = COUNTRIES.find((candidate) => candidate.Code === country.toUpperCase());
  return (row?.jurisdictions[0] as Jurisdiction | undefined) ?? 'MGA';
}

/** `mobilePrefix` + `mobile`, the way the platform's register and profile carry a phone; leading zeros dropped. */
function phoneOf(kwargs: Dict): string | undefined {
  const mobile = stringArg(kwargs, 'mobile').replace(/[\s-]/g, '');
  if (!mobile) return undefined;
  if (mobile.startsWith('+')) return mobile;
  return `${stringArg(kwargs, 'mobilePrefix').trim()}${mobile.replace(/^0+/, '')}`;
}

async function register(ctx: CallContext): Promise<Answer> {
  const k = ctx.kwargs;
  const country = stringArg(k, 'country').toUpperCase();
  const username = stringArg(k, 'username').trim();
  if (username && findPlayerByLogin(ctx.world.state, username)) throw new WampError(Errors.runtime, 'The username is taken.', 'PlayerExists');
  const body = await callRest(ctx, 'POST', '/player/signup/v2', {
    body: {
      Email: stringArg(k, 'email'),
      Password: stringArg(k, 'password'),
      FirstName: stringArg(k, 'firstname'),
      LastName: stringArg(k, 'surname'),
      BirthDate: stringArg(k, 'birthDate'),
      Gender: stringArg(k, 'gender') === 'F' || stringArg(k, 'gender') === 'Female' ? 'Female' : 'Male',
      Address1: stringArg(k, 'address1'),
      City: stringArg(k, 'city'),
      Zip: stringArg(k, 'postalCode'),
      Country: country,
      Currency: stringArg(k, 'currency'),
      Language: stringArg(k, 'language') || 'en',
      MobilePhoneNumber: phoneOf(k) ?? '',
      Jurisdiction: stringArg(k, 'jurisdiction') || jurisdictionFor(country),
      // This platform asks no expected activity at sign-up.
      ExpectedAnnualActivityFrom: 0,
      ExpectedAnnualActivityTo: 0,
      ...(k.acceptTC === true ? { TacVersionAccepted: ctx.world.state.documentVersions.TermsAndConditions } : {}),
    },
  });
  const player = isRecord(body) && typeof body.PlayerId === 'number' ? ctx.world.state.players.get(body.PlayerId) : undefined;
  // The REST sign-up names the player by the e-mail; this platform's players choose a username.
  if (player && username) player.username = username;
  return none;
}

/** `{ isAvailable }`: the REST validation's true, or its PlayerExists refusal as false. */
function availability(path: string, name: string): Procedure {
  return async (ctx) => {
    const value = stringArg(ctx.kwargs, name).trim();
    if (!value) throw missing(name);
    try {
      await callRest(ctx, 'GET', path, { query: { [name]: value } });
      return { kwargs: { isAvailable: true } };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PlayerExists') return { kwargs: { isAvailable: false, error: error.message } };
      throw error;
    }
  };
}

function getCountries(ctx: CallContext): Answer {
  const filter = stringArg(ctx.kwargs, 'filterByCountry').toUpperCase();
  return {
    kwargs: {
      currentIPCountry: ctx.world.state.ipCountry ?? '',
      countries: COUNTRIES.filter((row) => !filter || row.Code === filter).map((row) => ({
        code: row.Code,
        name: row.Name,
        nationality: row.Nationality,
        currency: row.Currency,
        phonePrefix: row.PhonePrefix,
        jurisdiction: row.jurisdictions[0],
      })),
    },
  };
}

// --- Profile and wallet --------------------------------------------------------------------------

async function getProfile(ctx: CallContext): Promise<Answer> {
  requirePlayer(ctx);
  const info = await callRest(ctx, 'GET', '/player/user-info');
  if (!isRecord(info)) throw new WampError(Errors.runtime, 'The profile could not be read.', 'InternalError');
  const player = requirePlayer(ctx);
  return {
    kwargs: {
      fields: {
        userID: info.Id,
        username: player.username,
        email: info.Email,
        firstname: info.FirstName,
        surname: info.LastName,
        birthDate: info.BirthDate,
        gender: info.Gender === 'Female' ? 'F' : 'M',
        address1: info.Address1,
        city: info.City,
        postalCode: info.Zip,
        country: info.Country,
        mobile: info.MobilePhoneNumber,
        currency: info.Currency,
        language: info.Language,
      },
      isEmailVerified: info.IsVerified,
    },
  };
}

async function updateProfile(ctx: CallContext): Promise<Answer> {
  const player = requirePlayer(ctx);
  // Clients send the changed fields either as kwargs or inside `fields`.
  const fields = isRecord(ctx.kwargs.fields) ? ctx.kwargs.fields : ctx.kwargs;
  const body: Dict = {
    // This platform confirms a profile change with the session alone; the REST rule that asks for the
    // current password is met with the stored one, so the REST checks of every field still apply.
    Password: player.password,
  };
  const map: Array<[string, string]> = [['address1', 'Address1'], ['city', 'City'], ['postalCode', 'Zip'], ['language', 'Language'], ['email', 'Email']];
  for (const [from, to] of map) if (typeof fields[from] === 'string') body[to] = fields[from];
  const phone = phoneOf(fields);
  if (phone) body.MobilePhoneNumber = phone;
  await callRest(ctx, 'POST', '/player/update', { body });
  return getProfile(ctx);
}

async function getGamingAccounts(ctx: CallContext): Promise<Answer> {
  const player = requirePlayer(ctx);
  const wallets = await callRest(ctx, 'GET', '/wallets');
  const sheet = isRecord(wallets) && isRecord(wallets.Balances) ? wallets.Balances[player.currency] : undefined;
  const balance = (part: string) => (isRecord(sheet) && isRecord(sheet[part]) && typeof sheet[part].Balance === 'number' ? sheet[part].Balance : 0);
  const ids = gamingAccountIds(player);
  return {
    kwargs: {
      accounts: [
        { id: ids.real, name: 'Casino', vendor: 'CasinoWallet', amount: balance('Real'), currency: player.currency, isBonusAccount: false },
        ...(ctx.kwargs.expectBonus === false ? [] : [{ id: ids.bonus, name: 'Casino bonus', vendor: 'CasinoWallet', amount: balance('Bonus'), currency: player.currency, isBonusAccount: true }]),
      ],
    },
  };
}

/**
 * `/user/account#getBalance` (spec 002 §7.3; its answer is not in the reference): the sandbox answers the
 * balance of the player's gaming accounts in getGamingAccounts' shape, the real account and the bonus account.
 */
function getBalance(ctx: CallContext): Promise<Answer> {
  return getGamingAccounts({ ...ctx, kwargs: { expectBalance: true, expectBonus: true } });
}

function watchBalance(watching: boolean): Procedure {
  return (ctx) => {
    requirePlayer(ctx);
    ctx.connection.watchingBalance = watching;
    return none;
  };
}

async function activate(ctx: CallContext): Promise<Answer> {
  const code = stringArg(ctx.kwargs, 'verificationCode').trim();
  if (!code) throw missing('verificationCode');
  // The code is the player's: by e-mail when given (spec 002 section 5.2), else the signed-in player.
  const email = stringArg(ctx.kwargs, 'email').trim() || requirePlayer(ctx).email;
  await callRest(ctx, 'POST', '/player/activate', { body: { UsernameOrEmail: email, Code: code } });
  return { kwargs: { success: true } };
}

// --- Passwords -----------------------------------------------------------------------------------

const PASSWORD_POLICY = {
  regularExpression: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{8,}$',
  message: 'At least 8 characters, with an upper-case and a lower-case letter, a digit and a symbol.',
};

async function sendResetPwdEmail(ctx: CallContext): Promise<Answer> {
  // Spec 002 section 5.2: forgot password on this platform needs a solved captcha.
  const siteKey = stringArg(ctx.kwargs, 'captchaPublicKey');
  if (siteKey !== SANDBOX_SITE_KEY || !ctx.world.captcha.verify(ctx.kwargs.captchaResponse)) {
    throw new WampError(Errors.runtime, CAPTCHA_MESSAGE, 'CaptchaInvalid');
  }
  const email = stringArg(ctx.kwargs, 'email').trim();
  if (!email) throw missing('email');
  const outbox = ctx.world.state.account.outbox;
  const before = outbox.length;
  await callRest(ctx, 'POST', '/player/request-password-reset', { body: { UsernameOrEmail: email } });
  // The platform appends the key to the page the client named; the REST sandbox's e-mail links its own page.
  const changePwdURL = stringArg(ctx.kwargs, 'changePwdURL');
  const sent = outbox[before];
  if (sent && changePwdURL) sent.link = `${changePwdURL}${encodeURIComponent(sent.token)}`;
  return none;
}

function isResetPwdKeyAvailable(ctx: CallContext): Answer {
  const entry = ctx.world.state.account.resetTokens.get(stringArg(ctx.kwargs, 'key'));
  return { args: [entry !== undefined && !entry.used && ctx.world.clock.nowMs() < entry.expiresMs] };
}

async function resetPassword(ctx: CallContext): Promise<Answer> {
  await callRest(ctx, 'POST', '/player/reset-password', { body: { Token: stringArg(ctx.kwargs, 'key'), NewPassword: stringArg(ctx.kwargs, 'password') } });
  return none;
}

async function changePassword(ctx: CallContext): Promise<Answer> {
  requirePlayer(ctx);
  await callRest(ctx, 'POST', '/player/change-password', {
    body: { CurrentPassword: stringArg(ctx.kwargs, 'oldPassword'), NewPassword: stringArg(ctx.kwargs, 'newPassword') },
  });
  return { kwargs: { isCaptchaEnabled: false } };
}

// --- Limits --------------------------------------------------------------------------------------

type LimitKind = 'deposit' | 'loss' | 'wagering' | 'session';
/** This platform's limit kinds -> the REST limit rows' types. */
const LIMIT_TYPES: Record<LimitKind, string> = { deposit: 'Deposit', loss: 'NetLoss', wagering: 'Wager', session: 'LoginTime' };
const PERIODS: Record<string, number> = { daily: 1, weekly: 7, monthly: 30 };
const periodOf = (timespan: unknown) => Object.keys(PERIODS).find((name) => PERIODS[name] === timespan) ?? 'daily';

async function limitRows(ctx: CallContext): Promise<Dict[]> {
  return records(await callRest(ctx, 'GET', '/responsiblegaming/limit')).filter((row) => row.Status === 'Active');
}

/**
 * `{ deposit, loss, wagering, session }`: each `{ current, queued, updatable }`. `current` is the limit in
 * force with the shortest period (`{ amount, currency, period, remaining }`, a session limit `{ minute,
 * period, remaining }`), `queued` a raise waiting for its cool-down (`{ amount | minute, period, activates }`).
 */
async function getLimits(ctx: CallContext): Promise<Answer> {
  requirePlayer(ctx);
  const nowMs = ctx.world.clock.nowMs();
  const rows = await limitRows(ctx);
  const kwargs: Dict = {};
  for (const [kind, type] of Object.entries(LIMIT_TYPES) as Array<[LimitKind, string]>) {
    const mine = rows.filter((row) => row.Type === type).sort((a, b) => Number(a.Timespan) - Number(b.Timespan));
    const starts = (row: Dict) => (typeof row.Activates === 'string' ? Date.parse(row.Activates) : 0);
    const inForce = mine.find((row) => starts(row) <= nowMs);
    const waiting = mine.find((row) => starts(row) > nowMs);
    const view = (row: Dict | undefined, extra: Dict) =>
      row
        ? {
            ...(kind === 'session' ? { minute: row.Amount } : { amount: row.Amount, currency: row.Currency }),
            period: periodOf(row.Timespan),
            ...extra,
          }
        : null;
    kwargs[kind] = {
      current: view(inForce, { remaining: inForce?.RemainingAmount, ...(inForce?.Expires ? { expires: inForce.Expires } : {}) }),
      queued: view(waiting, { activates: waiting?.Activates }),
      updatable: !(inForce?.IsAdmin === true),
    };
  }
  return { kwargs };
}

function setLimit(kind: LimitKind): Procedure {
  return async (ctx) => {
    const player = requirePlayer(ctx);
    const amount = numberArg(ctx.kwargs, kind === 'session' ? 'minutes' : 'amount');
    if (amount === undefined) throw missing(kind === 'session' ? 'minutes' : 'amount');
    const period = stringArg(ctx.kwargs, 'period').toLowerCase() || 'daily';
    const timespan = PERIODS[period];
    if (timespan === undefined) throw missing('period');
    await callRest(ctx, 'POST', '/responsiblegaming/limit/v2', {
      body: {
        Type: LIMIT_TYPES[kind],
        Amount: amount,
        Timespan: timespan,
        ...(kind === 'session' ? {} : { Currency: stringArg(ctx.kwargs, 'currency') || player.currency }),
      },
    });
    return none;
  };
}

function removeLimit(kind: LimitKind): Procedure {
  return async (ctx) => {
    requirePlayer(ctx);
    const period = stringArg(ctx.kwargs, 'period').toLowerCase();
    const rows = (await limitRows(ctx)).filter((row) => row.Type === LIMIT_TYPES[kind] && (!period || periodOf(row.Timespan) === period) && !row.Expires);
    if (rows.length === 0) throw new WampError(Errors.runtime, 'There is no such limit to remove.', 'NotFound');
    for (const row of rows) await callRest(ctx, 'POST', `/responsiblegaming/limit/cancel/${String(row.Id)}`);
    return none;
  };
}

// --- Bonuses -------------------------------------------------------------------------------------

async function getGrantedBonuses(ctx: CallContext): Promise<Answer> {
  requirePlayer(ctx);
  const bonuses = records(await callRest(ctx, 'GET', '/bonus'));
  return {
    kwargs: {
      bonuses: bonuses.map((row) => ({
        id: row.Id,
        name: row.Name,
        description: row.Description,
        code: row.Identifier,
        // The provider's own status words (spec 002 section 4.4 maps them).
        status: row.State,
        type: row.Type,
        amount: row.Amount,
        currency: row.Currency,
        grantedDate: row.Created,
        expiryDate: row.Expires,
        wagerRequirement: row.WageringRequirment ?? null,
        remainingWagerRequirement: row.WageringRequirmentRemaining ?? null,
        canForfeit: row.CanBeCanceled === true,
      })),
    },
  };
}

async function claimableBonuses(ctx: CallContext): Promise<Dict[]> {
  requirePlayer(ctx);
  return records(await callRest(ctx, 'GET', '/bonus/offers', { query: { type: 'Deposit' } })).map((row) => ({
    code: row.Identifier,
    name: row.Name,
    description: row.Description,
    imageUrl: row.ImageUrl,
    html: row.Html,
    validFrom: row.ValidDateStart,
    validTo: row.ValidDateEnd,
  }));
}

async function applyBonus(ctx: CallContext): Promise<Answer> {
  requirePlayer(ctx);
  const code = stringArg(ctx.kwargs, 'bonusCode').trim();
  if (!code) throw missing('bonusCode');
  const id = await callRest(ctx, 'POST', `/bonus/trigger/${encodeURIComponent(code)}`);
  // The REST trigger answers 0 for a code that gives nothing; this platform refuses it.
  if (id === 0) throw new WampError(Errors.runtime, 'The bonus code is not valid.', 'InvalidBonus');
  return none;
}

async function forfeitBonus(ctx: CallContext): Promise<Answer> {
  requirePlayer(ctx);
  const id = ctx.kwargs.bonusID;
  if (typeof id !== 'number' && typeof id !== 'string') throw missing('bonusID');
  await callRest(ctx, 'POST', `/bonus/cancel/${encodeURIComponent(String(id))}`);
  return none;
}

// --- History -------------------------------------------------------------------------------------

/**
 * `{ transactions, currentPageIndex, totalRecordCount, totalPageCount }`, newest first; `type` Deposit or
 * Withdraw (Transfer and BuddyTransfer have none here), `startTime`/`endTime` ISO instants, `pageIndex` from 1.
 */
function getTransactionHistory(ctx: CallContext): Answer {
  const player = requirePlayer(ctx);
  const type = stringArg(ctx.kwargs, 'type') || 'Deposit';
  const from = Date.parse(stringArg(ctx.kwargs, 'startTime'));
  const to = Date.parse(stringArg(ctx.kwargs, 'endTime'));
  const pageSize = Math.min(100, Math.max(1, numberArg(ctx.kwargs, 'pageSize') ?? 10));
  const pageIndex = Math.max(1, numberArg(ctx.kwargs, 'pageIndex') ?? 1);
  // The payment history is one table for both platforms (the cashier books into it).
  const rows = ctx.world.state.account.payments
    .filter((row) => row.playerId === player.id && row.type === type)
    .filter((row) => (Number.isNaN(from) || row.startedMs >= from) && (Number.isNaN(to) || row.startedMs <= to))
    .sort((a, b) => b.startedMs - a.startedMs);
  const page = rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
  return {
    kwargs: {
      transactions: page.map((row) => ({
        transactionID: row.id,
        time: iso(row.startedMs),
        type: row.type,
        amount: row.amount / 100,
        currency: row.currency,
        status: row.status,
        paymentMethod: row.method,
        ...(row.reference ? { reference: row.reference } : {}),
      })),
      currentPageIndex: pageIndex,
      totalRecordCount: rows.length,
      totalPageCount: Math.ceil(rows.length / pageSize),
    },
  };
}

export const ACCOUNT_PROCEDURES: Readonly<Record<string, Procedure>> = {
  '/user#acceptTC': async (ctx) => {
    requirePlayer(ctx);
    await callRest(ctx, 'GET', '/player/update-player-tac', { query: { tacVersionAccepted: ctx.world.state.documentVersions.TermsAndConditions } });
    return none;
  },
  '/user#getTransactionHistory': getTransactionHistory,
  // Offers that go with a deposit into the account (`type` transfer, `gamingAccountID`).
  '/user#getApplicableBonuses': async (ctx) => ({ kwargs: { bonuses: await claimableBonuses(ctx) } }),
  '/user/account#register': register,
  '/user/account#validateUsername': availability('/player/validate-username', 'username'),
  '/user/account#validateEmail': availability('/player/validate-email', 'email'),
  '/user/account#getCountries': getCountries,
  '/user/account#getCurrencies': () => ({ args: [[...CURRENCIES]] }),
  '/user/account#getProfile': getProfile,
  '/user/account#updateProfile': updateProfile,
  '/user/account#getGamingAccounts': getGamingAccounts,
  '/user/account#getBalance': getBalance,
  '/user/account#watchBalance': watchBalance(true),
  '/user/account#unwatchBalance': watchBalance(false),
  '/user/account#activate': activate,
  '/user/pwd#sendResetPwdEmail': sendResetPwdEmail,
  '/user/pwd#isResetPwdKeyAvailable': isResetPwdKeyAvailable,
  '/user/pwd#reset': resetPassword,
  '/user/pwd#change': changePassword,
  '/user/pwd#getPolicy': () => ({ kwargs: { ...PASSWORD_POLICY } }),
  '/user/limit#getLimits': getLimits,
  '/user/limit#setDepositLimit': setLimit('deposit'),
  '/user/limit#setLossLimit': setLimit('loss'),
  '/user/limit#setWageringLimit': setLimit('wagering'),
  '/user/limit#setSessionLimit': setLimit('session'),
  '/user/limit#removeDepositLimit': removeLimit('deposit'),
  '/user/limit#removeLossLimit': removeLimit('loss'),
  '/user/limit#removeWageringLimit': removeLimit('wagering'),
  '/user/limit#removeSessionLimit': removeLimit('session'),
  '/user/bonus#getGrantedBonuses': getGrantedBonuses,
  '/user/bonus#getClaimableBonuses': async (ctx) => ({ kwargs: { bonuses: await claimableBonuses(ctx) } }),
  '/user/bonus#apply': applyBonus,
  '/user/bonus#forfeit': forfeitBonus,
};
