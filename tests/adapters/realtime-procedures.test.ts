// The realtime adapter's procedures against spec 002 §7.3 and the sandbox's router: every procedure of the
// spec's table that the contract needs is called by the adapter (the balance by `/user/account#getBalance`),
// and every procedure the adapter calls is one the router serves. Read from the adapter's source, so a new
// call with no procedure behind it fails here before it fails in a browser.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { PROCEDURES } from '../../sandbox/wamp/procedures.ts';

const FOLDER = new URL('../../adapters/realtime/', import.meta.url);
const SOURCE = readdirSync(FOLDER).filter((name) => name.endsWith('.ts')).map((name) => readFileSync(new URL(name, FOLDER), 'utf8')).join('\n');
const CALLED = new Set([...SOURCE.matchAll(/'(\/(?:user|connection)[\w/]*#\w+)'/g)].map((match) => match[1]!));
const LIMIT_KINDS = ['Deposit', 'Loss', 'Wagering', 'Session'];

/** spec 002 §7.3, the calls table. */
const SPEC = [
  '/user#login', '/user#logout', '/user#getSessionInfo', '/user#getCmsSessionID', '/user#acceptTC', '/user#getTransactionHistory',
  '/user#getApplicableBonuses', '/user/account#register', '/user/account#getBalance', '/user/account#getCurrencies',
  '/user/account#getProfile', '/user/account#updateProfile', '/user/account#watchBalance', '/user/account#getCountries',
  '/user/account#activate', '/user/pwd#change', '/user/pwd#reset', '/user/pwd#isResetPwdKeyAvailable', '/user/pwd#sendResetPwdEmail',
  '/user/limit#getLimits', ...LIMIT_KINDS.flatMap((kind) => [`/user/limit#set${kind}Limit`, `/user/limit#remove${kind}Limit`]),
  '/user/bonus#getClaimableBonuses', '/user/bonus#apply', '/connection#getClientIdentity',
];

describe('the realtime adapter\'s procedures', () => {
  it('calls every procedure of spec 002 §7.3', () => {
    // The limit procedures are named in a table of the mappings (LIMIT_KINDS), built from the kind.
    const mappings = readFileSync(new URL('mappings.ts', FOLDER), 'utf8');
    const missing = SPEC.filter((procedure) => !CALLED.has(procedure) && !mappings.includes(`'${procedure}'`));
    assert.deepEqual(missing, []);
  });

  it('reads the balance with /user/account#getBalance', () => {
    assert.match(readFileSync(new URL('wallet.ts', FOLDER), 'utf8'), /'\/user\/account#getBalance'/);
  });

  it('calls only procedures the sandbox\'s router serves', () => {
    assert.ok(CALLED.size > 20, `found ${CALLED.size} procedures`);
    assert.deepEqual([...CALLED].filter((procedure) => !Object.hasOwn(PROCEDURES, procedure)), []);
  });

  it('the router serves every procedure of spec 002 §7.3', () => {
    assert.deepEqual(SPEC.filter((procedure) => !Object.hasOwn(PROCEDURES, procedure)), []);
  });
});
