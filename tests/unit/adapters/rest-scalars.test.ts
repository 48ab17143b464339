import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as v from 'valibot';
import { flag, id, numeric, optionalNumeric, optionalVersion, text, version } from '../../../adapters/rest/scalars.ts';

const read = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : 'refused';
};

describe('REST scalars: every spelling of one meaning, nothing else', () => {
  it('reads numbers written as numbers or numeric strings', () => {
    for (const [input, output] of [[3, 3], ['3', 3], [' 10.50 ', 10.5], ['-2', -2], ['1e3', 1000], ['.5', 0.5]] as const) assert.equal(read(numeric, input), output);
    for (const input of ['', 'three', '3 EUR', '0x10', 'NaN', 'Infinity', null, true, {}]) assert.equal(read(numeric, input), 'refused', JSON.stringify(input));
  });

  it('reads an optional number as missing when null, absent or empty', () => {
    assert.equal(read(optionalNumeric, null), null);
    assert.equal(read(optionalNumeric, undefined), undefined);
    assert.equal(read(optionalNumeric, ''), undefined);
    assert.equal(read(optionalNumeric, '7'), 7);
    assert.equal(read(optionalNumeric, 'seven'), 'refused');
  });

  it('reads versions as whole numbers from 0', () => {
    assert.equal(read(version, '3'), 3);
    assert.equal(read(version, 0), 0);
    for (const input of ['3.5', '-1', 'v3']) assert.equal(read(version, input), 'refused');
    assert.equal(read(optionalVersion, ' '), undefined);
    assert.equal(read(optionalVersion, '12'), 12);
  });

  it('reads ids, text and flags', () => {
    assert.equal(read(id, 1042), 1042);
    assert.equal(read(id, 'abc'), 'abc');
    assert.equal(read(id, ''), 'refused');
    assert.equal(read(text, 1000), '1000');
    assert.equal(read(text, null), null);
    assert.equal(read(text, {}), 'refused');
    assert.equal(read(flag, 'True'), true);
    assert.equal(read(flag, 'false'), false);
    assert.equal(read(flag, 'yes'), 'refused');
  });
});
