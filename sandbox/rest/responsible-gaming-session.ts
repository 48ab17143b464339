// The responsible-gaming calls around a session (shared/reference/rest-platform.md "Responsible gaming"):
// the panic button's choice, the self-test's score, the session's timing with its reality checks, the
// reality check's wagers, and the display pages a player must see.
import { MINUTE_MS } from '../clock.ts';
import { paymentsOf } from '../payments/state.ts';
import { PAUSE_MS, rgSessionOf, type PanicChoice, type PgsiVersion } from '../responsible-gaming/session-state.ts';
import { type ApiResponse, type SessionContext, ok } from './context.ts';
import { type Route, sessionRoute } from './router.ts';
import { invalidField, requireBody } from './validate.ts';

const PANIC_CHOICES: ReadonlySet<string> = new Set<PanicChoice>(['Open', 'Pause', 'None']);
const PGSI_VERSIONS: ReadonlySet<string> = new Set<PgsiVersion>(['Full', 'Short', 'SpainLimit']);
/** The PGSI's nine questions score 0 to 3 each. */
const MAX_PGSI_SCORE = 27;

const unix = (ms: number) => Math.floor(ms / 1000);

/** POST /responsiblegaming/panic {PanicChoice}: recorded; Pause ends every session of the player and refuses sign-in for 24 hours. */
function panic(ctx: SessionContext): ApiResponse {
  const body = requireBody(ctx.body, 'PanicChoice');
  const choice = body.PanicChoice;
  if (typeof choice !== 'string' || !PANIC_CHOICES.has(choice)) throw invalidField('PanicChoice', 'PanicChoice must be Open, Pause or None.');
  const nowMs = ctx.clock.nowMs();
  rgSessionOf(ctx.state, nowMs).panicChoices.push({ playerId: ctx.player.id, choice: choice as PanicChoice, atMs: nowMs });
  if (choice === 'Pause') {
    ctx.player.blocks.push({ type: 'Block', fromMs: nowMs, untilMs: nowMs + PAUSE_MS });
    for (const [id, session] of ctx.state.sessions) if (session.playerId === ctx.player.id) ctx.state.sessions.delete(id);
  }
  return ok();
}

/** POST /responsiblegaming/pgsi-score {Score, Version}: recorded; the player's ResponsibleGamingTest page is done. */
function pgsiScore(ctx: SessionContext): ApiResponse {
  const body = requireBody(ctx.body, 'Score');
  const { Score: score, Version: version } = body;
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > MAX_PGSI_SCORE) throw invalidField('Score', 'Score must be a whole number from 0 to 27.');
  if (typeof version !== 'string' || !PGSI_VERSIONS.has(version)) throw invalidField('Version', 'Version must be Full, Short or SpainLimit.');
  rgSessionOf(ctx.state, ctx.clock.nowMs()).testScores.push({ playerId: ctx.player.id, score, version: version as PgsiVersion, atMs: ctx.clock.nowMs() });
  ctx.player.displayPages = (ctx.player.displayPages ?? []).filter((page) => page.PageType !== 'ResponsibleGamingTest');
  return ok();
}

/** The player's reality-check interval in minutes: an active RealityCheck limit, else the seeded one; null for none. */
function realityCheckMinutes(ctx: SessionContext, nowMs: number): number | null {
  const limit = paymentsOf(ctx.state, nowMs).limits.find(
    (row) => row.playerId === ctx.player.id && (row.type as string) === 'RealityCheck' && row.status === 'Active',
  );
  return limit ? limit.amount : rgSessionOf(ctx.state, nowMs).realityCheckMinutes.get(ctx.player.id) ?? null;
}

/**
 * GET /responsiblegaming/session: SessionInfo. Reality checks fall due every interval from the session's
 * start, so TimeUntilRealityCheck is the minutes to the next multiple (null when the player has none).
 */
function session(ctx: SessionContext): ApiResponse {
  const nowMs = ctx.clock.nowMs();
  const tables = rgSessionOf(ctx.state, nowMs);
  const startMs = ctx.session.createdMs;
  let record = tables.sessions.get(ctx.player.id);
  if (!record) {
    record = { currentStartMs: null, previous: null };
    tables.sessions.set(ctx.player.id, record);
  }
  // A newer session than the one seen last: that one becomes the previous session.
  if (record.currentStartMs !== null && record.currentStartMs !== startMs) {
    record.previous = { startMs: record.currentStartMs, endMs: startMs, wager: 0, won: 0 };
  }
  record.currentStartMs = startMs;
  const lengthMinutes = Math.max(0, (nowMs - startMs) / MINUTE_MS);
  const interval = realityCheckMinutes(ctx, nowMs);
  const untilNext = interval && interval > 0 ? interval - (lengthMinutes % interval) : null;
  const previous = record.previous;
  return ok({
    TimeUntilRealityCheck: untilNext === null ? null : Math.round(untilNext * 100) / 100,
    SessionLength: Math.floor(lengthMinutes),
    CurrentUnixStarted: unix(startMs),
    LastUnixStarted: previous ? unix(previous.startMs) : 0,
    LastUnixEnded: previous ? unix(previous.endMs) : 0,
    LastWager: previous ? previous.wager / 100 : 0,
    LastWon: previous ? previous.won / 100 : 0,
    LastLoginIp: previous ? '127.0.0.1' : null,
    LastLoginDevice: previous ? 'desktop' : null,
  });
}

/** GET /responsiblegaming/realitycheck-data: `{WagersWins: [{Product, Wager, Win}]}` of the current session. */
function realityCheckData(ctx: SessionContext): ApiResponse {
  const rows = rgSessionOf(ctx.state, ctx.clock.nowMs()).wagersWins.get(ctx.player.id) ?? [];
  return ok({ WagersWins: rows.map((row) => ({ Product: row.product, Wager: row.wager / 100, Win: row.win / 100 })) });
}

/** GET /player/display-pages: LoginPage[] of the player's pages still to be done (DepositLimitsRequired is done once a deposit limit is active). */
function displayPages(ctx: SessionContext): ApiResponse {
  const created = new Date(ctx.session.createdMs).toISOString();
  const hasDepositLimit = paymentsOf(ctx.state, ctx.clock.nowMs()).limits.some(
    (row) => row.playerId === ctx.player.id && row.type === 'Deposit' && row.status === 'Active',
  );
  ctx.player.displayPages = (ctx.player.displayPages ?? []).filter((page) => !(hasDepositLimit && page.PageType === 'DepositLimitsRequired'));
  return ok(
    ctx.player.displayPages.map((page, index) => ({
      Id: ctx.player.id * 100 + index + 1,
      PlayerId: ctx.player.id,
      Created: created,
      PageType: page.PageType,
      ForceAction: page.ForceAction,
      WasDisplayed: false,
      RealityCheckSelection: null,
    })),
  );
}

export const RG_SESSION_ROUTES: readonly Route[] = [
  sessionRoute('POST', '/responsiblegaming/panic', panic),
  sessionRoute('POST', '/responsiblegaming/pgsi-score', pgsiScore),
  sessionRoute('GET', '/responsiblegaming/session', session),
  sessionRoute('GET', '/responsiblegaming/realitycheck-data', realityCheckData),
  // The pre-0.1 spelling of the public client.
  sessionRoute('GET', '/responsiblegaming/reality-check-data', realityCheckData),
  sessionRoute('GET', '/player/display-pages', displayPages),
];
