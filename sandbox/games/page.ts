// The sandbox games origin (http://localhost:5200 under `npm start`): each game's page, a real little page the
// game overlay frames from another origin. It shows the game's name, id and mode, runs no script and posts no
// message to the page that frames it. The launch-failure switch (POST /__sandbox/games/launch-failure) can make
// it answer an error or never answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../clock.ts';
import { refuseForeignHost } from '../host-check.ts';
import { ApiError, sendError } from '../http.ts';
import type { SandboxState } from '../state.ts';
import { findGame } from './catalogue.ts';
import { gameFloor } from './state.ts';

// Only local pages may frame it; nothing else is loaded (no script at all).
const CSP = ["default-src 'none'", "style-src 'unsafe-inline'", "base-uri 'none'", "form-action 'none'", 'frame-ancestors http://localhost:* http://127.0.0.1:*'].join('; ');

const MODES: Readonly<Record<string, string>> = { m: 'real', d: 'demo' };

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function gamePage(name: string, id: string, mode: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(name)} (${mode})</title>
<style>html,body{margin:0;height:100%;font:16px system-ui,sans-serif;background:#14213d;color:#fff}main{display:grid;place-content:center;height:100%;text-align:center;gap:.5rem}</style>
</head><body><main><h1>${escape(name)}</h1><p>Game <output id="game-id">${escape(id)}</output>, <output id="game-mode">${mode}</output> mode</p></main></body></html>`;
}

export function createGamesHandler(source: () => { state: SandboxState; clock: Clock }) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (refuseForeignHost(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://games.invalid');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      const [games, slug, extra] = url.pathname.split('/').slice(1).map((part) => decodeURIComponent(part));
      const entry = games === 'games' && slug && extra === undefined ? findGame(slug) : undefined;
      if (!entry) throw new ApiError(404, 'GameNotFound', `No game page at ${url.pathname}.`);
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new ApiError(405, 'MethodNotAllowed', 'Use GET.', undefined, { Allow: 'GET' });
      const mode = MODES[url.searchParams.get('mode') ?? ''];
      if (!mode) throw new ApiError(400, 'InvalidField', 'mode is m (real) or d (demo).', { Field: 'mode' });
      const { state, clock } = source();
      const failure = gameFloor(state, clock.nowMs()).launchFailure;
      if (failure === 'page-hang') return; // never answers: the overlay's load time-out is what a player sees
      if (failure === 'page-error') throw new ApiError(503, 'GameUnavailable', 'The game server is down.');
      const html = gamePage(entry.name, entry.id, mode);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP });
      res.end(req.method === 'HEAD' ? undefined : html);
    } catch (error) {
      if (error instanceof ApiError) sendError(res, error);
      else throw error;
    }
  };
}
