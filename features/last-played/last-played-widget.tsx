import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Favourite } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { GameList, usePageFavourites } from '../toolkit/games/index.ts';
import { useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { QueryFailure, usePlatformReading, useQuery } from '../toolkit/query/index.ts';

/** spec 002 §9: the last-played list shows ten unless told. */
export const DEFAULT_LAST_PLAYED_LIMIT = 10;

export interface LastPlayedWidgetProps extends CommonWidgetProps {
  /** How many to show (10). */
  limit?: number;
}

/** The games the player played last, newest first, each with Play and a favourite toggle. */
export function LastPlayedWidget(props: LastPlayedWidgetProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const { signedIn } = usePlayer();
  const limit = props.limit && props.limit > 0 ? Math.floor(props.limit) : DEFAULT_LAST_PLAYED_LIMIT;
  const load = useQuery(['last-played', limit], (platform) => requireOperation(platform, 'getLastPlayedGames')(limit), { enabled: signedIn });
  const keepsFavourites = usePlatformReading(['favourites-capability'], (platform) => platform.capabilities.favourites).data === true;
  const marked = useQuery(['favourites'], (platform) => requireOperation(platform, 'getFavourites')(), { enabled: signedIn && keepsFavourites });
  const loaded = useMemo(() => marked.data?.map((entry: Favourite) => entry.gameId), [marked.data]);
  const favourites = usePageFavourites(loaded);
  const rows = (load.data ?? []).slice(0, limit);

  return (
    <WidgetFrame {...frame} title={t`Last played`} busy={load.status === 'loading'} notices={favourites.notice && <Notice {...favourites.notice} onClear={favourites.clearNotice} />}>
      {!signedIn && <Notice level="info" message={<Trans>Sign in to see the games you played last.</Trans>} />}
      {signedIn && load.status === 'loading' && !load.data && <p role="status"><Trans>Loading your games…</Trans></p>}
      {signedIn && load.status === 'failed' && <QueryFailure query={load} />}
      {signedIn && load.data && rows.length === 0 && <p className="empty"><Trans>You have not played any games yet.</Trans></p>}
      {signedIn && rows.length > 0 && <GameList games={rows} label={t`Last played`} {...(keepsFavourites ? { favourite: favourites } : {})} />}
    </WidgetFrame>
  );
}
