/**
 * The game's address: opening pushes `/play/{id}` (the platform's identifier where it names games by one), and
 * closing restores the path recorded before opening, else `/casino`. A page loaded at `/play/{id}` names the game
 * to open when the operator turns that on.
 */
export const PLAY_PREFIX = '/play/';
export const FALLBACK_PATH = '/casino';

export function playPath(game: { gameId: string; identifier?: string }, byIdentifier: boolean): string {
  const name = byIdentifier && game.identifier ? game.identifier : game.gameId;
  return `${PLAY_PREFIX}${encodeURIComponent(name)}`;
}

/** The game a `/play/{id}` path names, or null. */
export function gameOfPath(pathname: string): string | null {
  if (!pathname.startsWith(PLAY_PREFIX)) return null;
  const rest = pathname.slice(PLAY_PREFIX.length).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/** The parts of `window.history` and `location` the address handling uses (a test gives its own). */
export interface AddressBar {
  readonly pathname: string;
  readonly search: string;
  push(path: string): void;
  replace(path: string): void;
  /** The browser's Back (history.back()). */
  back(): void;
}

/**
 * Opens: records where the player was (unless already on a game's address) and pushes the game's. Returns the
 * closer, which restores that address; the browser's Back does the same by itself, so the closer is told
 * whether the address already changed (`viaBack`).
 */
export function enterGameAddress(bar: AddressBar, path: string): (viaBack?: boolean) => void {
  const onGame = gameOfPath(bar.pathname) !== null;
  const before = onGame ? null : `${bar.pathname}${bar.search}`;
  const pushed = !onGame && bar.pathname !== path;
  if (pushed) bar.push(path);
  else if (bar.pathname !== path) bar.replace(path);
  return (viaBack = false) => {
    if (viaBack) return;
    // Our own entry: going back to the one before keeps the history as the player left it.
    if (pushed) return bar.back();
    // The page was loaded at /play/{id}: there is no entry of ours to go back to, so the fallback replaces it.
    bar.replace(before ?? FALLBACK_PATH);
  };
}
