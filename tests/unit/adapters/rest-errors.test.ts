import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { type ErrorArea, isPlatformError } from '../../../adapters/contract.ts';
import { createRestHttp } from '../../../adapters/rest/http.ts';
import {
  INVALID_FIELD_CODE,
  REST_ERROR_CODES,
  REST_INVALID_FIELDS,
  restError,
  restErrorCode,
} from '../../../adapters/rest/errors.ts';
import { type LocalServer, memorySession, reply, restContext, startLocalServer } from './local-server.ts';

// The table both sides of the repository speak (adapter and sandbox): read from the page itself,
// so the code cannot drift from it.
const doc = readFileSync(new URL('../../../docs/rest-error-codes.md', import.meta.url), 'utf8');

interface Row {
  status: number;
  code: string;
  keyCode: string;
}

function documentedRows(): Row[] {
  const rows: Row[] = [];
  for (const line of doc.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const [httpCell = '', codeCell = '', keyCell = ''] = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (!/^\d{3}$/.test(httpCell)) continue; // the header, and the rows with no server code
    const codes = [...codeCell.matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1] ?? '');
    if (codes.length === 0 || codes.includes(INVALID_FIELD_CODE)) continue;
    const keyCodes = keyCell.split('/').map((key) => key.trim());
    assert.ok(keyCodes.length === 1 || keyCodes.length === codes.length, `cannot pair the row: ${line}`);
    codes.forEach((code, index) => {
      // A status written right before a code (as "404 `TournamentNotFound`") is that code's own.
      const own = new RegExp(`(\\d{3})\\s+\`${code}\``).exec(codeCell)?.[1];
      const status = Number(own ?? httpCell);
      rows.push({ status, code, keyCode: keyCodes.length === 1 ? (keyCodes[0] ?? '') : (keyCodes[index] ?? '') });
    });
  }
  return rows;
}

function documentedFields(): Record<string, string> {
  const text = /maps to the spec's field names:([\s\S]*?)\. An unknown field/.exec(doc)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const item of text.replace(/\s+/g, ' ').split(',')) {
    const [left = '', right = ''] = item.split('→').map((part) => part.trim());
    for (const name of left.split(' and ')) fields[name.trim()] = right;
  }
  return fields;
}

const ROWS = documentedRows();

describe('REST error table (docs/rest-error-codes.md)', () => {
  it('reads every documented row', () => {
    assert.ok(ROWS.length >= 33, `only ${ROWS.length} rows parsed`);
  });

  it('maps exactly the documented codes, no more and no fewer', () => {
    const documented = Object.fromEntries(ROWS.map((row) => [row.code, row.keyCode]));
    assert.deepEqual({ ...REST_ERROR_CODES }, documented);
  });

  it('maps exactly the documented payload fields of InvalidField', () => {
    assert.deepEqual({ ...REST_INVALID_FIELDS }, documentedFields());
  });

  for (const row of ROWS) {
    it(`${row.status} ${row.code} → ${row.keyCode}`, () => {
      assert.equal(restErrorCode(row.code), row.keyCode);
      const error = restError('sign-in', row.status, { Code: row.code, Message: 'm' }, { sessionCall: false });
      assert.equal(error.key, `sign-in.${row.keyCode}`);
      assert.equal(error.status, row.status);
    });
  }

  for (const [field, name] of Object.entries(REST_INVALID_FIELDS)) {
    it(`InvalidField ${field} → invalid-field-${name}`, () => {
      assert.equal(restErrorCode('InvalidField', { Field: field }), `invalid-field-${name}`);
    });
  }

  it('names an unlisted invalid field by its lower-kebab payload name', () => {
    assert.equal(restErrorCode('InvalidField', { Field: 'PostCode' }), 'invalid-field-post-code');
    assert.equal(restErrorCode('InvalidField', { Field: 'SSNNumber' }), 'invalid-field-ssn-number');
  });

  it('takes the first detail when Details has no Field, and unknown-error when it has none', () => {
    assert.equal(restErrorCode('InvalidField', { Name: 'Email' }), 'invalid-field-email');
    assert.equal(restErrorCode('InvalidField', {}), 'unknown-error');
  });

  it('gives unknown-error for anything else, including names on Object.prototype', () => {
    for (const code of ['Nope', '', 'constructor', 'toString', '__proto__', 'hasOwnProperty', 'incorrectcredentials']) {
      assert.equal(restErrorCode(code), 'unknown-error', code);
    }
    assert.equal(restErrorCode(undefined), 'unknown-error');
    assert.equal(restErrorCode(null), 'unknown-error');
  });

  it('turns a 401 to a session call into session-expired whatever the body, and keeps Retry-After', () => {
    assert.equal(restError('player', 401, undefined, { sessionCall: true }).key, 'player.session-expired');
    assert.equal(restError('player', 401, { Code: 'Other' }, { sessionCall: true }).key, 'player.session-expired');
    assert.equal(restError('sign-in', 401, { Code: 'Other' }, { sessionCall: false }).key, 'sign-in.unknown-error');
    const limited = restError('sign-in', 429, { Code: 'RateLimit' }, { sessionCall: false, retryAfterSeconds: 60 });
    assert.equal(limited.retryAfterSeconds, 60);
  });
});

describe('REST error table through the HTTP client', () => {
  let server: LocalServer;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server.close());

  async function keyOf(
    answer: (response: Parameters<typeof reply>[0]) => void,
    area: ErrorArea = 'sign-up',
  ): Promise<string> {
    server.handle((_request, response) => answer(response));
    const http = createRestHttp(restContext(server.url));
    const error = await http.send({ method: 'POST', operation: 'signUp', path: '/x', area }).then(
      () => assert.fail('expected a rejection'),
      (reason: unknown) => reason,
    );
    assert.ok(isPlatformError(error), String(error));
    return error.key;
  }

  for (const row of ROWS) {
    it(`answers ${row.status} {Code: ${row.code}} with sign-up.${row.keyCode}`, async () => {
      assert.equal(await keyOf((response) => reply(response, row.status, { Code: row.code, Message: 'x' })), `sign-up.${row.keyCode}`);
    });
  }

  it('answers 400 InvalidField {Details: {Field: MobilePhoneNumber}} with sign-up.invalid-field-phone and keeps the details', async () => {
    server.handle((_request, response) =>
      reply(response, 400, { Code: 'InvalidField', Message: 'x', Details: { Field: 'MobilePhoneNumber' } }),
    );
    const http = createRestHttp(restContext(server.url));
    await assert.rejects(http.send({ method: 'POST', operation: 'signUp', path: '/x', area: 'sign-up' }), (error: unknown) => {
      assert.ok(isPlatformError(error));
      assert.equal(error.key, 'sign-up.invalid-field-phone');
      assert.deepEqual(error.details, { Field: 'MobilePhoneNumber' });
      return true;
    });
  });

  it('answers an unknown code, an empty body, a non-JSON body and a body of the wrong shape with unknown-error', async () => {
    assert.equal(await keyOf((response) => reply(response, 400, { Code: 'SomethingNew' })), 'sign-up.unknown-error');
    assert.equal(await keyOf((response) => reply(response, 400)), 'sign-up.unknown-error');
    assert.equal(await keyOf((response) => reply(response, 400, '<html>Bad gateway</html>', { 'content-type': 'text/html' })), 'sign-up.unknown-error');
    assert.equal(await keyOf((response) => reply(response, 400, '{"Code": "IncorrectCredentials"')), 'sign-up.unknown-error');
    assert.equal(await keyOf((response) => reply(response, 400, { Code: 42 })), 'sign-up.unknown-error');
    assert.equal(await keyOf((response) => reply(response, 400, [1, 2])), 'sign-up.unknown-error');
  });

  it('answers no answer at all with network-error', async () => {
    assert.equal(await keyOf((response) => response.socket?.destroy(), 'sign-in'), 'sign-in.network-error');
  });

  it('clears the stored session on 401 SessionExpired', async () => {
    server.handle((_request, response) => reply(response, 401, { Code: 'SessionExpired', Message: 'x' }));
    const session = memorySession('s-1');
    const http = createRestHttp(restContext(server.url, {}, session));
    await assert.rejects(http.send({ method: 'GET', operation: 'getProfile', path: '/player/user-info', area: 'player', session: true }), {
      key: 'player.session-expired',
    });
    assert.equal(session.get(), null);
  });

  describe('when the error tables cannot be fetched (the connection dropped after the answer)', () => {
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    it('gives an error answer as the network\'s failure, which the widgets offer to retry', async () => {
      server.handle((_request, response) => reply(response, 400, { Code: 'IncorrectCredentials', Message: 'x' }));
      const http = createRestHttp(restContext(server.url), unreachable);
      await assert.rejects(http.send({ method: 'POST', operation: 'signUp', path: '/x', area: 'sign-in' }), (error: unknown) => {
        assert.ok(isPlatformError(error));
        assert.equal(error.key, 'sign-in.network-error');
        return true;
      });
    });

    it('still ends the session on a 401 to a session call', async () => {
      server.handle((_request, response) => reply(response, 401, { Code: 'SessionExpired', Message: 'x' }));
      const session = memorySession('s-1');
      const http = createRestHttp(restContext(server.url, {}, session), unreachable);
      await assert.rejects(http.send({ method: 'GET', operation: 'getProfile', path: '/player/user-info', area: 'player', session: true }), {
        key: 'player.session-expired',
      });
      assert.equal(session.get(), null);
    });
  });
});
