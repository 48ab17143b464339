import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectFormat, inspectUpload } from '../../../sandbox/kyc/image-info.ts';
import { executableBytes, readJpeg, withGpsExif } from '../../support/exif-jpeg.ts';

/** A JPEG's headers, enough for the sandbox's reading: SOI, APP0, SOF0 (its size), SOS, EOI. */
function jpegHeaders(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff, 0xd8,
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00, 0x12, 0x34,
    0xff, 0xd9,
  ]);
}

test('the sandbox reads a JPEG\'s size and whether it carries EXIF from its markers', () => {
  const plain = jpegHeaders(6000, 4000);
  assert.deepEqual(inspectUpload(Buffer.from(plain)), { format: 'jpeg', bytes: plain.length, width: 6000, height: 4000, exif: false });
  const withExif = withGpsExif(plain, 6);
  assert.deepEqual(inspectUpload(Buffer.from(withExif)), { format: 'jpeg', bytes: withExif.length, width: 6000, height: 4000, exif: true });
  // The test helper agrees with the sandbox.
  assert.deepEqual(readJpeg(withExif), { width: 6000, height: 4000, exif: true });
});

test('the sandbox names formats by their magic numbers', () => {
  assert.equal(detectFormat(Buffer.from(executableBytes())), 'unknown');
  assert.equal(detectFormat(Buffer.from('%PDF-1.7')), 'pdf');
  assert.equal(detectFormat(Buffer.from([0x49, 0x49, 0x2a, 0x00])), 'tiff');
  const bmp = Buffer.alloc(54);
  bmp.write('BM');
  bmp.writeInt32LE(640, 18);
  bmp.writeInt32LE(-480, 22);
  assert.deepEqual(inspectUpload(bmp), { format: 'bmp', bytes: 54, width: 640, height: 480, exif: false });
});
