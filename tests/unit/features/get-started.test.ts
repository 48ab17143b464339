import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPlatformError, PlatformError } from '../../../adapters/contract.ts';
import { isCompleteOtp, outcomeOfOtp, prefillFromPlayerInfo } from '../../../features/get-started/otp.ts';

test('the one-time code is complete at exactly 4 digits', () => {
  assert.equal(isCompleteOtp('1234'), true);
  assert.equal(isCompleteOtp('123'), false);
  assert.equal(isCompleteOtp('12a4'), false);
  assert.equal(isCompleteOtp('12345'), false);
  assert.equal(isCompleteOtp(' 1234'), false);
});

/** What the identify step does when the OTP sign-in fails, read the way the widget reads the error. */
function afterFailure(error: unknown) {
  return outcomeOfOtp({ errorCode: isPlatformError(error) ? error.code : 'unknown-error' });
}

test('a failed OTP sign-in: an unknown phone goes on to contact, anything else stays on identify (spec 000 section 4)', () => {
  // The keys the adapters give for signInWithOtp (tests/adapters/sign-up.test.ts checks the REST one).
  assert.equal(afterFailure(new PlatformError({ area: 'sign-up', code: 'player-not-found' })), 'contact');
  assert.equal(afterFailure(new PlatformError({ area: 'sign-up', code: 'incorrect-code' })), 'identify');
  assert.equal(afterFailure(new PlatformError({ area: 'sign-up', code: 'network-error' })), 'identify');
  assert.equal(afterFailure(new PlatformError({ area: 'sign-up', code: 'unknown-error' })), 'identify');
  assert.equal(afterFailure(new Error('player-not-found')), 'identify');
});

test('the register data prefills personal and address', () => {
  assert.deepEqual(
    prefillFromPlayerInfo({ firstName: 'Elin', lastName: 'Berg', street: 'Storgatan', houseNumber: '12', postArea: 'Stockholm', postCode: '111 22' }),
    { firstName: 'Elin', lastName: 'Berg', address: 'Storgatan 12', zip: '111 22', city: 'Stockholm' },
  );
  assert.equal(prefillFromPlayerInfo({ firstName: '', lastName: '', street: 'Storgatan', houseNumber: '', postArea: '', postCode: '' }).address, 'Storgatan');
});
