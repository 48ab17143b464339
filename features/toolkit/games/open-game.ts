import type { PlayMode } from '../../../adapters/contract.ts';
import type { GateDecision } from './gating.ts';

/**
 * The game overlay's state machine, as a pure reducer: an open request is gated, then launched, then the frame
 * loads (or times out); closing from any state returns to idle. A sign-in or activation that the gate asked for
 * resumes the same request (`player-ready`), so the player lands in the game they chose.
 */
export type OpenGameState =
  | { status: 'idle' }
  | { status: 'gated'; gameId: string; mode: PlayMode; need: Exclude<GateDecision, 'open'> }
  | { status: 'launching'; gameId: string; mode: PlayMode }
  | { status: 'loading'; gameId: string; mode: PlayMode; url: string }
  | { status: 'playing'; gameId: string; mode: PlayMode; url: string }
  /** The provider shows the game in its own framework (GameLaunch `provider`): the page keeps its address only. */
  | { status: 'in-provider'; gameId: string; mode: PlayMode }
  | { status: 'failed'; gameId: string; mode: PlayMode; reason: 'launch-failed' | 'load-timeout' | 'page-error' };

export type OpenGameEvent =
  | { type: 'open'; gameId: string; mode: PlayMode; gate: GateDecision }
  | { type: 'player-ready' }
  | { type: 'launched'; url: string }
  | { type: 'launched-in-provider' }
  | { type: 'launch-failed' }
  | { type: 'loaded' }
  | { type: 'load-timeout' }
  /** The frame loaded an HTTP error page (where the page can tell: features/toolkit/games/frame-status.ts). */
  | { type: 'page-error' }
  | { type: 'close' };

export const IDLE: OpenGameState = { status: 'idle' };

/** spec 002 §9 has no game time-out; the cashier's 10 s is the model for the frame's load time-out. */
export const GAME_LOAD_TIMEOUT_MS = 10_000;

export function openGameReducer(state: OpenGameState, event: OpenGameEvent): OpenGameState {
  switch (event.type) {
    case 'open':
      if (event.gate === 'open') return { status: 'launching', gameId: event.gameId, mode: event.mode };
      return { status: 'gated', gameId: event.gameId, mode: event.mode, need: event.gate };
    case 'player-ready':
      // A blocked game stays blocked whoever signs in.
      return state.status === 'gated' && state.need !== 'blocked' ? { status: 'launching', gameId: state.gameId, mode: state.mode } : state;
    case 'launched':
      return state.status === 'launching' ? { status: 'loading', gameId: state.gameId, mode: state.mode, url: event.url } : state;
    case 'launched-in-provider':
      return state.status === 'launching' ? { status: 'in-provider', gameId: state.gameId, mode: state.mode } : state;
    case 'launch-failed':
      return state.status === 'launching' ? { status: 'failed', gameId: state.gameId, mode: state.mode, reason: 'launch-failed' } : state;
    case 'loaded':
      return state.status === 'loading' ? { ...state, status: 'playing' } : state;
    case 'load-timeout':
      return state.status === 'loading' ? { status: 'failed', gameId: state.gameId, mode: state.mode, reason: 'load-timeout' } : state;
    case 'page-error':
      return state.status === 'loading' ? { status: 'failed', gameId: state.gameId, mode: state.mode, reason: 'page-error' } : state;
    case 'close':
      return IDLE;
  }
}
