import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { termsBehind } from '../../../features/terms/index.ts';

const current = (version: number, canAccept = true) => ({ terms: { version, content: '' } as never, canAccept });

describe('terms: whether a player must accept the current version', () => {
  test('an older accepted version must accept the current one', () => assert.equal(termsBehind({ acceptedTermsVersion: 2 }, current(3)), true));
  test('the current version accepted: nothing to accept', () => assert.equal(termsBehind({ acceptedTermsVersion: 3 }, current(3)), false));
  test('a platform that records no acceptance asks nothing', () => assert.equal(termsBehind({ acceptedTermsVersion: 2 }, current(3, false)), false));
  test('a platform that does not tell the accepted version asks nothing here (its sign-in says)', () => assert.equal(termsBehind({}, current(3)), false));
});
