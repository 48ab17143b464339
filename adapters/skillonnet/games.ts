// SkillOnNet's games: fun-mode launch addresses (reference §2: `funmode.php` with `appName` the skin, `langID` and
// `gameID`, an HTML page the overlay frames). Real play launches on the platform's own site behind its own sign-in,
// which is not public: here it is the typed "not offered here" (`game.not-implemented`), said before any request.
import type { GameLaunch, GameLaunchRequest } from '../contract.ts';
import { platformError } from '../errors.ts';
import { type SkillOnNetContext, skinOf } from './service.ts';

/** The fun-mode page, below the service's address (the sandbox serves both on one origin). */
export const FUN_MODE_PATH = '/funmode.php';

/** The language the fun-mode page is asked for: the locale's language (`pl-PL` → `pl`). */
export function funModeLanguage(locale: string): string {
  return (locale.split('-')[0] || 'en').toLowerCase();
}

export function funModeUrl(son: SkillOnNetContext, gameId: string): string {
  const config = son.config();
  const url = new URL(`${son.service.baseUrl}${FUN_MODE_PATH}`);
  url.searchParams.set('appName', skinOf(config));
  url.searchParams.set('langID', funModeLanguage(config.locale));
  url.searchParams.set('gameID', gameId);
  return url.href;
}

export async function launchGame(son: SkillOnNetContext, request: GameLaunchRequest): Promise<GameLaunch> {
  if (request.mode !== 'demo') {
    throw platformError('game', 'not-implemented', { message: 'Real play is not offered on the skillonnet platform here: only fun mode (demo).' });
  }
  return { kind: 'url', url: funModeUrl(son, request.identifier ?? request.gameId) };
}
