import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bandOf, buildDeclaration, emptyValues, incomeBands, INDUSTRIES, SOURCES, COUNTRY_CODES, countryOptions } from '../../../features/source-of-wealth/index.ts';

test('SEK and NOK have the spec\'s bands; other currencies 25000 wide up to 150000, then above', () => {
  const edges = (currency: string) => incomeBands(currency).map((band) => [band.from, band.to]);
  const sek = [[0, 250_000], [250_001, 500_000], [500_001, 750_000], [750_001, 1_000_000], [1_000_001, 1_500_000], [1_500_001, null]];
  assert.deepEqual(edges('SEK'), sek);
  assert.deepEqual(edges('nok'), sek);
  const other = [[0, 25_000], [25_001, 50_000], [50_001, 75_000], [75_001, 100_000], [100_001, 125_000], [125_001, 150_000], [150_001, null]];
  assert.deepEqual(edges('EUR'), other);
  assert.deepEqual(edges('USD'), other);
  // No gaps, no overlaps.
  for (const currency of ['SEK', 'EUR']) {
    const bands = incomeBands(currency);
    bands.slice(1).forEach((band, index) => assert.equal(band.from, (bands[index]?.to ?? NaN) + 1));
  }
  assert.deepEqual(bandOf('250001', 'SEK'), { from: 250_001, to: 500_000 });
  assert.equal(bandOf('250001', 'EUR'), undefined);
  assert.equal(bandOf('', 'EUR'), undefined);
});

test('the options are the spec\'s: eight sources with Other, about 24 industries with Other', () => {
  assert.deepEqual(SOURCES.map((row) => row.label), [
    'Salary', 'Business', 'Inheritance', 'Sale of Property', 'Retirement Income/Pension', 'Unemployment Benefits', 'Winnings from gaming/lottery/betting', 'Other',
  ]);
  assert.equal(INDUSTRIES.length, 25);
  assert.equal(INDUSTRIES.at(-1)?.id, 'other');
});

test('the declaration: chosen labels, Other texts only with Other, the band, the countries', () => {
  const values = { ...emptyValues('se'), sources: ['other', 'salary'], sourceOther: ' tips ', industry: 'education', industryOther: 'unused', occupation: ' Teacher ', income: '1500001', confirmed: true };
  assert.equal(values.nationality, 'SE');
  assert.deepEqual(buildDeclaration(values, 'SEK'), {
    sources: [{ id: 'salary', label: 'Salary' }, { id: 'other', label: 'Other' }],
    sourceOther: 'tips',
    industry: { id: 'education', label: 'Education' },
    occupation: 'Teacher',
    income: { from: 1_500_001 },
    confirmed: true,
    nationality: 'SE',
    birthCountry: 'SE',
  });
  assert.throws(() => buildDeclaration({ ...values, income: '1500001' }, 'EUR'), /not complete/);
  assert.equal(emptyValues('').nationality, '');
});

test('every country can be chosen, named in the widget\'s language', () => {
  assert.equal(COUNTRY_CODES.length, 249);
  const swedish = countryOptions('sv');
  assert.equal(swedish.find((row) => row.value === 'DE')?.label, 'Tyskland');
  assert.equal(countryOptions('en').find((row) => row.value === 'MT')?.label, 'Malta');
});
