import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callingCodeLabel, regionsByCallingCode } from '../../../features/signup/reference-data.ts';

const country = (code: string, phonePrefix: string) => ({ code, name: code, nationality: '', currency: 'EUR', phonePrefix });

test('a calling code is named with its countries, in the widget\'s language', () => {
  const regions = regionsByCallingCode([country('SE', '+46'), country('US', '+1'), country('CA', '+1')]);
  assert.equal(callingCodeLabel('+46', regions['+46'], 'en'), '+46 Sweden');
  assert.equal(callingCodeLabel('+46', regions['+46'], 'sv'), '+46 Sverige');
  assert.equal(callingCodeLabel('+1', regions['+1'], 'en'), '+1 United States, Canada');
  // A code the platform's (one jurisdiction's) countries lack is named from the calling code table.
  assert.equal(callingCodeLabel('+356', regions['+356'], 'en'), '+356 Malta');
});

test('a code no country names stays the code', () => {
  assert.equal(callingCodeLabel('+999', undefined, 'en'), '+999');
});
