// Verification through every adapter against the sandbox: the seeded documents with their statuses and
// reasons, an upload as the sandbox received it, a refused file type, a reviewer's decline, and the
// source-of-wealth declaration as the sandbox stored it.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { describe, it } from 'node:test';
import type { Platform } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { ADAPTERS, memorySession, rejection, unless, suiteSandbox } from './adapters-under-test.ts';

/** A real 3x2 PNG (the sandbox reads its header for the size). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: verification against the sandbox`, { skip: unless(adapter, 'kyc', 'sourceOfWealth') }, () => {
  const sandbox = suiteSandbox();
  const { control } = sandbox;

  async function signedIn(email: string): Promise<Platform> {
    const platform = await createPlatform({ config: adapter.config(sandbox.url), session: memorySession() });
    await adapter.getSession(platform, { email, password: 'Secret123!' });
    return platform;
  }

  it('lists the seeded approved, declined (with its reasons) and pending documents, newest first', async () => {
    const platform = await signedIn('kyc@example.com');
    assert.equal(platform.capabilities.kyc, true);
    const documents = await platform.getKycDocuments!();
    assert.deepEqual(documents.map(({ type, status, reasons }) => ({ type, status, reasons })), [
      { type: 'credit-card', status: 'uploaded', reasons: [] },
      { type: 'proof-of-address', status: 'declined', reasons: ['old-document', 'bad-quality-blurry'] },
      { type: 'id', status: 'approved', reasons: [] },
    ]);
  });

  it('uploads a document the sandbox reads from its bytes; a decline shows up with its reasons', async () => {
    const platform = await signedIn('player@example.com');
    assert.deepEqual(await platform.getKycDocuments!(), []);
    await platform.uploadKycDocument!({ type: 'bank-statement', image: png(3, 2).toString('base64') });
    const { documents } = await control<{ documents: Array<{ id: number; type: string; received: unknown }> }>('GET', '/kyc/documents?email=player@example.com');
    assert.equal(documents.length, 1);
    assert.equal(documents[0]?.type, 'BankStatement');
    assert.deepEqual(documents[0]?.received, { format: 'png', bytes: png(3, 2).length, width: 3, height: 2, exif: false });
    await control('POST', '/kyc/decide', { id: documents[0]?.id, status: 'Declined', reasons: ['AccountNumberNotVisible', 'Scanned'] });
    const [document] = await platform.getKycDocuments!();
    assert.equal(document?.status, 'declined');
    assert.deepEqual(document?.reasons, ['account-number-not-visible', 'scanned']);
  });

  it('refuses a renamed executable as kyc.invalid-file-type and stores nothing', async () => {
    const platform = await signedIn('player@example.com');
    const elf = Buffer.alloc(64);
    elf.set([0x7f, 0x45, 0x4c, 0x46]);
    const error = await rejection(platform.uploadKycDocument!({ type: 'id', image: elf.toString('base64') }));
    assert.equal(error.key, 'kyc.invalid-file-type');
    const { documents } = await control<{ documents: unknown[] }>('GET', '/kyc/documents?email=player@example.com');
    assert.deepEqual(documents, []);
  });

  it('submits the source-of-wealth declaration as the sandbox stores it', async () => {
    const platform = await signedIn('sga@example.com');
    await platform.submitSourceOfWealth!({
      sources: [{ id: 'salary', label: 'Salary' }],
      industry: { id: 'education', label: 'Education' },
      occupation: 'Teacher',
      income: { from: 1_500_001 },
      confirmed: true,
      nationality: 'SE',
      birthCountry: 'SE',
    });
    const { declarations } = await control<{ declarations: Array<{ body: unknown }> }>('GET', '/kyc/source-of-wealth?email=sga@example.com');
    assert.deepEqual(declarations.map((row) => row.body), [{
      Source: 'Salary', IncomeFromValue: 1_500_001, IncomeToValue: 1_500_001, Industry: 'Education', Occupation: 'Teacher', Nationality: 'SE', CountryOfBirthCode: 'SE',
    }]);
    const refused = await rejection(platform.submitSourceOfWealth!({
      sources: [{ id: 'salary', label: 'Salary' }], industry: { id: 'education', label: 'Education' }, occupation: 'Teacher',
      income: { from: 0, to: 250_000 }, confirmed: true, nationality: 'Sweden', birthCountry: 'SE',
    }));
    assert.equal(refused.key, 'source-of-wealth.invalid-field-nationality');
  });
});
