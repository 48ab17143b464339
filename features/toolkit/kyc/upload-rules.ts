/**
 * What may be uploaded and how it is sent (spec 001 §5 "KYC upload", §9): the file's type read from its
 * first bytes (a renamed executable is still an executable), a size cap per format checked before anything
 * is sent, and images scaled so the longest side is at most 2000 px. Pure: unit-tested without a browser.
 */

/** The longest side of an uploaded image, in pixels (spec 001 §9). */
export const MAX_IMAGE_SIDE = 2000;

/** The JPEG quality of a re-encoded image: text on a document stays sharp, the upload stays small. */
export const JPEG_QUALITY = 0.88;

const MB = 1024 * 1024;

export type FileFormat = 'jpeg' | 'png' | 'bmp' | 'webp' | 'gif' | 'tiff';

export interface FormatRule {
  /** The first bytes that name the format, each `null` a byte that may be anything. */
  readonly signatures: readonly (readonly (number | null)[])[];
  /** Decoded by the browser and re-encoded as JPEG (scaled, EXIF dropped); false: sent unchanged. */
  readonly reencode: boolean;
  /** The largest file accepted. A re-encoded image may be larger, since what leaves the device is far smaller. */
  readonly maxBytes: number;
}

/**
 * The formats a player may choose. The platform takes bmp, jpeg, png and tiff; WebP and GIF (a phone's
 * screenshot, an image saved from the web) are decoded here and leave as JPEG. TIFF cannot be decoded by
 * most browsers: it is sent as it is, as the spec says of other files.
 */
export const FILE_FORMATS = {
  jpeg: { signatures: [[0xff, 0xd8, 0xff]], reencode: true, maxBytes: 25 * MB },
  png: { signatures: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]], reencode: true, maxBytes: 25 * MB },
  bmp: { signatures: [[0x42, 0x4d]], reencode: true, maxBytes: 25 * MB },
  webp: { signatures: [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]], reencode: true, maxBytes: 25 * MB },
  gif: { signatures: [[0x47, 0x49, 0x46, 0x38]], reencode: true, maxBytes: 25 * MB },
  tiff: { signatures: [[0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a]], reencode: false, maxBytes: 10 * MB },
} as const satisfies Record<FileFormat, FormatRule>;

/** How many first bytes `sniffFormat` needs. */
export const SNIFF_BYTES = 16;

/** The `accept` hint of the file input (the picker's filter only: the bytes decide). */
export const ACCEPT = 'image/jpeg,image/png,image/bmp,image/webp,image/gif,image/tiff,.jpg,.jpeg,.png,.bmp,.webp,.gif,.tif,.tiff';

/** The format the first bytes name, or null for anything else (an executable, a PDF, a text renamed .jpg). */
export function sniffFormat(head: Uint8Array): FileFormat | null {
  for (const [format, rule] of Object.entries(FILE_FORMATS) as [FileFormat, FormatRule][]) {
    const matches = rule.signatures.some((signature) => head.length >= signature.length && signature.every((byte, index) => byte === null || head[index] === byte));
    if (matches) return format;
  }
  return null;
}

export type FileCheck =
  | { ok: true; format: FileFormat; reencode: boolean }
  | { ok: false; problem: 'invalid-type' }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'too-large'; maxBytes: number };

/** Whether a file of these first bytes and this size may be uploaded, before anything is sent. */
export function checkFile(head: Uint8Array, size: number): FileCheck {
  if (size === 0) return { ok: false, problem: 'empty' };
  const format = sniffFormat(head);
  if (!format) return { ok: false, problem: 'invalid-type' };
  const rule: FormatRule = FILE_FORMATS[format];
  if (size > rule.maxBytes) return { ok: false, problem: 'too-large', maxBytes: rule.maxBytes };
  return { ok: true, format, reencode: rule.reencode };
}

/** The size an image is drawn at: the longest side at most `max`, the aspect kept, never enlarged. */
export function scaledSize(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const ratio = max / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** A percentage to announce: steps of 25 (0, 25, 50, 75, 100), so a screen reader is told often enough but not flooded. */
export function announcedPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((sent / total) * 4) * 25);
}

export function percent(sent: number, total: number): number {
  return total <= 0 ? 0 : Math.min(100, Math.round((sent / total) * 100));
}
