import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Platform,
  type PlatformConfig,
  PlatformError,
  hasOperation,
  isPlatformError,
} from '../../../adapters/contract.ts';
import { createPlatform } from '../../../adapters/create-platform.ts';
import { REQUIRED_OPERATIONS, assertPlatform } from '../../../adapters/operations.ts';
import { errorKey, networkError, toPlatformError, unknownError } from '../../../adapters/errors.ts';
import { kebabCase } from '../../../adapters/rest/errors.ts';
import { REST_CAPABILITIES } from '../../../adapters/rest/index.ts';
import { memorySession } from './local-server.ts';
import { requireOperation } from '../../../adapters/operations.ts';

function context(config: Partial<PlatformConfig>) {
  return {
    config: { platform: 'rest', apiUrl: 'http://127.0.0.1:9/api', jurisdiction: 'mga', locale: 'en', ...config } as PlatformConfig,
    session: memorySession(),
  };
}

describe('createPlatform', () => {
  it('builds the REST adapter', async () => {
    const platform = await createPlatform(context({ platform: 'rest' }));
    assert.equal(platform.name, 'rest');
    for (const operation of REQUIRED_OPERATIONS) assert.equal(typeof platform[operation], 'function', operation);
    assert.equal(platform.capabilities.passwordSignIn, true);
  });

  it('builds the realtime adapter from its own chunk, with no socket until it is used', async () => {
    const platform = await createPlatform(context({ platform: 'realtime', wampUrl: 'ws://127.0.0.1:9/wamp', realm: 'http://www.example.com' } as never));
    assert.equal(platform.name, 'realtime');
    for (const operation of REQUIRED_OPERATIONS) assert.equal(typeof platform[operation], 'function', operation);
    assert.equal(platform.capabilities.balancePush, true);
    await platform.dispose?.();
  });

  it('builds the SkillOnNet adapter, which signs no one in, from its own chunk', async () => {
    const platform = await createPlatform(context({ platform: 'skillonnet', skin: 'TestCasino', serviceUrl: 'http://127.0.0.1:9' } as never));
    assert.equal(platform.name, 'skillonnet');
    assert.equal(platform.capabilities.jackpots, true);
    assert.equal(typeof platform.signIn, 'undefined');
  });

  it('refuses an unknown platform name, including names on Object.prototype', async () => {
    for (const name of ['soap', 'constructor', '', undefined]) {
      await assert.rejects(createPlatform(context({ platform: name as never })), /Unknown platform/);
    }
  });

  it('refuses a REST configuration without apiUrl', async () => {
    await assert.rejects(createPlatform(context({ apiUrl: undefined })), /apiUrl/);
  });

  it('checks the required operations', () => {
    const partial = { name: 'rest', capabilities: REST_CAPABILITIES, signIn: async () => undefined, signOut: async () => undefined } as unknown as Platform;
    assert.throws(() => assertPlatform(partial, 'rest'), /lacks required operations: getProfile, getWallet/);
    assert.deepEqual([...REQUIRED_OPERATIONS], ['signIn', 'signOut', 'getProfile', 'getWallet']);
  });
});

describe('hasOperation', () => {
  it('tells which optional operations an adapter has', async () => {
    const platform = await createPlatform(context({}));
    assert.equal(hasOperation(platform, 'getTerms'), true);
    assert.equal(hasOperation(platform, 'acceptTerms'), true);
    assert.equal(hasOperation(platform, 'getIpCountry'), true);
    assert.equal(hasOperation(platform, 'getCashierSetup'), true);
    assert.equal(hasOperation(platform, 'launchGame'), true);
    assert.equal(hasOperation(platform, 'getBonuses'), true);
    assert.equal(hasOperation(platform, 'signUp'), true);
    assert.equal(hasOperation(platform, 'getGames'), true);
    assert.equal(hasOperation(platform, 'openProviderView'), false);
  });
});

describe('PlatformError', () => {
  it('carries the key, its parts and the platform details', () => {
    const error = new PlatformError({ area: 'sign-in', code: 'rate-limit', status: 429, retryAfterSeconds: 60, details: { Field: 'x' } });
    assert.ok(error instanceof Error);
    assert.equal(error.name, 'PlatformError');
    assert.equal(error.key, 'sign-in.rate-limit');
    assert.equal(error.message, 'sign-in.rate-limit');
    assert.deepEqual([error.area, error.code, error.status, error.retryAfterSeconds], ['sign-in', 'rate-limit', 429, 60]);
    assert.deepEqual(error.details, { Field: 'x' });
  });

  it('is recognised with or without a key, and across copies of the library', () => {
    const error = networkError('player');
    assert.equal(isPlatformError(error), true);
    assert.equal(isPlatformError(error, 'player.network-error'), true);
    assert.equal(isPlatformError(error, 'player.unknown-error'), false);
    assert.equal(isPlatformError(new Error('x')), false);
    assert.equal(isPlatformError(null), false);
    assert.equal(isPlatformError({ key: 'player.network-error' }), false);
    // What a second bundle's PlatformError looks like to this one: another class, the same brand.
    const foreign = Object.defineProperty(Object.assign(new Error('x'), { key: 'sign-in.blocked' }), Symbol.for('casino-elements.platform-error'), {
      value: true,
    });
    assert.equal(isPlatformError(foreign, 'sign-in.blocked'), true);
  });

  it('wraps anything else as unknown-error of the area', () => {
    const cause = new TypeError('boom');
    const wrapped = toPlatformError(cause, 'kyc');
    assert.equal(wrapped.key, 'kyc.unknown-error');
    assert.equal(wrapped.cause, cause);
    const original = unknownError('bonus');
    assert.equal(toPlatformError(original, 'kyc'), original);
    assert.equal(errorKey('activate', 'link-expired'), 'activate.link-expired');
  });
});

describe('error helpers', () => {
  it('gives a failed operation the key of its area (a backend that cannot be reached)', async () => {
    const platform = await createPlatform(context({ retries: 0, timeoutMs: 2000 }));
    const area = async (call: Promise<unknown>) => {
      const error = await call.then(() => null, (caught: unknown) => caught);
      assert.ok(isPlatformError(error), `a PlatformError, not ${String(error)}`);
      return error.area;
    };
    assert.deepEqual(
      {
        signIn: await area(requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' })),
        getTerms: await area(platform.getTerms!('en')),
        signInWithOtp: await area(platform.signInWithOtp!({ code: '1234', phone: '+46701234567' })),
        validateEmail: await area(platform.validateEmail!('new@example.com')),
        getIpCountry: await area(platform.getIpCountry!()),
      },
      { signIn: 'sign-in', getTerms: 'terms', signInWithOtp: 'sign-up', validateEmail: 'sign-up', getIpCountry: 'player' },
    );
  });

  it('kebab-cases provider names', () => {
    assert.equal(kebabCase('MobilePhoneNumber'), 'mobile-phone-number');
    assert.equal(kebabCase('Address2'), 'address2');
    assert.equal(kebabCase('SSNNumber'), 'ssn-number');
    assert.equal(kebabCase('zip_code'), 'zip-code');
    assert.equal(kebabCase('  '), '');
  });
});
