import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Game } from '../../../adapters/contract.ts';
import { Button } from '../../../ui/button.tsx';
import type { NoticeData } from '../../../ui/notice.tsx';
import { errorKeyOf, preloadErrorNotice, useErrorTextsLater, useHost } from '../host/index.ts';
import { pageFavourites } from './page-favourites.ts';
import { requestGame } from './request-game.ts';

/**
 * The page's favourites as this element sees them: which games are marked (following every toggle on the page),
 * the toggle (optimistic, one request per click) and the notice of a toggle the platform refused, wherever it was
 * made (this list, another, the page's own tiles).
 */
export function usePageFavourites(loaded: readonly string[] | undefined) {
  const host = useHost();
  const { t } = useLingui();
  const errorTexts = useErrorTextsLater();
  useEffect(preloadErrorNotice, []);
  const favourites = pageFavourites();
  const [, setVersion] = useState(0);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  useEffect(() => favourites.store.subscribe(() => setVersion((version) => version + 1)), [favourites]);
  useEffect(() => {
    if (loaded) favourites.store.load(loaded);
  }, [favourites, loaded]);
  useEffect(
    () => {
      let live = true;
      const stop = favourites.onRollback((_gameId, error) => {
        void errorTexts().then((texts) => live && setNotice({ level: 'error', title: t`Your favourites were not changed`, message: texts.text(errorKeyOf(error)) }));
      });
      return () => {
        live = false;
        stop();
      };
    },
    [favourites, t, errorTexts],
  );
  const toggle = useCallback(
    async (gameId: string, on: boolean) => {
      setNotice(null);
      const result = await favourites.toggle(gameId, on, { getPlatform: () => host.getPlatform() });
      // The notice is the rollback listener's (above); this element tells the page what its own click did.
      if (result.done) host.emit('casino-favourite-changed', { gameId, on });
      else (await errorTexts()).notice(result.error);
    },
    [favourites, host, errorTexts],
  );
  return { ids: favourites.store.list(), has: (gameId: string) => favourites.store.has(gameId), toggle, notice, clearNotice: () => setNotice(null) };
}

export interface GameListProps {
  games: readonly Pick<Game, 'gameId' | 'title'>[];
  /** Whether each game is a favourite; no toggle when the platform keeps no favourites. */
  favourite?: { has(gameId: string): boolean; toggle(gameId: string, on: boolean): unknown };
  label: string;
}

/** A list of the player's games, each with Play (real money, in the page's <casino-game>) and a favourite toggle. */
export function GameList({ games, favourite, label }: GameListProps) {
  const { t } = useLingui();
  return (
    <ul className="game-list" part="games" aria-label={label}>
      {games.map((game) => {
        const on = favourite?.has(game.gameId) ?? false;
        return (
          <li key={game.gameId} className="game-row" part="game">
            <span className="game-name">{game.title}</span>
            <Button className="game-play" aria-label={t`Play ${game.title}`} onClick={() => requestGame(game.gameId, 'real')}>
              <Trans>Play</Trans>
            </Button>
            {favourite && (
              <button
                type="button"
                className="favourite-toggle"
                part="favourite-button"
                aria-pressed={on}
                aria-label={t`Favourite: ${game.title}`}
                onClick={() => void favourite.toggle(game.gameId, !on)}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                  <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
                </svg>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export const GAME_LIST_STYLES = /* css */ `
.game-list { list-style: none; margin: 0; padding: 0; }
.game-row { display: flex; align-items: center; gap: var(--_space-2); padding: var(--_space-2) 0; border-bottom: var(--_border-width) solid var(--_border); }
.game-row:last-child { border-bottom: 0; }
.game-name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.game-row .game-play { flex: none; width: auto; margin: 0; min-height: var(--_control-height); padding-inline: var(--_space-4); }
.favourite-toggle {
  flex: none; display: inline-grid; place-items: center; width: 44px; height: var(--_control-height); border: 0; border-radius: 50%;
  background: transparent; color: var(--_fg); cursor: pointer;
}
.favourite-toggle svg { fill: none; stroke: currentColor; stroke-width: 2; }
.favourite-toggle[aria-pressed="true"] { color: var(--_error); }
.favourite-toggle[aria-pressed="true"] svg { fill: currentColor; }
.favourite-toggle:focus-visible { outline: var(--_focus-width) solid var(--_focus); outline-offset: var(--_focus-offset); }
@media (forced-colors: active) { .favourite-toggle[aria-pressed="true"] svg { fill: ButtonText; } }
`;
