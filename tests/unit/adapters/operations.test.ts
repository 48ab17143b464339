import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupI18n } from '@lingui/core';
import { type Platform, isPlatformError } from '../../../adapters/contract.ts';
import { OPERATION_AREAS, requireOperation } from '../../../adapters/operations.ts';
import { WRITE_OPERATIONS, isWriteOperation } from '../../../adapters/operation-writes.ts';
import { REST_CAPABILITIES } from '../../../adapters/rest/index.ts';
import { errorDescriptor } from '../../../i18n/errors.ts';
import { messages as en } from '../../../i18n/locales/en.ts';
import { messages as sv } from '../../../i18n/locales/sv.ts';

function minimalPlatform(extra: Partial<Platform> = {}): Platform {
  return {
    name: 'rest',
    capabilities: REST_CAPABILITIES,
    signIn: async () => assert.fail('not used'),
    signOut: async () => undefined,
    getProfile: async () => assert.fail('not used'),
    getWallet: async () => assert.fail('not used'),
    ...extra,
  };
}

describe('the write operations list', () => {
  it('lists operations of the areas table, each once (the compiler holds every other one to be a read)', () => {
    assert.equal(new Set(WRITE_OPERATIONS).size, WRITE_OPERATIONS.length);
    for (const write of WRITE_OPERATIONS) assert.ok(Object.hasOwn(OPERATION_AREAS, write), write);
  });

  it('calls a write what changes something, whatever verb carries it', () => {
    for (const write of ['requestOtp', 'requestActivationCode', 'forgotPassword', 'acceptTerms', 'signUp', 'setLimit', 'block', 'uploadKycDocument', 'getCashierSetup'] as const) {
      assert.equal(isWriteOperation(write), true, write);
    }
    for (const read of ['getProfile', 'getWallet', 'getHistory', 'getTerms', 'validateEmail', 'getLimits'] as const) {
      assert.equal(isWriteOperation(read), false, read);
    }
  });
});

describe('requireOperation', () => {
  it('gives the operation bound to its platform', async () => {
    const platform = minimalPlatform({
      async getLimits(this: Platform) {
        assert.equal(this, platform);
        return [];
      },
    });
    const getLimits = requireOperation(platform, 'getLimits');
    assert.deepEqual(await getLimits(), []);
  });

  it("throws PlatformError '<area>.not-implemented' when the platform lacks it", () => {
    const platform = minimalPlatform();
    for (const [name, key] of [
      ['setLimit', 'responsible-gaming.not-implemented'],
      ['uploadKycDocument', 'kyc.not-implemented'],
      ['getBonuses', 'bonus.not-implemented'],
      ['requestOtp', 'sign-up.not-implemented'],
    ] as const) {
      const error = (() => {
        try {
          requireOperation(platform, name);
          return null;
        } catch (caught) {
          return caught;
        }
      })();
      assert.ok(isPlatformError(error, key), `${name}: ${String(error)}`);
    }
  });

  it('has a catalogue text for not-implemented in every area, translated', () => {
    const english = setupI18n({ locale: 'en', messages: { en } });
    const swedish = setupI18n({ locale: 'sv', messages: { sv } });
    for (const area of new Set(Object.values(OPERATION_AREAS))) {
      assert.equal(english._(errorDescriptor(`${area}.not-implemented`)), 'This is not available on this site.');
    }
    assert.equal(swedish._(errorDescriptor('kyc.not-implemented')), 'Det här är inte tillgängligt på den här webbplatsen.');
  });
});
