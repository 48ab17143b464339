// What a REST handler gets and gives. Handlers are plain functions over the state, so the
// HTTP plumbing (CORS, faults, logging) stays in one place.
import type { IncomingMessage } from 'node:http';
import type { Clock } from '../clock.ts';
import type { Player, SandboxState, Session } from '../state.ts';

export interface ApiContext {
  req: IncomingMessage;
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  state: SandboxState;
  clock: Clock;
  /** The sandbox identity provider's origin (the launch address of a bank-ID sign-in). */
  oauthUrl?: string;
  /** The sandbox games origin (the launch addresses of game pages). */
  gamesUrl?: string;
}

export interface SessionContext extends ApiContext {
  session: Session;
  player: Player;
}

export interface ApiResponse {
  status: number;
  /** `undefined` sends an empty body, as the platform does for most writes. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler<C extends ApiContext = ApiContext> = (ctx: C) => ApiResponse | Promise<ApiResponse>;

export const ok = (body?: unknown): ApiResponse => ({ status: 200, body });

/** .NET model binding ignores the case of query names; so does the sandbox. */
export function queryParam(query: URLSearchParams, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of query) if (key.toLowerCase() === wanted) return value;
  return null;
}
