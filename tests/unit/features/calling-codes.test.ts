import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callingCodeLabel } from '../../../features/signup/calling-code-regions.ts';

test('a calling code is named with its countries, in the widget\'s language', () => {
  assert.equal(callingCodeLabel('+46', 'en'), '+46 Sweden');
  assert.equal(callingCodeLabel('+46', 'sv'), '+46 Sverige');
  assert.equal(callingCodeLabel('+1', 'en'), '+1 United States, Canada');
  assert.equal(callingCodeLabel('+356', 'en'), '+356 Malta');
});

test('a code the table does not know stays the code', () => {
  assert.equal(callingCodeLabel('+999', 'en'), '+999');
});
