import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../i18n/locales/en.ts';
import { announcedPercent, checkFile, FILE_FORMATS, KYC_REASON_LABELS, scaledSize, sniffFormat, UPLOAD_TYPES } from '../../../features/toolkit/kyc/index.ts';
import { KYC_REASONS } from '../../../adapters/rest/kyc-mappings.ts';
import { executableBytes } from '../../support/exif-jpeg.ts';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array<number>(16).fill(0)]);

test('the type comes from the first bytes, never the name', () => {
  assert.equal(sniffFormat(bytes(0xff, 0xd8, 0xff, 0xe0)), 'jpeg');
  assert.equal(sniffFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)), 'png');
  assert.equal(sniffFormat(bytes(0x42, 0x4d)), 'bmp');
  assert.equal(sniffFormat(bytes(0x49, 0x49, 0x2a, 0x00)), 'tiff');
  assert.equal(sniffFormat(bytes(0x4d, 0x4d, 0x00, 0x2a)), 'tiff');
  assert.equal(sniffFormat(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50)), 'webp');
  assert.equal(sniffFormat(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20)), null, 'a RIFF that is not WebP (AVI)');
  assert.equal(sniffFormat(executableBytes()), null, 'an ELF executable');
  assert.equal(sniffFormat(bytes(0x4d, 0x5a, 0x90, 0x00)), null, 'a Windows executable');
  assert.equal(sniffFormat(bytes(0x25, 0x50, 0x44, 0x46)), null, 'a PDF: the platform takes images');
  assert.equal(sniffFormat(new Uint8Array([0xff, 0xd8])), null, 'too short to tell');
});

test('a file is checked before anything is sent: type, emptiness, size cap by format', () => {
  const jpeg = bytes(0xff, 0xd8, 0xff);
  assert.deepEqual(checkFile(jpeg, 5_000_000), { ok: true, format: 'jpeg', reencode: true });
  assert.deepEqual(checkFile(jpeg, FILE_FORMATS.jpeg.maxBytes + 1), { ok: false, problem: 'too-large', maxBytes: FILE_FORMATS.jpeg.maxBytes });
  assert.deepEqual(checkFile(bytes(0x49, 0x49, 0x2a, 0x00), 1000), { ok: true, format: 'tiff', reencode: false });
  assert.deepEqual(checkFile(bytes(0x49, 0x49, 0x2a, 0x00), FILE_FORMATS.tiff.maxBytes + 1), { ok: false, problem: 'too-large', maxBytes: FILE_FORMATS.tiff.maxBytes });
  assert.deepEqual(checkFile(executableBytes(), 4096), { ok: false, problem: 'invalid-type' });
  assert.deepEqual(checkFile(jpeg, 0), { ok: false, problem: 'empty' });
});

test('images are scaled so the longest side is at most 2000 px, the aspect kept, never enlarged', () => {
  assert.deepEqual(scaledSize(6000, 4000), { width: 2000, height: 1333 });
  assert.deepEqual(scaledSize(4000, 6000), { width: 1333, height: 2000 });
  assert.deepEqual(scaledSize(3000, 3000), { width: 2000, height: 2000 });
  assert.deepEqual(scaledSize(2000, 1000), { width: 2000, height: 1000 });
  assert.deepEqual(scaledSize(800, 600), { width: 800, height: 600 });
  assert.deepEqual(scaledSize(100_000, 10), { width: 2000, height: 1 });
});

test('progress is announced in quarters, so a screen reader is not flooded', () => {
  assert.equal(announcedPercent(0, 1000), 0);
  assert.equal(announcedPercent(249, 1000), 0);
  assert.equal(announcedPercent(250, 1000), 25);
  assert.equal(announcedPercent(999, 1000), 75);
  assert.equal(announcedPercent(1000, 1000), 100);
  assert.equal(announcedPercent(5, 0), 0);
});

test('the picker offers the spec\'s six types; every rejection reason has the spec\'s English label', () => {
  const english = setupI18n({ locale: 'en', messages: { en } });
  assert.deepEqual(UPLOAD_TYPES.map((row) => english._(row.label)), ['ID', 'Credit card', 'Proof of address', 'Bank statement', 'E-wallet', 'Other']);
  const labels = Object.values(KYC_REASONS).map((reason) => english._(KYC_REASON_LABELS[reason]));
  assert.equal(new Set(labels).size, 25);
  assert.deepEqual(labels.slice(0, 4), ['Account number not visible', 'All four corners visible', 'Back missing', 'Bad quality/blurry']);
  assert.equal(english._(KYC_REASON_LABELS['skrill-neteller-screenshot']), 'Skrill/Neteller screenshot');
});
