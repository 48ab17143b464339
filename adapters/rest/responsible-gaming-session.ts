// The responsible-gaming calls around a session (spec 001 §7) that the session services make on every signed-in
// page: the session's timing (the reality checks' clock) and the pages the platform asks a player to see; and the
// panic button's choice, which must not wait for a file. The self-test's score and the reality check's figures
// are in responsible-gaming-checks.ts.
import * as v from 'valibot';
import type { PanicChoice, PlayerAction, SessionInfo } from '../contract.ts';
import type { RestContext } from './context.ts';
import { lookup } from './mappings.ts';
import { id, optionalFlag, optionalNumeric, text } from './scalars.ts';
import { DISPLAY_PAGES } from './display-pages.ts';

/** PanicChoice: Open, Pause or None (shared/reference/rest-platform.md). */
export const PANIC_CHOICES = { open: 'Open', pause: 'Pause', none: 'None' } as const satisfies Record<PanicChoice, string>;

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

/** LoginPage: only the fields the product uses. */
const LoginPage = v.object({ Id: v.nullish(id), PageType: v.string(), ForceAction: optionalFlag });

const isoOf = (unixSeconds: number | null | undefined): string => (unixSeconds ? new Date(unixSeconds * 1000).toISOString() : '');

/** POST /responsiblegaming/panic `{PanicChoice}`. */
export async function sendPanicChoice(rest: RestContext, choice: PanicChoice): Promise<void> {
  await rest.http.send({ method: 'POST', operation: 'sendPanicChoice', path: '/responsiblegaming/panic', session: true, body: { PanicChoice: PANIC_CHOICES[choice] } });
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

/** GET /player/display-pages: the pages of known types, in the platform's order (NoPageRequired and others are left out). */
export async function getPlayerActions(rest: RestContext): Promise<readonly PlayerAction[]> {
  const pages = await rest.http.json({ method: 'GET', operation: 'getPlayerActions', path: '/player/display-pages', area: 'player', session: true }, v.nullish(v.array(LoginPage)));
  return (pages ?? []).flatMap((row): PlayerAction[] => {
    const page = lookup(DISPLAY_PAGES, row.PageType);
    return page ? [{ ...(row.Id != null ? { id: String(row.Id) } : {}), page, force: row.ForceAction ?? false }] : [];
  });
}
