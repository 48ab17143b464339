import type { Platform } from '../../../adapters/contract.ts';
import { isPlatformError } from '../../../adapters/contract.ts';
import { requireOperation } from '../../../adapters/operations.ts';
import { emitCasinoEvent } from '../events/index.ts';
import { createFavouriteStore, type FavouriteStore } from './favourites.ts';

/**
 * The page's favourites: one optimistic store (features/toolkit/games/favourites.ts) shared by every element that shows a
 * favourite toggle and by the page's own tiles (`casino.setFavourite(gameId, on)`), so a toggle anywhere shows
 * everywhere at once. Kept on the page's global object under a shared symbol, as the registry is, so that two
 * copies of the library agree.
 */
export interface PageFavourites {
  readonly store: FavouriteStore;
  /**
   * One request per call, its result shown at once; on failure the game is put back and every element listening
   * shows the notice. With a `target` (the page's own tile), `casino-favourite-changed` or `casino-error` is
   * emitted on it, its message in `locale` (the page's language); an element emits its own.
   */
  toggle(gameId: string, on: boolean, context: { getPlatform: () => Promise<Platform>; target?: EventTarget; locale?: string }): Promise<{ done: true } | { done: false; error: unknown }>;
  /** Told of every rolled-back toggle, with the platform's error. */
  onRollback(listener: (gameId: string, error: unknown) => void): () => void;
}

const KEY = Symbol.for('casino-elements.favourites');

function createPageFavourites(): PageFavourites {
  let getPlatform: () => Promise<Platform> = () => Promise.reject(new Error('No platform yet.'));
  const listeners = new Set<(gameId: string, error: unknown) => void>();
  const failures = new Map<string, unknown>();
  const store = createFavouriteStore({
    add: async (gameId) => requireOperation(await getPlatform(), 'addFavourite')(gameId),
    remove: async (gameId) => requireOperation(await getPlatform(), 'removeFavourite')(gameId),
    onRollback(gameId, _wanted, error) {
      failures.set(gameId, error);
      for (const listener of listeners) listener(gameId, error);
    },
  });
  return {
    store,
    async toggle(gameId, on, context) {
      getPlatform = context.getPlatform;
      if (await store.toggle(gameId, on)) {
        if (context.target) emitCasinoEvent(context.target, 'casino-favourite-changed', { gameId, on });
        return { done: true };
      }
      const error = failures.get(gameId);
      failures.delete(gameId);
      const key = isPlatformError(error) ? error.key : null;
      if (context.target) {
        emitCasinoEvent(context.target, 'casino-error', { key, message: await errorMessage(key, context.locale ?? 'en') });
      }
      return { done: false, error };
    },
    onRollback(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A refusal's text from the catalogue, in the page's language. The build keeps a descriptor's id only, so the text
 * is the locale's catalog's (its `errors` part: scripts/split-catalogs.mjs), fetched with the catalogue's table on
 * the first refusal: no first render loads them, nor a page whose tiles are its own. Empty if they cannot be had.
 */
async function errorMessage(key: string | null, locale: string): Promise<string> {
  try {
    const [{ errorDescriptor }, { getI18n }] = await Promise.all([import('../../../i18n/errors.ts'), import('../../../i18n/setup.ts')]);
    const i18n = await getI18n(locale, 'errors');
    return i18n._(errorDescriptor(key)).replace(/<\/?\d+>/g, '');
  } catch {
    return '';
  }
}

export function pageFavourites(): PageFavourites {
  const holder = globalThis as unknown as { [KEY]?: PageFavourites };
  holder[KEY] ??= createPageFavourites();
  return holder[KEY];
}
