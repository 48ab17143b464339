import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bonus } from '../../../adapters/contract.ts';
import { unavailableReason } from '../../../features/bonus-selector/eligibility.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const offer = (over: Partial<Bonus> = {}): Bonus => ({
  id: '1', code: 'WELCOME', name: 'Welcome', description: '', type: 'monetary', status: 'initiated', currency: 'EUR',
  deposit: true, canBeCanceled: false, withdrawPolicy: 'none', gameProps: [], ...over,
});

test('an open offer is claimable', () => {
  assert.equal(unavailableReason(offer(), NOW), null);
  assert.equal(unavailableReason(offer({ startTime: '2026-05-01T00:00:00Z', endTime: '2026-07-01T00:00:00Z' }), NOW), null);
});

test('an offer that has ended, has not started, or was refused is not claimable, with its reason', () => {
  assert.equal(unavailableReason(offer({ endTime: '2026-06-01T11:59:59Z' }), NOW), 'ended');
  assert.equal(unavailableReason(offer({ status: 'expired' }), NOW), 'ended');
  assert.equal(unavailableReason(offer({ startTime: '2026-06-02T00:00:00Z' }), NOW), 'upcoming');
  assert.equal(unavailableReason(offer(), NOW, new Set(['WELCOME'])), 'refused');
});
