import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Game } from '../../adapters/contract.ts';
import { hasOperation } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { GameList, usePageFavourites } from '../toolkit/games/index.ts';
import { useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { QueryFailure, useQuery } from '../toolkit/query/index.ts';

export interface FavouritesWidgetProps extends CommonWidgetProps {
  /** How many to show (all when absent). */
  limit?: number;
}

/** The player's favourite games, each with Play and the toggle that takes it off the list (optimistic, rolled back with a notice). */
export function FavouritesWidget(props: FavouritesWidgetProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const { signedIn } = usePlayer();
  const load = useQuery(['favourites'], (platform) => requireOperation(platform, 'getFavourites')(), { enabled: signedIn });
  const games = useQuery(['games'], (platform) => (hasOperation(platform, 'getGames') ? requireOperation(platform, 'getGames')() : Promise.resolve([] as readonly Game[])), { enabled: signedIn });
  const loaded = useMemo(() => load.data?.map((entry) => entry.gameId), [load.data]);
  const favourites = usePageFavourites(loaded);
  const limit = props.limit && props.limit > 0 ? props.limit : undefined;
  const rows = favourites.ids.slice(0, limit).map((gameId) => games.data?.find((game) => game.gameId === gameId) ?? { gameId, title: gameId });
  const ready = load.status === 'loaded' && games.status !== 'loading';

  return (
    <WidgetFrame {...frame} title={t`Favourite games`} busy={load.status === 'loading'} notices={favourites.notice && <Notice {...favourites.notice} onClear={favourites.clearNotice} />}>
      {!signedIn && <Notice level="info" message={<Trans>Sign in to see your favourite games.</Trans>} />}
      {signedIn && load.status === 'loading' && <p role="status"><Trans>Loading your games…</Trans></p>}
      {signedIn && load.status === 'failed' && <QueryFailure query={load} />}
      {signedIn && ready && rows.length === 0 && <p className="empty"><Trans>You have no favourite games yet.</Trans></p>}
      {signedIn && ready && rows.length > 0 && <GameList games={rows} favourite={favourites} label={t`Favourite games`} />}
    </WidgetFrame>
  );
}
