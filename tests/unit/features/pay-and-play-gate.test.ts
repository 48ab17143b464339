// Pay and play's gate: the geo country (never the profile's), and who passes the payment gate first.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { payAndPlayCountry, payAndPlayOffered, throughPaymentGate } from '../../../features/pay-and-play/rules.ts';
import { SKILLONNET_CAPABILITIES } from '../../../adapters/skillonnet/index.ts';
import { REST_CAPABILITIES } from '../../../adapters/rest/index.ts';

describe('pay and play on the third-party casino platform', () => {
  it('is offered by the geo country: FI, NL and SE, not DE, nor an unknown country', () => {
    const offered = (geo: string | null) => payAndPlayOffered(SKILLONNET_CAPABILITIES, payAndPlayCountry(geo, 'not-checked-here'));
    assert.deepEqual(['FI', 'NL', 'SE', 'DE', null, 'not-checked-here'].map(offered), [true, true, true, false, false, false]);
  });

  it('serves a visitor who is not signed in without the payment gate; on REST the player signs in first', () => {
    assert.equal(throughPaymentGate(SKILLONNET_CAPABILITIES, false), false);
    assert.equal(throughPaymentGate(SKILLONNET_CAPABILITIES, true), true);
    assert.equal(throughPaymentGate(REST_CAPABILITIES, false), true);
  });
});
