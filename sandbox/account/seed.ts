// The account area's tables (inbox, payments, game rounds, bonuses, opt-ins, reset and unsubscribe
// tokens, the outbox) and their seed. docs/sandbox.md and the README list what is seeded: keep them in step.
import { DAY_MS, MINUTE_MS } from '../clock.ts';
import { PAYMENT_PLAYER_IDS } from '../payments/ids.ts';

export const HOUR_MS = 60 * MINUTE_MS;

export interface SandboxMessage {
  id: number;
  playerId: number;
  status: 'Unpushed' | 'Notified' | 'Read';
  startMs: number;
  endMs: number;
  title: string;
  content: string;
  attributes?: Record<string, string>;
}

export interface SandboxPayment {
  id: number;
  playerId: number;
  type: 'Deposit' | 'Withdraw';
  /** Minor units. */
  amount: number;
  currency: string;
  status: string;
  method: string;
  startedMs: number;
  /** The cashier's own reference, so a repeated completion is not booked twice. */
  reference?: string;
  bonusCode?: string;
}

export interface SandboxRound {
  id: number;
  playerId: number;
  game: string;
  gameId: number;
  bet: number;
  win: number;
  currency: string;
  startMs: number;
  ended: boolean;
}

export type BonusState = 'Initiated' | 'Active' | 'InPlay' | 'Expired' | 'Canceled' | 'Finished' | 'FinishedNoGains';

export interface SandboxBonus {
  id: number;
  playerId: number;
  identifier: string;
  name: string;
  description: string;
  html?: string;
  type: 'Monetary' | 'Freespins';
  state: BonusState;
  currency: string;
  /** Minor units (money) or a count (free spins). */
  amount: number;
  amountRemaining?: number;
  wageringRequirement?: number;
  wageringRemaining?: number;
  createdMs: number;
  activatesMs: number;
  expiresMs: number;
  deposit: boolean;
  canBeCanceled: boolean;
  /** What an active bonus does to a withdrawal; None when absent. */
  withdrawPolicy?: 'DenyWithdraw' | 'CancelMonetary' | 'None';
}

export interface ResetToken {
  playerId: number;
  expiresMs: number;
  used: boolean;
}

/** What the platform would have e-mailed: the sandbox keeps it for demos and tests (GET /__sandbox/outbox). */
export interface OutboxEmail {
  to: string;
  kind: 'reset-password';
  token: string;
  /** Where the e-mail's link leads: the account example page with the REST query-string trigger. */
  link: string;
  sentMs: number;
}

export interface AccountTables {
  messages: SandboxMessage[];
  payments: SandboxPayment[];
  rounds: SandboxRound[];
  bonuses: SandboxBonus[];
  /** The platform's opt-in types each player is opted in to (BonusSMSs, NewsEmails, Phone, ...). */
  optIns: Map<number, Set<string>>;
  resetTokens: Map<string, ResetToken>;
  unsubscribeTokens: Map<string, number>;
  /** Codes POST /bonus/trigger/{code} accepts, and the bonus each gives. */
  bonusCodes: Map<string, Omit<SandboxBonus, 'id' | 'playerId' | 'createdMs' | 'activatesMs' | 'expiresMs'> & { validDays: number }>;
  outbox: OutboxEmail[];
  nextId: number;
}

export const SEEDED_RESET_TOKEN = 'reset-player-0001';
export const SEEDED_EXPIRED_RESET_TOKEN = 'reset-expired-0001';
export const SEEDED_UNSUBSCRIBE_TOKEN = 'unsub-player-0001';
export const SEEDED_BONUS_CODE = 'SPINS50';

/** Inbox HTML that tries to run script three ways: the widgets must show its text and run none of it. */
export const HOSTILE_HTML =
  '<p>Your <b>VIP</b> upgrade is here.<script>window.__casinoXss = "script"</script>' +
  '<img src="x" onerror="window.__casinoXss = \'onerror\'" alt="VIP badge"> ' +
  '<a href="javascript:window.__casinoXss = \'link\'">Claim it</a> before Sunday.</p>';

const ALEX = 1001;
const SARA = 1002;

const MESSAGE_TITLES = [
  'Your weekly free spins are here',
  'New games this week',
  'Deposit limits: how they work',
  'Your VIP upgrade',
  'Weekend tournament results',
  'We have updated our terms',
  'Tips for playing responsibly',
  'Your account is verified',
  'A birthday surprise',
  'Maintenance on Tuesday night',
  'Cash back for last month',
  'Welcome to the casino',
];

function seedMessages(nowMs: number): SandboxMessage[] {
  const statuses: SandboxMessage['status'][] = ['Read', 'Unpushed', 'Notified', 'Notified', 'Unpushed', 'Read', 'Notified', 'Read', 'Read', 'Notified', 'Read', 'Read'];
  return MESSAGE_TITLES.map((title, index) => {
    const id = 5001 + index;
    const content = index === 3
      ? HOSTILE_HTML
      : `<p>${title}. This message was sent by the sandbox on day ${index + 1} of its inbox, and it carries enough words to show how a long message is shortened in its teaser.</p><p>Play responsibly: <a href="/menu/responsible-gaming">set your limits</a>.</p>`;
    return {
      id,
      playerId: ALEX,
      status: statuses[index] ?? 'Read',
      startMs: nowMs - (index * 2 + 1) * DAY_MS,
      endMs: nowMs + 60 * DAY_MS,
      title,
      content,
      ...(index === 0 ? { attributes: { CtaText: 'Play now', CtaAction: '/casino' } } : {}),
    };
  }).concat([
    {
      id: 5101,
      playerId: SARA,
      status: 'Unpushed',
      startMs: nowMs - DAY_MS,
      endMs: nowMs + 60 * DAY_MS,
      title: 'Välkommen',
      content: '<p>Welcome to the casino, Sara.</p>',
    },
  ]);
}

const METHODS = ['Trustly', 'Swish', 'Creditcard'];
const PAYMENT_STATUSES = ['Completed', 'Completed', 'Pending', 'Completed', 'Failed', 'Completed', 'Canceled', 'Completed', 'Initiated', 'Rollbacked'];

function seedPayments(nowMs: number): SandboxPayment[] {
  const payments: SandboxPayment[] = [];
  let id = 7001;
  // 23 deposits and 12 withdrawals since the sandbox's start, newest first: three pages and two.
  for (let index = 0; index < 23; index += 1) {
    payments.push({
      id: id++, playerId: ALEX, type: 'Deposit', amount: (index % 5 + 1) * 2_000 + index * 100, currency: 'EUR',
      status: PAYMENT_STATUSES[index % PAYMENT_STATUSES.length] ?? 'Completed', method: METHODS[index % METHODS.length] ?? 'Trustly',
      startedMs: nowMs - (index * 3 + 1) * DAY_MS,
    });
  }
  for (let index = 0; index < 12; index += 1) {
    payments.push({
      id: id++, playerId: ALEX, type: 'Withdraw', amount: (index % 4 + 1) * 5_000, currency: 'EUR',
      status: PAYMENT_STATUSES[(index + 3) % PAYMENT_STATUSES.length] ?? 'Completed', method: METHODS[(index + 1) % METHODS.length] ?? 'Trustly',
      startedMs: nowMs - (index * 5 + 2) * DAY_MS,
    });
  }
  // Before the history's start (2020-01-01): never shown.
  payments.push({ id: id++, playerId: ALEX, type: 'Deposit', amount: 1_000, currency: 'EUR', status: 'Completed', method: 'Creditcard', startedMs: Date.parse('2019-12-15T12:00:00Z') });
  payments.push({ id: id++, playerId: SARA, type: 'Deposit', amount: 50_000, currency: 'SEK', status: 'Completed', method: 'Swish', startedMs: nowMs - 2 * DAY_MS });
  return payments;
}

const GAMES = ['Starburst', 'Book of Dead', 'Gonzo’s Quest', 'Lightning Roulette', 'Blackjack Classic'];

function seedRounds(nowMs: number): SandboxRound[] {
  return Array.from({ length: 15 }, (_, index) => ({
    id: 9001 + index,
    playerId: ALEX,
    game: GAMES[index % GAMES.length] ?? 'Starburst',
    gameId: 300 + (index % GAMES.length),
    bet: 100 + (index % 3) * 100,
    win: index % 3 === 0 ? 450 : 0,
    currency: 'EUR',
    startMs: nowMs - (index * 7 + 1) * HOUR_MS,
    ended: index !== 0,
  }));
}

function seedBonuses(nowMs: number): SandboxBonus[] {
  const base = { playerId: ALEX, currency: 'EUR', createdMs: nowMs - 2 * DAY_MS, deposit: false, canBeCanceled: false, description: '' };
  return [
    {
      ...base, id: 601, identifier: 'WELCOME100', name: 'Welcome bonus 100%', description: 'Double your first deposit.',
      type: 'Monetary', state: 'Initiated', amount: 10_000, wageringRequirement: 350_000, wageringRemaining: 350_000,
      activatesMs: nowMs - DAY_MS, expiresMs: nowMs + 5 * DAY_MS,
    },
    {
      ...base, id: 602, identifier: '', name: 'Cash back 10%', description: 'Ten percent of last week’s losses.',
      type: 'Monetary', state: 'Active', amount: 2_000, wageringRequirement: 20_000, wageringRemaining: 12_000,
      activatesMs: nowMs - DAY_MS, expiresMs: nowMs + 2 * HOUR_MS, canBeCanceled: true,
    },
    {
      ...base, id: 603, identifier: 'SPINS20', name: '20 free spins', html: '<p><strong>20 free spins</strong> on Starburst.<img src="x" onerror="window.__casinoXss = \'bonus\'" alt=""><script>window.__casinoXss = "bonus-script"</script> <a href="javascript:window.__casinoXss = \'bonus-link\'">Terms</a></p>',
      type: 'Freespins', state: 'Active', amount: 20, amountRemaining: 14,
      activatesMs: nowMs - DAY_MS, expiresMs: nowMs + 3 * DAY_MS,
    },
    {
      ...base, id: 604, identifier: 'RELOAD50', name: 'Reload bonus 50%', description: 'Half as much again on your next deposit.',
      type: 'Monetary', state: 'Initiated', amount: 5_000, deposit: true, wageringRequirement: 100_000, wageringRemaining: 100_000,
      activatesMs: nowMs - HOUR_MS, expiresMs: nowMs + 7 * DAY_MS,
    },
    {
      ...base, id: 605, identifier: 'WEEKEND', name: 'Weekend boost', description: 'Starts soon.',
      type: 'Monetary', state: 'Initiated', amount: 3_000, activatesMs: nowMs + DAY_MS + 3 * HOUR_MS, expiresMs: nowMs + 4 * DAY_MS,
    },
    {
      ...base, id: 606, identifier: 'SUMMER', name: 'Summer spins', type: 'Freespins', state: 'Expired', amount: 50, amountRemaining: 0,
      activatesMs: nowMs - 40 * DAY_MS, expiresMs: nowMs - 10 * DAY_MS,
    },
    {
      ...base, id: 607, identifier: 'HIGHROLLER', name: 'High roller match', type: 'Monetary', state: 'Canceled', amount: 50_000,
      activatesMs: nowMs - 30 * DAY_MS, expiresMs: nowMs + 10 * DAY_MS,
    },
    {
      ...base, id: 608, identifier: 'FIRSTSPINS', name: 'First free spins', type: 'Freespins', state: 'Finished', amount: 10, amountRemaining: 0,
      activatesMs: nowMs - 60 * DAY_MS, expiresMs: nowMs - 50 * DAY_MS,
    },
    // The withdrawal policies' players (sandbox/payments): an active bonus that would be cancelled by a
    // withdrawal, and one that denies it beside another that would be cancelled (DenyWithdraw wins).
    {
      ...base, id: 701, playerId: PAYMENT_PLAYER_IDS.bonus, identifier: '', name: 'Welcome 100%', type: 'Monetary', state: 'Active',
      amount: 5_000, withdrawPolicy: 'CancelMonetary', activatesMs: nowMs - 2 * DAY_MS, expiresMs: nowMs + 28 * DAY_MS,
    },
    {
      ...base, id: 702, playerId: PAYMENT_PLAYER_IDS.noWithdraw, identifier: '', name: 'High roller match', type: 'Monetary', state: 'Active',
      amount: 10_000, withdrawPolicy: 'DenyWithdraw', activatesMs: nowMs - DAY_MS, expiresMs: nowMs + 6 * DAY_MS,
    },
    {
      ...base, id: 703, playerId: PAYMENT_PLAYER_IDS.noWithdraw, identifier: '', name: 'Weekend reload', type: 'Monetary', state: 'Active',
      amount: 2_000, withdrawPolicy: 'CancelMonetary', activatesMs: nowMs - DAY_MS, expiresMs: nowMs + 6 * DAY_MS,
    },
  ];
}

export function seedAccount(nowMs: number): AccountTables {
  return {
    messages: seedMessages(nowMs),
    payments: seedPayments(nowMs),
    rounds: seedRounds(nowMs),
    bonuses: seedBonuses(nowMs),
    optIns: new Map([
      [ALEX, new Set(['BonusEmails', 'NewsEmails', 'BonusSMSs'])],
      [SARA, new Set(['NewsEmails'])],
    ]),
    resetTokens: new Map([
      // For the demo: valid for a week of sandbox time (tokens the sandbox issues last an hour).
      [SEEDED_RESET_TOKEN, { playerId: ALEX, expiresMs: nowMs + 7 * DAY_MS, used: false }],
      [SEEDED_EXPIRED_RESET_TOKEN, { playerId: ALEX, expiresMs: nowMs - HOUR_MS, used: false }],
    ]),
    unsubscribeTokens: new Map([[SEEDED_UNSUBSCRIBE_TOKEN, ALEX]]),
    bonusCodes: new Map([
      [SEEDED_BONUS_CODE, {
        identifier: SEEDED_BONUS_CODE, name: '50 free spins', description: 'Triggered with a bonus code.', type: 'Freespins',
        state: 'Active', currency: 'EUR', amount: 50, amountRemaining: 50, deposit: false, canBeCanceled: false, validDays: 7,
      }],
    ]),
    outbox: [],
    nextId: 10_000,
  };
}
