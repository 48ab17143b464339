import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { can, requireOperation } from '../../adapters/operations.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useErrorTextsLater, useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { QueryFailure, usePlatformReading, useQuery, useWrite } from '../toolkit/query/index.ts';
import { JOIN_REFUSALS, displayName, joinState, leaderboardLimit, ownRow, tournamentPhase } from './rules.ts';

export interface LeaderboardWidgetProps extends CommonWidgetProps {
  /** The tournament's identifier on the platform. */
  tournament?: string;
  /** How many rows from the top (default 10). */
  limit?: number;
}

/**
 * A tournament's leaderboard (spec 002 §3.8, §7.4): its dates, the top rows, the player's own position (the
 * leaderboard around them) and whether they can join; Join opts them in, a refusal shows the catalogue's text.
 *
 * @csspart leaderboard - The leaderboard's content: dates, the player's position or Join, and the table.
 * @csspart dates - The tournament's start and end dates.
 * @csspart own-position - The signed-in player's position and points.
 * @csspart leaderboard-table - The leaderboard's table: position, player and points.
 * @csspart row - Each row of the leaderboard.
 * @csspart own-row - The signed-in player's row of the leaderboard.
 */
export function LeaderboardWidget(props: LeaderboardWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const errorTexts = useErrorTextsLater();
  const { signedIn, profile } = usePlayer();
  const tournamentId = props.tournament?.trim() ?? '';
  const limit = leaderboardLimit(props.limit);
  const offered = usePlatformReading(['tournaments'], (platform) => can(platform, 'tournaments'));
  const enabled = signedIn && offered.data === true && tournamentId !== '';
  const board = useQuery(['tournaments', tournamentId, 'top', limit], (platform) => requireOperation(platform, 'getLeaderboard')({ tournamentId, limit }), { enabled });
  const around = useQuery(['tournaments', tournamentId, 'relative'], (platform) => requireOperation(platform, 'getRelativeLeaderboard')({ tournamentId }), { enabled });
  const join = useWrite({ invalidates: ['tournaments'] });
  const position = useRef<HTMLParagraphElement>(null);
  // After Join, the player's position takes focus once it shows (the button it replaces is gone).
  const [focusPosition, setFocusPosition] = useState(false);

  const failed = [board, around].find((load) => load.status === 'failed');
  const loaded = board.data && around.data;
  const own = around.data ? ownRow(around.data.players, profile) : null;
  const state = board.data ? joinState(board.data, own) : null;
  const phase = board.data ? tournamentPhase(board.data, Date.now()) : null;
  const points = (value: number) => formatNumber(value, host.locale);
  // Why the player cannot join: the catalogue's text, once the error notice's chunk is here (error-notice-later.ts).
  const refusalKey = state === 'not-required' || state === 'not-allowed' ? JOIN_REFUSALS[state] : null;
  const [refusal, setRefusal] = useState('');
  useEffect(() => {
    if (!refusalKey) return undefined;
    let live = true;
    void errorTexts().then((texts) => live && setRefusal(texts.plain(refusalKey)));
    return () => {
      live = false;
    };
  }, [errorTexts, refusalKey]);

  const onJoin = async () => {
    const done = await join.run((platform) => requireOperation(platform, 'joinTournament')(tournamentId));
    if (!done) return;
    host.emit('casino-tournament-joined', { tournamentId });
    setFocusPosition(true);
  };
  useEffect(() => {
    if (!focusPosition || !own || !position.current) return;
    position.current.focus();
    setFocusPosition(false);
  }, [focusPosition, own]);

  return (
    <WidgetFrame
      {...frame}
      title={t`Leaderboard`}
      busy={enabled && !loaded && !failed}
      notices={join.notice && <Notice {...join.notice} onClear={join.clearNotice} />}
    >
      {offered.data === false && <Notice level="info" message={<Trans>There are no tournaments here.</Trans>} />}
      {offered.data === true && !signedIn && (
        <div className="leaderboard-signed-out">
          <Notice level="info" message={<Trans>Sign in to see the leaderboard and take part.</Trans>} />
          {host.canOpen('signin') && <Button onClick={() => host.open('signin')}><Trans>Sign in</Trans></Button>}
        </div>
      )}
      {enabled && failed && <QueryFailure query={failed} />}
      {enabled && !loaded && !failed && <p role="status"><Trans>Loading the leaderboard…</Trans></p>}
      {enabled && loaded && board.data && (
        <div className="leaderboard" part="leaderboard">
          <dl className="tournament-dates" part="dates">
            <div>
              <dt>{phase === 'upcoming' ? t`Starts` : t`Started`}</dt>
              <dd>{formatDate(board.data.startDate, host.locale)}</dd>
            </div>
            <div>
              <dt>{phase === 'ended' ? t`Ended` : t`Ends`}</dt>
              <dd>{formatDate(board.data.endDate, host.locale)}</dd>
            </div>
          </dl>
          {state === 'joined' && own && (
            <p className="own-position" part="own-position" ref={position} tabIndex={-1}>
              <Trans>Your position: <strong>{own.position}</strong> with {points(own.points)} points</Trans>
            </p>
          )}
          {state === 'can-join' && (
            <div className="actions">
              <Button busy={join.busy} onClick={() => void onJoin()}><Trans>Join the tournament</Trans></Button>
            </div>
          )}
          {(state === 'not-required' || state === 'not-allowed') && (
            <Notice
              level="info"
              title={state === 'not-required' ? t`Every game you play counts: there is nothing to join.` : phase === 'ended' ? t`This tournament has ended.` : t`You cannot join this tournament.`}
              message={refusal}
            />
          )}
          {board.data.players.length === 0 ? (
            <p><Trans>No one is on the leaderboard yet.</Trans></p>
          ) : (
            <table className="leaderboard-table" part="leaderboard-table">
              <caption className="visually-hidden">{t`Leaderboard`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Position`}</th>
                  <th scope="col">{t`Player`}</th>
                  <th scope="col" className="points">{t`Points`}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.players.map((row) => {
                  const mine = own !== null && row.position === own.position;
                  return (
                    <tr key={`${row.position}-${row.firstName}-${row.lastName}`} className={mine ? 'own' : undefined} aria-current={mine ? 'true' : undefined} part={mine ? 'row own-row' : 'row'}>
                      <td>{row.position}</td>
                      <td>{displayName(row)}{mine && <span className="you"> {t`(you)`}</span>}</td>
                      <td className="points">{points(row.points)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </div>
      )}
    </WidgetFrame>
  );
}
