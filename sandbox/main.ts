// `npm start`: the sandbox on http://localhost:8080 (PORT to change), for the demo and e2e tests.
import { SEED_PASSWORD } from './seed.ts';
import { startSandbox } from './server.ts';
import { CURRENT_TERMS_VERSION, type Player } from './state.ts';

function describe(player: Player): string {
  const notes = [
    `${player.jurisdiction}, ${player.currency}, ${player.country}`,
    player.emailVerified ? null : 'e-mail not verified',
    player.tacVersionAccepted !== CURRENT_TERMS_VERSION ? `terms v${player.tacVersionAccepted} accepted (current v${CURRENT_TERMS_VERSION})` : null,
    player.blocks.length > 0 ? 'self-excluded for 30 days' : null,
  ].filter(Boolean);
  return `  ${player.email.padEnd(22)} ${player.username.padEnd(8)} ${notes.join('; ')}`;
}

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}

const cashierPort = Number(process.env.CASHIER_PORT ?? 5000);
const oauthPort = Number(process.env.OAUTH_PORT ?? 5100);
const gamesPort = Number(process.env.GAMES_PORT ?? 5200);
const skillonnetPort = Number(process.env.SKILLONNET_PORT ?? 5300);
const providerPort = Number(process.env.PROVIDER_PORT ?? 5400);
const sandbox = await startSandbox({ port, host: 'localhost', quiet: process.env.SANDBOX_QUIET === '1', cashierPort, oauthPort, gamesPort, skillonnetPort, providerPort });
console.log(`casino-elements sandbox on ${sandbox.url}`);
console.log(`  examples ${sandbox.url}/   REST platform ${sandbox.url}/api   control ${sandbox.url}/__sandbox`);
console.log(`  realtime platform ${sandbox.url.replace(/^http/, 'ws')}/wamp (realm http://localhost) and ${sandbox.url}/v1   captcha ${sandbox.url}/captcha/api.js`);
console.log(`  cashier ${sandbox.cashierUrl}/paymentiq/cashier (the cashier's development origin)`);
console.log(`  game pages ${sandbox.gamesUrl}/games/{id}?mode=m|d`);
console.log(`  SkillOnNet service ${sandbox.skillonnetUrl}/jackpots?skin=TestCasino (skins TestCasino, DrueckGlueck, VegasWinner, PrimeScratchCards)`);
console.log(`  casino provider ${sandbox.providerUrl}/framework.js (framework script), /footer-icons, /AboutUs.aspx`);
console.log(`  bank-ID identity provider ${sandbox.oauthUrl}, its sandbox phone ${sandbox.oauthUrl}/__phone`);
console.log(`Seeded players (password ${SEED_PASSWORD}), sign in with the e-mail or the username:`);
for (const player of sandbox.app.state.players.values()) console.log(describe(player));

const stop = () => {
  void sandbox.close().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
