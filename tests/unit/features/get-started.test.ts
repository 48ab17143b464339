import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  isCompleteOtp, OTP_LENGTH, outcomeOfOtp, prefillFromPlayerInfo, RESEND_LOCK_MS,
} from '../../../features/get-started/otp.ts';

test('the one-time code is 4 digits and Resend is locked 10 seconds', () => {
  assert.equal(OTP_LENGTH, 4);
  assert.equal(RESEND_LOCK_MS, 10_000);
  assert.equal(isCompleteOtp('1234'), true);
  assert.equal(isCompleteOtp('123'), false);
  assert.equal(isCompleteOtp('12a4'), false);
  assert.equal(isCompleteOtp('12345'), false);
});

test('identify outcomes of spec 000 section 4', () => {
  assert.equal(outcomeOfOtp({ kind: 'signed-in' }), 'signed-in');
  assert.equal(outcomeOfOtp({ kind: 'prefill' }), 'contact-prefilled');
  assert.equal(outcomeOfOtp({ errorCode: 'player-not-found' }), 'contact');
  assert.equal(outcomeOfOtp({ errorCode: 'incorrect-code' }), 'identify');
  assert.equal(outcomeOfOtp({ errorCode: 'network-error' }), 'identify');
});

test('the register data prefills personal and address', () => {
  assert.deepEqual(
    prefillFromPlayerInfo({ firstName: 'Elin', lastName: 'Berg', street: 'Storgatan', houseNumber: '12', postArea: 'Stockholm', postCode: '111 22' }),
    { firstName: 'Elin', lastName: 'Berg', address: 'Storgatan 12', zip: '111 22', city: 'Stockholm' },
  );
  assert.equal(prefillFromPlayerInfo({ firstName: '', lastName: '', street: 'Storgatan', houseNumber: '', postArea: '', postCode: '' }).address, 'Storgatan');
});
