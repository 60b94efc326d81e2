import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';

// spec part 2 (limits): scan photos above 8 MB are refused
export const SCAN_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** An 8 MB photo in base64 (4 characters per 3 bytes) inside `{"image":"..."}`, and no more. */
export const SCAN_BODY_LIMIT = Math.ceil(SCAN_IMAGE_MAX_BYTES / 3) * 4 + 64;
/**
 * A small file can still claim a huge page (a PNG of 100,000 × 100,000 pixels compresses to
 * kilobytes), and the OCR engine would allocate it all: 40 megapixels is more than any phone
 * photo, and the client sends at most 1200 px on the longest side.
 */
export const SCAN_IMAGE_MAX_PIXELS = 40_000_000;

export const SCAN_IMAGE_MESSAGES = {
  required: 'image is required: the photo as base64 (JPEG or PNG)',
  notBase64: 'image must be base64 without a "data:" prefix',
  tooLarge: 'The photo must be at most 8 MB',
  wrongType: 'The photo must be a JPEG or PNG image',
  tooManyPixels: 'The photo has too many pixels: at most 40 megapixels',
} as const;

export type ScanImageType = 'image/jpeg' | 'image/png';

export interface ScanImage {
  bytes: Buffer;
  type: ScanImageType;
  width: number;
  height: number;
}

/**
 * Standard base64 with its padding; Buffer.from would silently skip anything else. Checked with
 * one character-class scan (a pattern for the whole shape overflows the regex stack on 11 MB).
 */
function isBase64(text: string): boolean {
  if (text.length % 4 !== 0 || /[^A-Za-z0-9+/=]/.test(text)) return false;
  const padding = text.indexOf('=');
  return padding === -1 || (padding >= text.length - 2 && /^={1,2}$/.test(text.slice(padding)));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its first chunk, which the format requires to be IHDR. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) share the range.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size from its start-of-frame segment, walking the segments before it. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The photo of a scan request: standard base64 that decodes to at most 8 MB of JPEG or PNG,
 * recognised by its bytes, with a size the OCR engine can take.
 * @throws BadRequestException, PayloadTooLargeException
 */
export function decodeScanImage(image: unknown): ScanImage {
  if (typeof image !== 'string' || image.trim() === '') throw new BadRequestException(SCAN_IMAGE_MESSAGES.required);
  if (!isBase64(image)) throw new BadRequestException(SCAN_IMAGE_MESSAGES.notBase64);
  if ((image.length / 4) * 3 - (image.endsWith('==') ? 2 : image.endsWith('=') ? 1 : 0) > SCAN_IMAGE_MAX_BYTES) {
    throw new PayloadTooLargeException(SCAN_IMAGE_MESSAGES.tooLarge);
  }
  const bytes = Buffer.from(image, 'base64');
  const png = pngSize(bytes);
  const jpeg = png ? null : jpegSize(bytes);
  const size = png ?? jpeg;
  if (!size || size.width === 0 || size.height === 0) throw new BadRequestException(SCAN_IMAGE_MESSAGES.wrongType);
  if (size.width * size.height > SCAN_IMAGE_MAX_PIXELS) throw new BadRequestException(SCAN_IMAGE_MESSAGES.tooManyPixels);
  return { bytes, type: png ? 'image/png' : 'image/jpeg', ...size };
}
