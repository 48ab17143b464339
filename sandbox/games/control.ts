// The control API's game floor switches: launch failures, and what the floor holds (last played, tournaments).
import { ApiError, isRecord } from '../http.ts';
import type { SandboxWorld } from '../world.ts';
import { LAUNCH_FAILURES, type LaunchFailure, gameFloor, standings } from './state.ts';

type ControlHandler = (world: SandboxWorld, body: unknown, url: URL) => unknown;

export const GAMES_CONTROL: Record<string, Partial<Record<string, ControlHandler>>> = {
  // `none`; `launch-error` (the launch call answers 503 GameUnavailable); `page-error` (the game page answers 503);
  // `page-hang` (the game page never answers). A reset turns it off.
  '/games/launch-failure': {
    GET: (world) => ({ failure: gameFloor(world.state, world.clock.nowMs()).launchFailure }),
    POST: (world, body) => {
      const failure = isRecord(body) ? body.failure : undefined;
      if (!LAUNCH_FAILURES.includes(failure as LaunchFailure)) {
        throw new ApiError(400, 'InvalidField', `failure must be one of ${LAUNCH_FAILURES.join(', ')}.`, { Field: 'failure' });
      }
      gameFloor(world.state, world.clock.nowMs()).launchFailure = failure as LaunchFailure;
      return { failure };
    },
  },
  '/games/floor': {
    GET: (world) => {
      const floor = gameFloor(world.state, world.clock.nowMs());
      return {
        lastPlayed: Object.fromEntries(floor.lastPlayed),
        tournaments: floor.tournaments.map((tournament) => ({ id: tournament.id, standings: standings(tournament) })),
      };
    },
  },
};
