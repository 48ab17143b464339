// The player's groups, lifetime figures, properties and SSO tokens, the exchange rates and the sportsbook
// bets, in the shapes of ../shared/reference/rest-platform.md. Their state hangs off the sandbox state (a
// reset makes a new one, and with it a fresh seed).
import { randomUUID } from 'node:crypto';
import { DAY_MS, MINUTE_MS } from '../clock.ts';
import { ApiError, isRecord } from '../http.ts';
import type { SandboxState } from '../state.ts';
import { toAmount } from './amounts.ts';
import { type ApiContext, type ApiResponse, type SessionContext, ok } from './context.ts';
import { type Route, publicRoute, sessionRoute } from './router.ts';
import { invalidField, paging, requireBody } from './validate.ts';

const ALEX = 1001;
const SARA = 1002;

/** The player groups the operator put its players in. */
const GROUPS: Readonly<Record<number, readonly string[]>> = { [ALEX]: ['VIP', 'Sportsbook'], [SARA]: ['Standard'] };

/** Net gaming revenue in minor units (wagers less wins and bonuses over the player's lifetime). */
const LIFETIME_NGR: Readonly<Record<number, number>> = { [ALEX]: 12_345, [SARA]: -50_000 };

/** Units of each currency to one euro, as GET /exchange-rates answers. */
export const EXCHANGE_RATES = { EUR: 1, USD: 1.08, GBP: 0.85, SEK: 11.2, NOK: 11.6, DKK: 7.46, PLN: 4.3, THB: 38.5 } as const;

const PROPERTY_TYPES = new Set(['Text', 'Number', 'DateTime', 'Date', 'Time', 'OddsFormat']);

export interface SandboxSportsBet {
  id: number;
  playerId: number;
  reference: string;
  wager: number;
  win: number;
  createdMs: number;
  settledMs: number | null;
  description: string;
  status: 'Won' | 'Lost' | 'Open' | 'Cancelled';
}

interface PlayerDataTables {
  properties: Map<number, Map<string, { Type: string; Value: string }>>;
  sportsBets: SandboxSportsBet[];
}

const TABLES = new WeakMap<SandboxState, PlayerDataTables>();

/** `player@example.com` has four bets: a win, a loss, one open and one cancelled, newest first by creation. */
function seedSportsBets(nowMs: number): SandboxSportsBet[] {
  const bet = (id: number, daysAgo: number, wager: number, win: number, status: SandboxSportsBet['status'], description: string): SandboxSportsBet => ({
    id, playerId: ALEX, reference: `SB-${id}`, wager, win, createdMs: nowMs - daysAgo * DAY_MS,
    settledMs: status === 'Open' ? null : nowMs - daysAgo * DAY_MS + 120 * MINUTE_MS, description, status,
  });
  return [
    bet(9001, 1, 1_000, 2_450, 'Won', 'Arsenal – Chelsea: Arsenal'),
    bet(9002, 2, 2_000, 0, 'Lost', 'Lakers – Celtics: over 210.5'),
    bet(9003, 0, 500, 0, 'Open', 'Djokovic – Alcaraz: Alcaraz'),
    bet(9004, 3, 1_500, 0, 'Cancelled', 'Real Madrid – Barcelona: draw'),
  ];
}

export function playerData(state: SandboxState, nowMs: number): PlayerDataTables {
  let tables = TABLES.get(state);
  if (!tables) {
    tables = {
      properties: new Map([[ALEX, new Map([['OddsFormat', { Type: 'OddsFormat', Value: 'Decimal' }]])]]),
      sportsBets: seedSportsBets(nowMs),
    };
    TABLES.set(state, tables);
  }
  return tables;
}

const tablesOf = (ctx: ApiContext) => playerData(ctx.state, ctx.clock.nowMs());
const iso = (ms: number) => new Date(ms).toISOString();

/** GET /transaction/sportsbookbets: SportsbookBet[], newest first. */
function sportsBets(ctx: SessionContext): ApiResponse {
  const { offset, max } = paging(ctx);
  const rows = tablesOf(ctx).sportsBets
    .filter((row) => row.playerId === ctx.player.id)
    .sort((a, b) => b.createdMs - a.createdMs)
    .slice(offset, offset + max);
  return ok(rows.map((row) => ({
    Id: row.id,
    Provider: 'Kambi',
    Reference: row.reference,
    TotalWager: toAmount(row.wager),
    TotalWin: toAmount(row.win),
    Created: iso(row.createdMs),
    Settled: row.settledMs === null ? null : iso(row.settledMs),
    Transactions: [
      { Type: 'Wager', Amount: toAmount(row.wager), Status: row.status === 'Cancelled' ? 'Cancelled' : 'Completed', Odds: row.win > 0 ? row.win / row.wager : 2.1, Subreference: `${row.reference}-1`, Description: row.description },
      ...(row.win > 0 ? [{ Type: 'Win', Amount: toAmount(row.win), Status: 'Completed', Odds: row.win / row.wager, Description: row.description }] : []),
    ],
  })));
}

function propertyRows(ctx: SessionContext) {
  const mine = tablesOf(ctx).properties.get(ctx.player.id) ?? new Map();
  // `value` in lower case, as the public client types it.
  return [...mine].map(([name, property]) => ({ PlayerId: ctx.player.id, Name: name, Type: property.Type, value: property.Value }));
}

function setProperties(ctx: SessionContext): ApiResponse {
  const body = requireBody(ctx.body, 'Properties');
  const list = body['Properties'];
  if (!Array.isArray(list)) throw invalidField('Properties');
  const changes = list.map((entry) => {
    if (!isRecord(entry) || typeof entry['Name'] !== 'string' || entry['Name'].trim() === '') throw invalidField('Name');
    const type = typeof entry['Type'] === 'string' ? entry['Type'] : 'Text';
    if (!PROPERTY_TYPES.has(type)) throw invalidField('Type');
    const value = entry['Value'] ?? entry['value'];
    if (value !== null && value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw invalidField('Value');
    return [entry['Name'].trim(), { Type: type, Value: value == null ? '' : String(value) }] as const;
  });
  const tables = tablesOf(ctx);
  const mine = tables.properties.get(ctx.player.id) ?? new Map();
  for (const [name, property] of changes) mine.set(name, property);
  tables.properties.set(ctx.player.id, mine);
  return ok();
}

/** A token for a partner's product, valid "a short time but at least five minutes" (not checked here). */
function createSsoToken(ctx: SessionContext): ApiResponse {
  const type = isRecord(ctx.body) && typeof ctx.body['TokenType'] === 'string' ? ctx.body['TokenType'].replace(/\W/g, '') : '';
  return ok(`sso-${type ? `${type}-` : ''}${ctx.player.id}-${randomUUID()}`);
}

export const PLAYER_DATA_ROUTES: readonly Route[] = [
  sessionRoute('GET', '/player-groups', (ctx) => ok([...(GROUPS[ctx.player.id] ?? [])])),
  sessionRoute('GET', '/player/lifetime-stats', (ctx) => ok({ NGR: toAmount(LIFETIME_NGR[ctx.player.id] ?? 0) })),
  sessionRoute('POST', '/player/create-sso-token', createSsoToken),
  publicRoute('GET', '/exchange-rates', () => ok({ ...EXCHANGE_RATES })),
  sessionRoute('GET', '/transaction/sportsbookbets', sportsBets),
  sessionRoute('GET', '/player-properties', (ctx) => ok(propertyRows(ctx))),
  sessionRoute('POST', '/player-properties', setProperties),
  sessionRoute('GET', '/player-properties/{name}', (ctx) => {
    const found = propertyRows(ctx).find((row) => row.Name.toLowerCase() === (ctx.params['name'] ?? '').toLowerCase());
    if (!found) throw new ApiError(404, 'NotFound', 'No such property.');
    return ok(found);
  }),
];
