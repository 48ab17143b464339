import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JURISDICTIONS, rulesFor, signUpRulesFor } from '../../../features/toolkit/jurisdiction/index.ts';
import { NO_OFFERS, stepsFor } from '../../../features/signup/index.ts';

describe('bank-ID as jurisdiction data', () => {
  it('signs in with bank-ID in SGA only', () => {
    assert.deepEqual(JURISDICTIONS.filter((name) => rulesFor(name).bankIdSignIn), ['sga']);
  });

  it('starts the SGA sign-up by identifying with bank-ID, and no other', () => {
    for (const name of JURISDICTIONS) {
      const steps = stepsFor({ rules: signUpRulesFor(name), activationStep: true, offers: NO_OFFERS }).map((row) => row.id);
      assert.equal(steps[0], name === 'sga' ? 'identify' : 'contact', name);
      assert.equal(steps.includes('identify'), name === 'sga', name);
    }
  });

  it('leaves out the activation step when the sign-up signed in a verified person', () => {
    const steps = stepsFor({ rules: signUpRulesFor('sga'), activationStep: false, offers: NO_OFFERS }).map((row) => row.id);
    assert.equal(steps.includes('activation'), false);
  });
});
