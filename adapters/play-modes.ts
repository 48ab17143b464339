// The game provider's play-mode letters, shared by the adapters: real money `m`, demo (fun) `d` (spec 002 §2.2).
import type { PlayMode } from './contract.ts';

export const PLAY_MODE_LETTERS = { real: 'm', demo: 'd' } as const satisfies Record<PlayMode, string>;

/** A launch address the platform gave, with the mode letter (and table) added; only http(s) addresses are framed. */
export function launchAddress(base: string, mode: PlayMode, tableId?: string): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('mode', PLAY_MODE_LETTERS[mode]);
  if (tableId) url.searchParams.set('tableId', tableId);
  return url.href;
}
