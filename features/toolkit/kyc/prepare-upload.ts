import { checkFile, JPEG_QUALITY, scaledSize, SNIFF_BYTES, type FileCheck } from './upload-rules.ts';

/** Reads the first bytes of a file and checks it, before anything is sent. */
export async function inspectFile(file: Blob): Promise<FileCheck> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return checkFile(head, file.size);
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

async function toBase64(blob: Blob): Promise<string> {
  const url = await toDataUrl(blob);
  return url.slice(url.indexOf(',') + 1);
}

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), 'image/jpeg', JPEG_QUALITY));
}

/**
 * The image as it leaves the device: decoded upright (the photo's EXIF orientation applied), scaled so the
 * longest side is at most 2000 px, drawn on a canvas and encoded as JPEG. A canvas keeps pixels only, so
 * the EXIF block (GPS position, camera, time) is not in what is sent.
 */
export async function reencodeImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    return await drawAsJpeg(bitmap, size.width, size.height);
  } finally {
    bitmap.close();
  }
}

/** The longest side of the preview: enough for the player to check the photo, small to keep in memory. */
const PREVIEW_SIDE = 640;

/**
 * A small upright preview as a data: URL (a strict Content Security Policy may refuse blob: images), or
 * null when the browser cannot decode the file.
 */
export async function previewUrl(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      const size = scaledSize(bitmap.width, bitmap.height, PREVIEW_SIDE);
      return await toDataUrl(await drawAsJpeg(bitmap, size.width, size.height));
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}

/** The base64 body of the upload: a re-encoded image, or the file unchanged. */
export async function uploadBody(file: Blob, check: Extract<FileCheck, { ok: true }>): Promise<string> {
  return toBase64(check.reencode ? await reencodeImage(file) : file);
}
