// The sandbox SkillOnNet service: the third-party casino platform's service origin, on a port of its own
// (http://localhost:5300 under `npm start`), shaped as public clients see SkillOnNet's (shared/reference/
// realtime-and-providers.md §2), not as our REST platform answers:
// - GET /jackpots?skin=&country=&limit=: the skin's jackpots and their `total: {currency, symbol, amount}` (seen),
//   moving with the sandbox clock (sandbox/games/jackpots.ts), in the country's currency;
// - GET /funmode.php?appName=&langID=&gameID=: the fun-mode page (seen on the promos host), here a redirect to the
//   sandbox's game page in demo mode;
// - GET /config?skin=: the page configuration SkillOnNet renders into its pages as `window.SON_CONFIG` (seen: skin,
//   lang, currency, country, pnp {enabled, payments}); that a service answers it is inferred. Its `country` is the
//   visitor's as the platform geolocates them (the sandbox's IP country, POST /__sandbox/ip-country), and pay-and-play
//   is enabled for FI, NL and SE (spec 002 §7.5, §9) on the skins that have it.
// Its requests go to the sandbox's request log and its faults apply (POST /__sandbox/faults with path `/jackpots`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyCors, isPreflight } from '../cors.ts';
import { playFault } from '../faults.ts';
import { refuseForeignHost } from '../host-check.ts';
import { sendJson } from '../http.ts';
import { findGame } from '../games/catalogue.ts';
import { jackpotsIn } from '../games/jackpots.ts';
import type { SandboxWorld } from '../world.ts';

/** The skins the service knows (brand names seen in public code), their jackpots and whether they offer pay-and-play. */
export const SKINS = {
  TestCasino: { jackpots: ['mega-fortune', 'divine-fortune', 'hall-of-gods'], pnp: true, lang: 'en' },
  DrueckGlueck: { jackpots: ['mega-fortune', 'hall-of-gods'], pnp: false, lang: 'de' },
  VegasWinner: { jackpots: ['divine-fortune'], pnp: true, lang: 'en' },
  PrimeScratchCards: { jackpots: [], pnp: false, lang: 'en' },
} as const satisfies Record<string, { jackpots: readonly string[]; pnp: boolean; lang: string }>;

export type SkinName = keyof typeof SKINS;

/** spec 002 §7.5, §9: the countries where the platform offers pay-and-play. */
export const PAY_AND_PLAY_COUNTRIES: readonly string[] = ['FI', 'NL', 'SE'];

/** The currency a visitor from a country is shown (the sandbox's few; euros elsewhere). */
const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = { SE: 'SEK', NO: 'NOK', PL: 'PLN', TH: 'THB', GB: 'GBP', US: 'USD' };
const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', SEK: 'kr', NOK: 'kr', PLN: 'zł', THB: '฿', GBP: '£', USD: '$' };

export function findSkin(name: string | null): SkinName | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  return (Object.keys(SKINS) as SkinName[]).find((skin) => skin.toLowerCase() === wanted);
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

function money(currency: string) {
  return { currency, symbol: SYMBOLS[currency] ?? currency };
}

/** The skin's jackpots now, in the country's currency, with their total (of all of them, whatever the limit). */
export function skinJackpots(world: SandboxWorld, skin: SkinName, country: string | null, limit: number | null) {
  const currency = COUNTRY_CURRENCIES[(country ?? '').toUpperCase()] ?? 'EUR';
  const wanted: readonly string[] = SKINS[skin].jackpots;
  const rows = jackpotsIn(world.state, world.clock.nowMs(), currency).filter((row) => wanted.includes(row.id));
  const total = { ...money(currency), amount: cents(rows.reduce((sum, row) => sum + row.amount, 0)) };
  const listed = limit === null ? rows : rows.slice(0, limit);
  return {
    total,
    jackpots: listed.map((row) => ({ id: row.id, name: row.name, ...money(row.currency), amount: row.amount, games: row.games.map((game) => ({ id: game.id, name: game.name })) })),
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The service's own refusal page for the fun-mode address (it is framed: a page, not JSON). */
function refusal(res: ServerResponse, status: number, text: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fun mode</title></head><body><p>${escape(text)}</p></body></html>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; frame-ancestors http://localhost:* http://127.0.0.1:*" });
  res.end(html);
}

function notFound(res: ServerResponse, message: string): void {
  sendJson(res, 404, { error: message });
}

function serve(world: SandboxWorld, gamesUrl: string, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const query = url.searchParams;
  const route = url.pathname.replace(/\/+$/, '') || '/';
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { error: 'Use GET.' }, { Allow: 'GET' });
    return;
  }
  if (route === '/jackpots') {
    const skin = findSkin(query.get('skin'));
    if (!skin) return notFound(res, `Unknown skin '${query.get('skin') ?? ''}'.`);
    const limit = Number.parseInt(query.get('limit') ?? '', 10);
    sendJson(res, 200, skinJackpots(world, skin, query.get('country'), Number.isInteger(limit) && limit >= 0 ? limit : null));
    return;
  }
  if (route === '/config') {
    const skin = findSkin(query.get('skin'));
    if (!skin) return notFound(res, `Unknown skin '${query.get('skin') ?? ''}'.`);
    const country = world.state.ipCountry;
    const currency = COUNTRY_CURRENCIES[country ?? ''] ?? 'EUR';
    const pnp = SKINS[skin].pnp && country !== null && PAY_AND_PLAY_COUNTRIES.includes(country);
    sendJson(res, 200, {
      skin,
      family: skin,
      license: 'MGA',
      lang: SKINS[skin].lang,
      currency: { code: currency, symbol: SYMBOLS[currency] ?? currency },
      pnp: { enabled: pnp, payments: pnp ? ['trustly'] : [], pnp_payments_extra: [] },
      country,
      isMobile: false,
    });
    return;
  }
  if (route === '/funmode.php') {
    const skin = findSkin(query.get('appName'));
    if (!skin) return refusal(res, 404, 'Unknown casino.');
    const game = findGame(query.get('gameID') ?? '');
    if (!game) return refusal(res, 404, 'Unknown game.');
    if (!game.demo) return refusal(res, 404, 'This game has no fun mode.');
    res.writeHead(302, { Location: `${gamesUrl}/games/${encodeURIComponent(game.id)}?mode=d`, 'Content-Length': '0' });
    res.end();
    return;
  }
  notFound(res, `No service at ${url.pathname}.`);
}

/** The service's request handler; `source` gives the sandbox world (replaced state included) and the games origin. */
export function createSkillOnNetHandler(source: () => { world: SandboxWorld; gamesUrl: string }) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (refuseForeignHost(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://skillonnet.invalid');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    applyCors(req, res);
    if (isPreflight(req)) {
      res.writeHead(204);
      res.end();
      return;
    }
    const { world, gamesUrl } = source();
    const method = req.method ?? 'GET';
    world.requests.add({ method, path: url.pathname, query: url.search, time: world.clock.now().toISOString() });
    const fault = world.faults.take(method, url.pathname);
    void (async () => {
      if (fault && (await playFault(fault, req, res))) return;
      serve(world, gamesUrl, req, res, url);
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: 'The sandbox failed.' });
      else res.destroy();
    });
  };
}
