// The REST adapter's verification calls against answers in both shapes a backend may give: the sandbox's
// (names and numbers) and the public client's types (numeric strings, nulls, only the numbers).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isPlatformError, type Platform } from '../../../adapters/contract.ts';
import { createRestPlatform } from '../../../adapters/rest/index.ts';
import { sourceOfWealthBody } from '../../../adapters/rest/kyc.ts';
import { type LocalServer, memorySession, reply, restContext, startLocalServer } from './local-server.ts';

describe('REST platform: verification', () => {
  let server: LocalServer;
  let platform: Platform;
  before(async () => {
    server = await startLocalServer();
    platform = createRestPlatform(restContext(server.url, {}, memorySession('s-1')));
  });
  after(() => server.close());

  it('lists documents from names, newest first, with a declined one\'s reasons', async () => {
    server.handle((_request, response) => reply(response, 200, [
      { Id: 1, TypeCode: 0, StatusCode: 1, ReasonCode: 0, Added: '2026-01-02T10:00:00Z', Type: 'ID', Status: 'Approved', Reason: null, Reasons: [] },
      { Id: 2, TypeCode: 1, StatusCode: 2, ReasonCode: 18, Added: '2026-03-01T10:00:00Z', Type: 'ProofOfAddress', Status: 'Declined', Reason: 'OldDocument', Reasons: ['OldDocument', 'BadQualityBlurry', 'SomethingNew'] },
      { Id: 3, TypeCode: 2, StatusCode: 0, ReasonCode: 0, Added: '2026-02-01T10:00:00Z', Type: 'CreditCard', Status: 'New' },
    ]));
    const documents = await platform.getKycDocuments!();
    assert.equal(server.requests[0]?.headers['x-player-session-id'], 's-1');
    assert.deepEqual(documents, [
      { id: '2', type: 'proof-of-address', status: 'declined', reasons: ['old-document', 'bad-quality-blurry'], uploaded: '2026-03-01T10:00:00Z' },
      { id: '3', type: 'credit-card', status: 'uploaded', reasons: [], uploaded: '2026-02-01T10:00:00Z' },
      { id: '1', type: 'id', status: 'approved', reasons: [], uploaded: '2026-01-02T10:00:00Z' },
    ]);
  });

  it('reads the public client\'s shape: only the codes, as numbers or numeric strings, absent fields as null', async () => {
    server.handle((_request, response) => reply(response, 200, [
      { TypeCode: '3', StatusCode: '2', ReasonCode: '1', Added: '2026-04-01T00:00:00Z', Type: null, Status: null, Reason: null, Reasons: null },
      { TypeCode: 4, StatusCode: 0, ReasonCode: null, Added: '2026-03-01T00:00:00Z' },
    ]));
    const documents = await platform.getKycDocuments!();
    assert.deepEqual(documents.map(({ type, status, reasons }) => ({ type, status, reasons })), [
      { type: 'bank-statement', status: 'declined', reasons: ['account-number-not-visible'] },
      { type: 'e-wallet', status: 'uploaded', reasons: [] },
    ]);
    assert.equal(new Set(documents.map((document) => document.id)).size, 2);
  });

  it('refuses a list it cannot read as kyc.unknown-error', async () => {
    server.handle((_request, response) => reply(response, 200, { Documents: [] }));
    await assert.rejects(platform.getKycDocuments!(), (error) => isPlatformError(error, 'kyc.unknown-error'));
  });

  it('uploads {Type, Image} once (a write: not retried) and maps InvalidFileType', async () => {
    server.handle((_request, response) => reply(response, 200));
    await platform.uploadKycDocument!({ type: 'proof-of-address', image: 'AAAA' });
    assert.deepEqual(JSON.parse(server.to('/api/kyc/upload')[0]?.body ?? ''), { Type: 'ProofOfAddress', Image: 'AAAA' });
    server.handle((_request, response) => reply(response, 400, { Code: 'InvalidFileType', Message: 'x' }));
    await assert.rejects(platform.uploadKycDocument!({ type: 'id', image: 'AAAA', onProgress: () => undefined }), (error) => isPlatformError(error, 'kyc.invalid-file-type'));
    server.handle((_request, response) => reply(response, 503, { Code: 'Unavailable', Message: 'x' }));
    await assert.rejects(platform.uploadKycDocument!({ type: 'id', image: 'AAAA' }), (error) => isPlatformError(error, 'kyc.unknown-error'));
    assert.equal(server.to('/api/kyc/upload').length, 1);
  });

  it('sends the declaration in the public client\'s shape', async () => {
    server.handle((_request, response) => reply(response, 200));
    await platform.submitSourceOfWealth!({
      sources: [{ id: 'salary', label: 'Salary' }, { id: 'other', label: 'Other' }],
      sourceOther: '  crypto trading ',
      industry: { id: 'other', label: 'Other' },
      industryOther: 'Shipping',
      occupation: ' Captain ',
      income: { from: 250_001, to: 500_000 },
      confirmed: true,
      nationality: 'SE',
      birthCountry: 'FI',
    });
    assert.deepEqual(JSON.parse(server.to('/api/kyc/source-of-wealth/v2')[0]?.body ?? ''), {
      Source: 'Salary, Other: crypto trading',
      IncomeFromValue: 250_001,
      IncomeToValue: 500_000,
      Industry: 'Other: Shipping',
      Occupation: 'Captain',
      Nationality: 'SE',
      CountryOfBirthCode: 'FI',
    });
  });

  it('sends an open-ended band with its lower bound as both bounds, and no Other text without Other', () => {
    const body = sourceOfWealthBody({
      sources: [{ id: 'business', label: 'Business' }],
      sourceOther: 'ignored',
      industry: { id: 'construction', label: 'Construction' },
      occupation: 'Builder',
      income: { from: 150_001 },
      confirmed: true,
      nationality: 'MT',
      birthCountry: 'MT',
    });
    assert.equal(body['Source'], 'Business');
    assert.equal(body['Industry'], 'Construction');
    assert.equal(body['IncomeFromValue'], 150_001);
    assert.equal(body['IncomeToValue'], 150_001);
  });
});
