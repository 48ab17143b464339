// The responsible-gaming calls around a session (spec 001 §7): the panic button's choice, the self-test's
// score, the session's timing and its reality check, and the pages the platform asks a player to see.
import * as v from 'valibot';
import type { PanicChoice, PlayerAction, RealityCheck, SessionInfo, TestScore } from '../contract.ts';
import type { RestContext } from './context.ts';
import { lookup } from './mappings.ts';
import { playerIdentity } from './player.ts';
import { id, numeric, optionalFlag, optionalNumeric, text } from './scalars.ts';
import { DISPLAY_PAGES } from './display-pages.ts';

/** PanicChoice: Open, Pause or None (shared/reference/rest-platform.md). */
export const PANIC_CHOICES = { open: 'Open', pause: 'Pause', none: 'None' } as const satisfies Record<PanicChoice, string>;

/** The PGSI score's Version: Full, Short or SpainLimit. */
export const TEST_VERSIONS = { full: 'Full', short: 'Short', 'spain-limit': 'SpainLimit' } as const satisfies Record<TestScore['version'], string>;

// A real backend may send a number as a numeric string, and an absent optional as null or not at all
// (reference, "Reading answers from a real backend"): the shared readers take each of these.

/** SessionInfo; the misspelt SessionLenght is declared beside SessionLength, so either is read. */
const SessionInfoAnswer = v.object({
  TimeUntilRealityCheck: optionalNumeric,
  SessionLength: optionalNumeric,
  SessionLenght: optionalNumeric,
  CurrentUnixStarted: optionalNumeric,
  LastUnixStarted: optionalNumeric,
  LastUnixEnded: optionalNumeric,
  LastWager: optionalNumeric,
  LastWon: optionalNumeric,
  LastLoginIp: text,
  LastLoginDevice: text,
});

/** `{WagersWins?: [{Product?, Wager, Win}]}`; the field was `WagerWins` before one fix, so both are read. */
const WagerWin = v.object({ Product: text, Wager: numeric, Win: numeric });
const RealityCheckAnswer = v.nullish(v.object({ WagersWins: v.nullish(v.array(WagerWin)), WagerWins: v.nullish(v.array(WagerWin)) }));

/** LoginPage: only the fields the product uses. */
const LoginPage = v.object({ Id: v.nullish(id), PageType: v.string(), ForceAction: optionalFlag });

const isoOf = (unixSeconds: number | null | undefined): string => (unixSeconds ? new Date(unixSeconds * 1000).toISOString() : '');

/** POST /responsiblegaming/panic `{PanicChoice}`. */
export async function sendPanicChoice(rest: RestContext, choice: PanicChoice): Promise<void> {
  await rest.http.send({ method: 'POST', operation: 'sendPanicChoice', path: '/responsiblegaming/panic', session: true, body: { PanicChoice: PANIC_CHOICES[choice] } });
}

/** POST /responsiblegaming/pgsi-score `{Score, Version}`. */
export async function submitTestScore(rest: RestContext, score: TestScore): Promise<void> {
  await rest.http.send({
    method: 'POST', operation: 'submitTestScore', path: '/responsiblegaming/pgsi-score', session: true,
    body: { Score: score.score, Version: TEST_VERSIONS[score.version] },
  });
}

/**
 * GET /responsiblegaming/session. TimeUntilRealityCheck counts minutes (the reference's reading); absent,
 * null or negative means no reality check is due for this player.
 */
export async function getSessionInfo(rest: RestContext): Promise<SessionInfo> {
  const answer = await rest.http.json({ method: 'GET', operation: 'getSessionInfo', path: '/responsiblegaming/session', session: true }, SessionInfoAnswer);
  const next = answer.TimeUntilRealityCheck;
  const length = answer.SessionLength ?? answer.SessionLenght ?? 0;
  const lastStarted = answer.LastUnixStarted;
  return {
    ...(next != null && next >= 0 ? { nextRealityCheck: next } : {}),
    length,
    started: isoOf(answer.CurrentUnixStarted),
    ...(lastStarted
      ? {
          prevSession: {
            won: answer.LastWon ?? 0,
            wager: answer.LastWager ?? 0,
            ...(answer.LastLoginIp ? { ip: answer.LastLoginIp } : {}),
            ...(answer.LastLoginDevice ? { device: answer.LastLoginDevice } : {}),
            started: isoOf(lastStarted),
            ended: isoOf(answer.LastUnixEnded),
            length: answer.LastUnixEnded && answer.LastUnixEnded > lastStarted ? Math.round((answer.LastUnixEnded - lastStarted) / 60) : 0,
          },
        }
      : {}),
  };
}

/**
 * The reality check: its wagers from GET /responsiblegaming/realitycheck-data, its minutes from the session's
 * length (spec 001 §9) and its currency from the player's.
 */
export async function getRealityCheck(rest: RestContext): Promise<RealityCheck> {
  const [data, session, player] = await Promise.all([
    rest.http.json({ method: 'GET', operation: 'getRealityCheck', path: '/responsiblegaming/realitycheck-data', session: true }, RealityCheckAnswer),
    getSessionInfo(rest),
    playerIdentity(rest),
  ]);
  const rows = data?.WagersWins ?? data?.WagerWins ?? [];
  return {
    minutes: Math.floor(session.length),
    wagers: rows.map((row) => ({ product: row.Product ?? '', win: row.Win, wager: row.Wager })),
    currency: player.currency,
  };
}

/** GET /player/display-pages: the pages of known types, in the platform's order (NoPageRequired and others are left out). */
export async function getPlayerActions(rest: RestContext): Promise<readonly PlayerAction[]> {
  const pages = await rest.http.json({ method: 'GET', operation: 'getPlayerActions', path: '/player/display-pages', area: 'player', session: true }, v.nullish(v.array(LoginPage)));
  return (pages ?? []).flatMap((row): PlayerAction[] => {
    const page = lookup(DISPLAY_PAGES, row.PageType);
    return page ? [{ ...(row.Id != null ? { id: String(row.Id) } : {}), page, force: row.ForceAction ?? false }] : [];
  });
}
