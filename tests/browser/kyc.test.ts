import { expect } from '@esm-bundle/chai';
import { axeViolations, button, inShadow, nextEvent, place, requestCount, resetAll, sandbox, text, until } from './support/page.ts';
import { choose, select, signInThrough } from './account-support.ts';
import { executableBytes, readJpeg, withGpsExif } from '../support/exif-jpeg.ts';

interface Received { format: string; bytes: number; width: number | null; height: number | null; exif: boolean }

async function documentsOf(email: string): Promise<Array<{ id: number; type: string; received: Received | null }>> {
  const { documents } = (await sandbox(`kyc/documents?email=${encodeURIComponent(email)}`)) as { documents: Array<{ id: number; type: string; received: Received | null }> };
  return documents;
}

/** A 6000 x 4000 photo from a canvas, with an EXIF segment holding a GPS position and the orientation. */
// Drawing the preview of a 6000 x 4000 photo decodes all of it: seconds on a slow machine while other test files
// run beside this one (the 5 s default once ran out), and no part of what these tests check. This file's
// tests get the time (the suite's default is 15 s a test).
const PREVIEW_MS = 20_000;
const PHOTO_TEST_MS = 45_000;

async function cameraPhoto(orientation = 1): Promise<File> {
  const canvas = new OffscreenCanvas(6000, 4000);
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 6000, 4000);
  gradient.addColorStop(0, '#224466');
  gradient.addColorStop(1, '#ffcc88');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 6000, 4000);
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
  const withExif = withGpsExif(jpeg, orientation);
  expect(readJpeg(withExif)).to.deep.equal({ width: 6000, height: 4000, exif: true });
  return new File([withExif], 'photo.jpg', { type: 'image/jpeg' });
}

/** What a player's file picker hands the page. */
function pick(host: Element, file: File): void {
  const input = inShadow<HTMLInputElement>(host, '.verify input[type=file]:not([capture])');
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function verifyTab(email = 'kyc@example.com'): Promise<HTMLElement> {
  const account = await place('casino-account', { tab: 'verify' });
  await signInThrough(account, email);
  await until(() => inShadow(account, '.verify'), 'the Verify tab');
  return account;
}

describe('<casino-account tab="verify">', function () {
  this.timeout(PHOTO_TEST_MS);
  beforeEach(resetAll);

  it('lists the documents with type, date and status, and a declined one\'s reasons as the spec\'s labels', async () => {
    const account = await verifyTab();
    await until(() => account.shadowRoot!.querySelectorAll('.document').length === 3, 'three documents');
    const rows = Array.from(account.shadowRoot!.querySelectorAll('.document')).map((row) => row.textContent ?? '');
    expect(rows[0]).to.contain('Credit card').and.contain('Uploaded');
    expect(rows[1]).to.contain('Proof of address').and.contain('Declined').and.contain('Old document').and.contain('Bad quality/blurry');
    expect(rows[2]).to.contain('ID').and.contain('Approved').and.not.contain('Reasons');
    expect(text(account)).to.contain('Documents must be no older than 6 months.');
    expect(text(account)).to.contain('A card must show only its first 6 and last 4 digits');
    expect(select(account, 'Document type').options.length).to.equal(7);
    expect(await axeViolations(account)).to.deep.equal([]);
  });

  it('asks for a type and a file before sending anything', async () => {
    const account = await verifyTab();
    button(account, 'Upload').click();
    await until(() => text(account).includes('Please select a file'), 'the file error');
    expect(text(account)).to.contain('Please choose a document type');
    expect(account.shadowRoot!.activeElement === select(account, 'Document type')).to.equal(true);
    expect(await requestCount('/api/kyc/upload')).to.equal(0);
    expect(await axeViolations(account)).to.deep.equal([]);
  });

  it('refuses a renamed executable by its first bytes, before anything is sent', async () => {
    const account = await verifyTab();
    const errors: string[] = [];
    account.addEventListener('casino-error', (event) => errors.push(event.detail.key ?? ''));
    pick(account, new File([executableBytes()], 'passport.jpg', { type: 'image/jpeg' }));
    await until(() => inShadow(account, '[role=alert]')?.textContent?.includes('This file type cannot be uploaded. Choose a JPG, PNG, BMP, WebP, GIF or TIFF file.'), 'the refused type');
    expect(errors).to.deep.equal(['kyc.invalid-file-type']);
    expect(inShadow(account, '.verify-preview')).to.equal(null);
    choose(select(account, 'Document type'), 'id');
    button(account, 'Upload').click();
    await until(() => text(account).includes('Please select a file'), 'still no file');
    expect(await requestCount('/api/kyc/upload')).to.equal(0);
    expect(await axeViolations(account)).to.deep.equal([]);
  });

  it('sends a 6000 x 4000 photo once as an upright JPEG of at most 2000 px without EXIF, then lists it', async () => {
    const account = await verifyTab();
    choose(select(account, 'Document type'), 'id');
    pick(account, await cameraPhoto(6));
    await until(() => inShadow<HTMLImageElement>(account, '.verify-preview')?.complete, 'the preview', PREVIEW_MS);
    const preview = inShadow<HTMLImageElement>(account, '.verify-preview')!;
    // The preview is upright too: orientation 6 turns the landscape photo to portrait.
    expect(preview.naturalHeight > preview.naturalWidth).to.equal(true);
    expect(preview.alt).to.equal('Preview of photo.jpg');
    expect(await axeViolations(account)).to.deep.equal([]);
    const uploaded = nextEvent(account, 'casino-document-uploaded');
    for (let press = 0; press < 3; press += 1) button(account, 'Upload').click();
    expect((await uploaded).detail).to.deep.equal({ type: 'id' });
    await until(() => inShadow(account, '[role=status].notice')?.textContent?.includes('Your document has been uploaded'), 'the success');
    expect(await requestCount('/api/kyc/upload')).to.equal(1);
    const received = (await documentsOf('kyc@example.com')).find((row) => row.received)?.received;
    expect(received).to.deep.include({ format: 'jpeg', width: 1333, height: 2000, exif: false });
    // The list is loaded again after the upload.
    await until(() => account.shadowRoot!.querySelectorAll('.document').length === 4, 'the new document listed');
    expect(inShadow(account, '.verify-preview')).to.equal(null);
    expect(await axeViolations(account)).to.deep.equal([]);
  });

  it('keeps the chosen file after a failed upload and sends it again with Retry upload', async () => {
    await sandbox('faults', { path: '/api/kyc/upload', status: 500, times: 1 });
    const account = await verifyTab('player@example.com');
    choose(select(account, 'Document type'), 'proof-of-address');
    pick(account, await cameraPhoto());
    await until(() => inShadow(account, '.verify-preview'), 'the preview', PREVIEW_MS);
    button(account, 'Upload').click();
    await until(() => inShadow(account, '[role=alert]'), 'the failure');
    expect(inShadow(account, '.verify-preview')).to.not.equal(null);
    expect(select(account, 'Document type').value).to.equal('proof-of-address');
    expect(await axeViolations(account)).to.deep.equal([]);
    button(account, 'Retry upload').click();
    await until(() => text(account).includes('Your document has been uploaded'), 'the success');
    expect(await requestCount('/api/kyc/upload')).to.equal(2);
    expect((await documentsOf('player@example.com')).map((row) => row.type)).to.deep.equal(['ProofOfAddress']);
  });

  it('shows the progress of the bytes sent while the upload is on its way', async () => {
    // The answer held long enough that the bar and its 100% are still there when a loaded machine looks.
    await sandbox('faults', { path: '/api/kyc/upload', delayMs: 4000, times: 1 });
    const account = await verifyTab('player@example.com');
    choose(select(account, 'Document type'), 'id');
    pick(account, await cameraPhoto());
    await until(() => inShadow(account, '.verify-preview'), 'the preview', PREVIEW_MS);
    button(account, 'Upload').click();
    const bar = await until(() => inShadow<HTMLProgressElement>(account, '.verify-progress progress'), 'the progress bar', 8000);
    expect(bar.getAttribute('aria-label')).to.equal('Upload progress');
    await until(() => bar.value > 0 && bar.value === bar.max, 'all bytes sent', 8000);
    expect(inShadow(account, '.verify [role=status].visually-hidden')?.textContent).to.equal('Uploading: 100%');
    await until(() => text(account).includes('Your document has been uploaded'), 'the success');
  });
});
