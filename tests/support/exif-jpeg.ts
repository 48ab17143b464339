/**
 * Test images made in the test, never committed: a JPEG (from a canvas) given an EXIF APP1 segment with an
 * orientation and a GPS position, the way a phone camera writes one; and what a JPEG's bytes say about
 * itself (dimensions, EXIF present). Plain functions over bytes: they run in node and in the browser.
 */

/** Big-endian writer for the TIFF structure inside the EXIF segment. */
function tiffWithGps(orientation: number, latitude: [number, number, number], longitude: [number, number, number]): Uint8Array {
  const bytes = new Uint8Array(140);
  const view = new DataView(bytes.buffer);
  bytes.set([0x4d, 0x4d, 0x00, 0x2a]); // "MM", 42
  view.setUint32(4, 8); // IFD0 at 8
  // IFD0: Orientation and the GPS IFD's offset.
  view.setUint16(8, 2);
  view.setUint16(10, 0x0112); view.setUint16(12, 3); view.setUint32(14, 1); view.setUint16(18, orientation);
  view.setUint16(22, 0x8825); view.setUint16(24, 4); view.setUint32(26, 1); view.setUint32(30, 38);
  view.setUint32(34, 0);
  // GPS IFD at 38: latitude and longitude with their references; the rationals at 92 and 116.
  view.setUint16(38, 4);
  const entry = (at: number, tag: number, type: number, count: number) => {
    view.setUint16(at, tag); view.setUint16(at + 2, type); view.setUint32(at + 4, count);
  };
  entry(40, 0x0001, 2, 2); bytes.set([0x4e, 0x00], 48); // N
  entry(52, 0x0002, 5, 3); view.setUint32(60, 92);
  entry(64, 0x0003, 2, 2); bytes.set([0x45, 0x00], 72); // E
  entry(76, 0x0004, 5, 3); view.setUint32(84, 116);
  view.setUint32(88, 0);
  [...latitude, ...longitude].forEach((value, index) => {
    view.setUint32(92 + index * 8, Math.round(value * 100));
    view.setUint32(96 + index * 8, 100);
  });
  return bytes;
}

/** The JPEG with an APP1 "Exif" segment right after its SOI: orientation (1-8) and a GPS position (Valletta). */
export function withGpsExif(jpeg: Uint8Array, orientation = 1): Uint8Array<ArrayBuffer> {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const tiff = tiffWithGps(orientation, [35, 53, 56.4], [14, 30, 52.8]);
  const header = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
  const length = 2 + header.length + tiff.length;
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, 0xe1, length >> 8, length & 0xff]);
  segment.set(header, 4);
  segment.set(tiff, 4 + header.length);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/** A JPEG's dimensions (its frame header) and whether it carries an EXIF segment. */
export function readJpeg(bytes: Uint8Array): { width: number; height: number; exif: boolean } {
  let offset = 2;
  let exif = false;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) === 'Exif') exif = true;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const at = offset + 5;
      return { height: ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0), width: ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0), exif };
    }
    offset += 2 + length;
  }
  throw new Error('no frame header');
}

/** The start of a Linux executable (ELF), to be renamed photo.jpg. */
export function executableBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(4096);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  return bytes;
}
