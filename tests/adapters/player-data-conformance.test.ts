// The player's groups and locks, sportsbook bets, lifetime figures, properties, SSO tokens and exchange rates, of
// every adapter against the sandbox; skipped by capability (sportsHistory, playerData, profileEditing).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Platform } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { ADAPTERS, memorySession, unless, unlessSessions, suiteSandbox } from './adapters-under-test.ts';

const PASSWORD = 'Secret123!';

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: the player's data against the sandbox`, () => {
  const sandbox = suiteSandbox();

  async function signedIn(email = 'player@example.com'): Promise<Platform> {
    const platform = await createPlatform({ config: adapter.config(sandbox.url), session: memorySession() });
    await adapter.getSession(platform, { email, password: PASSWORD });
    return platform;
  }

  it('shows sportsbook bets in the history: settled wins and losses, one open, one cancelled', { skip: unless(adapter, 'sportsHistory') }, async () => {
    const platform = await signedIn();
    const page = await platform.getHistory!({ kind: 'sports', page: 1 });
    assert.equal(page.transactions.length, 4);
    assert.ok(page.transactions.every((row) => row.method === 'Sport' && row.currency === 'EUR'));
    const won = page.transactions.find((row) => row.transactionType === 'win');
    assert.deepEqual([won?.amount, won?.status, won?.description], [24.5, 'completed', 'Arsenal – Chelsea: Arsenal']);
    assert.deepEqual(page.transactions.map((row) => row.status).sort(), ['canceled', 'completed', 'completed', 'pending']);
    assert.equal(page.hasNextPage, false);
  });

  it('reads the player groups and the fields the operator locked with the profile', { skip: unless(adapter, 'profileEditing', 'playerData') || unlessSessions(adapter) }, async () => {
    const player = await (await signedIn()).getProfile!();
    assert.deepEqual(player.playerGroups, ['VIP', 'Sportsbook']);
    assert.deepEqual(player.disabledFields, { email: false, names: false, dateOfBirth: false, country: false, currency: false });
    const locked = await (await signedIn('frozen@example.com')).getProfile!();
    assert.deepEqual(locked.disabledFields, { email: true, names: true, dateOfBirth: false, country: false, currency: false });
    assert.deepEqual(locked.playerGroups, []);
  });

  it('reads lifetime figures and exchange rates, and makes a fresh SSO token each time', { skip: unless(adapter, 'playerData') }, async () => {
    const platform = await signedIn();
    assert.deepEqual(await platform.getLifetimeStats!(), { netGamingRevenue: 123.45 });
    const rates = await platform.getExchangeRates!();
    assert.equal(rates['EUR'], 1);
    assert.equal(rates['SEK'], 11.2);
    const [one, two] = [await platform.createSsoToken!(), await platform.createSsoToken!('Sportsbook')];
    assert.ok(one.length > 10 && two.length > 10 && one !== two);
  });

  it('reads the player properties and keeps what is written', { skip: unless(adapter, 'playerData') }, async () => {
    const platform = await signedIn();
    assert.deepEqual(await platform.getPlayerProperties!(), [{ name: 'OddsFormat', type: 'odds-format', value: 'Decimal' }]);
    await platform.setPlayerProperties!([{ name: 'OddsFormat', type: 'odds-format', value: 'Fractional' }, { name: 'FavouriteTeam', type: 'text', value: 'Hibernians' }]);
    assert.deepEqual(await platform.getPlayerProperties!(), [
      { name: 'OddsFormat', type: 'odds-format', value: 'Fractional' },
      { name: 'FavouriteTeam', type: 'text', value: 'Hibernians' },
    ]);
  });
});
