// The responsible-gaming calls of the self-test and the reality check (spec 001 §7): the test's score and the
// reality check's figures. An area of the adapter of its own (adapters/rest/index.ts), apart from the session's
// timing and the pages to see, which every signed-in page reads, and the panic button's choice, which must not
// wait for a file (responsible-gaming-session.ts).
import * as v from 'valibot';
import type { RealityCheck, TestScore } from '../contract.ts';
import type { RestContext } from './context.ts';
import { playerIdentity } from './player.ts';
import { getSessionInfo } from './responsible-gaming-session.ts';
import { numeric, text } from './scalars.ts';

/** The PGSI score's Version: Full, Short or SpainLimit. */
export const TEST_VERSIONS = { full: 'Full', short: 'Short', 'spain-limit': 'SpainLimit' } as const satisfies Record<TestScore['version'], string>;

/** `{WagersWins?: [{Product?, Wager, Win}]}`; the field was `WagerWins` before one fix, so both are read. */
const WagerWin = v.object({ Product: text, Wager: numeric, Win: numeric });
const RealityCheckAnswer = v.nullish(v.object({ WagersWins: v.nullish(v.array(WagerWin)), WagerWins: v.nullish(v.array(WagerWin)) }));

/** POST /responsiblegaming/pgsi-score `{Score, Version}`. */
export async function submitTestScore(rest: RestContext, score: TestScore): Promise<void> {
  await rest.http.send({
    method: 'POST', operation: 'submitTestScore', path: '/responsiblegaming/pgsi-score', session: true,
    body: { Score: score.score, Version: TEST_VERSIONS[score.version] },
  });
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
