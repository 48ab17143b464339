import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { JURISDICTIONS } from '../../../features/toolkit/jurisdiction/index.ts';
import { HELPLINES, helplineFor } from '../../../features/toolkit/jurisdiction/helplines.ts';

describe('the national helplines (the self-test\'s help, a row per jurisdiction)', () => {
  it('has a row for every jurisdiction, with a number to call and an https site', () => {
    assert.deepEqual(Object.keys(HELPLINES).sort(), [...JURISDICTIONS].sort());
    for (const jurisdiction of JURISDICTIONS) {
      const helpline = helplineFor(jurisdiction);
      assert.ok(helpline.name, jurisdiction);
      assert.match(helpline.tel, /^\+?\d{3,15}$/, jurisdiction);
      assert.equal(helpline.phone.replace(/\D/g, '').slice(-4), helpline.tel.slice(-4), `${jurisdiction}: the number shown is the one called`);
      assert.match(helpline.url, /^https:\/\/[^/]+$/, jurisdiction);
    }
  });

  it('names Stödlinjen for SGA and the National Gambling Helpline for UKGC', () => {
    assert.equal(helplineFor('sga').name, 'Stödlinjen');
    assert.match(helplineFor('ukgc').name, /National Gambling Helpline/);
  });
});
