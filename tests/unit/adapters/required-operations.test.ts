// The operations a page requires are derived from what it turns on (capabilities and the elements' needs), not a
// fixed list: a platform that signs players in through the provider's own view needs no signIn(credentials).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Capabilities, Platform } from '../../../adapters/contract.ts';
import { CAPABILITY_OPERATIONS, assertPlatform, can, requiredOperations } from '../../../adapters/operations.ts';
import { REST_CAPABILITIES } from '../../../adapters/rest/index.ts';

const NONE = Object.fromEntries(Object.keys(REST_CAPABILITIES).map((flag) => [flag, flag === 'payAndPlayCountries' ? null : false])) as unknown as Capabilities;
const ok = async () => undefined;

/** A platform with these flags and these operations, each a no-op. */
function platform(flags: Partial<Capabilities>, operations: readonly string[]): Platform {
  return { name: 'framework', capabilities: { ...NONE, ...flags }, ...Object.fromEntries(operations.map((name) => [name, ok])) } as unknown as Platform;
}

describe('requiredOperations', () => {
  it('a password platform needs signIn and the session\'s operations, and what each claimed capability promises', () => {
    assert.deepEqual(requiredOperations({ ...NONE, passwordSignIn: true, bonuses: true }), ['signIn', 'signOut', 'getProfile', 'getWallet', 'getBonuses']);
  });

  it('a platform that signs players in through its own view needs openProviderView, not signIn', () => {
    const needed = requiredOperations({ ...NONE, providerViews: true });
    assert.deepEqual(needed, ['openProviderView', 'signOut', 'getProfile', 'getWallet']);
    const framework = platform({ providerViews: true }, needed);
    assert.equal(assertPlatform(framework, 'framework'), framework);
  });

  it('only what the page\'s elements use: a claimed capability no element needs requires nothing', () => {
    const page = requiredOperations({ ...NONE, passwordSignIn: true, bonuses: true, limits: true }, ['limits']);
    assert.deepEqual(page, ['signIn', 'signOut', 'getProfile', 'getWallet', 'getLimits', 'setLimit', 'removeLimit']);
    const noBonuses = platform({ passwordSignIn: true, bonuses: true, limits: true }, page);
    assert.doesNotThrow(() => assertPlatform(noBonuses, 'framework', ['limits']));
    assert.throws(() => assertPlatform(noBonuses, 'framework', ['limits', 'bonuses']), /lacks required operations: getBonuses/);
  });

  it('a capability the platform does not claim requires nothing (its widgets hide)', () => {
    assert.deepEqual(requiredOperations({ ...NONE, passwordSignIn: true }, ['kyc']), ['signIn', 'signOut', 'getProfile', 'getWallet']);
  });

  it('a platform with no way to sign a player in serves anonymous visitors: it needs no session operations', () => {
    const needed = requiredOperations({ ...NONE, jackpots: true, gameLaunch: true });
    assert.deepEqual([...needed].sort(), ['getJackpots', 'getTotalJackpot', 'launchGame']);
    const anonymous = platform({ jackpots: true, gameLaunch: true }, needed);
    assert.equal(assertPlatform(anonymous, 'skillonnet'), anonymous);
    assert.throws(() => assertPlatform(platform({ jackpots: true }, []), 'skillonnet'), /lacks required operations: getJackpots/);
  });
});

describe('can', () => {
  it('is yes only when the flag is claimed and every operation it promises is there', () => {
    assert.equal(can(platform({ limits: true }, CAPABILITY_OPERATIONS.limits), 'limits'), true);
    assert.equal(can(platform({ limits: true }, ['getLimits']), 'limits'), false);
    assert.equal(can(platform({ limits: false }, CAPABILITY_OPERATIONS.limits), 'limits'), false);
  });
});
