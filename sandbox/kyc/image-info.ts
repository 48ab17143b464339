// What an uploaded document's bytes are, read from the bytes themselves (never the name): its format by
// the magic numbers, an image's dimensions from the JPEG frame header or the PNG/BMP header, and whether
// it carries EXIF (a JPEG APP1 "Exif" segment, a PNG eXIf chunk). Hand-written, node built-ins only: the
// sandbox adds no dependency, and the tests read what the browser really sent.

export type UploadFormat = 'jpeg' | 'png' | 'bmp' | 'tiff' | 'gif' | 'webp' | 'pdf' | 'unknown';

export interface UploadInfo {
  format: UploadFormat;
  bytes: number;
  width: number | null;
  height: number | null;
  exif: boolean;
}

/** The formats the platform takes (rest-platform.md: bmp, jpeg, png or tiff; it converts them to jpeg). */
export const ACCEPTED_FORMATS: ReadonlySet<UploadFormat> = new Set(['jpeg', 'png', 'bmp', 'tiff']);

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

export function detectFormat(bytes: Buffer): UploadFormat {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x42, 0x4d])) return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  return 'unknown';
}

// Start-of-frame markers carry the dimensions; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

function readJpeg(bytes: Buffer): Pick<UploadInfo, 'width' | 'height' | 'exif'> {
  let width: number | null = null;
  let height: number | null = null;
  let exif = false;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) break; // not a marker: a damaged file, stop reading
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      if (marker === 0xd9) break;
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const payload = offset + 4;
    if (marker === 0xe1 && bytes.subarray(payload, payload + EXIF_HEADER.length).equals(EXIF_HEADER)) exif = true;
    if (SOF_MARKERS.has(marker) && payload + 5 <= bytes.length) {
      height = bytes.readUInt16BE(payload + 1);
      width = bytes.readUInt16BE(payload + 3);
    }
    if (marker === 0xda) break; // start of scan: the entropy-coded image follows, no more headers
    offset += 2 + length;
  }
  return { width, height, exif };
}

function readPng(bytes: Buffer): Pick<UploadInfo, 'width' | 'height' | 'exif'> {
  let width: number | null = null;
  let height: number | null = null;
  let exif = false;
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'IHDR' && offset + 16 <= bytes.length) {
      width = bytes.readUInt32BE(offset + 8);
      height = bytes.readUInt32BE(offset + 12);
    }
    if (type === 'eXIf') exif = true;
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  return { width, height, exif };
}

function readBmp(bytes: Buffer): Pick<UploadInfo, 'width' | 'height' | 'exif'> {
  if (bytes.length < 26) return { width: null, height: null, exif: false };
  return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)), exif: false };
}

export function inspectUpload(bytes: Buffer): UploadInfo {
  const format = detectFormat(bytes);
  const read = format === 'jpeg' ? readJpeg : format === 'png' ? readPng : format === 'bmp' ? readBmp : null;
  // A TIFF is itself an EXIF-style container; its dimensions sit in an IFD that the sandbox does not walk.
  const details = read ? read(bytes) : { width: null, height: null, exif: format === 'tiff' };
  return { format, bytes: bytes.length, ...details };
}
