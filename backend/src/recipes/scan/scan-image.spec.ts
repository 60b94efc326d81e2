import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { SCAN_BODY_LIMIT, SCAN_IMAGE_MAX_BYTES, SCAN_IMAGE_MESSAGES, decodeScanImage } from './scan-image.js';

const M = SCAN_IMAGE_MESSAGES;

/** A PNG signature and IHDR chunk of the given size (enough for the size check). */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

/** A JPEG's start, an APP0 segment, then a baseline (C0) or progressive (C2) frame of the given size. */
function jpegHeader(width: number, height: number, frame = 0xc0): Buffer {
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xff00 | frame, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from('ffd8', 'hex'), app0, Buffer.from('ffff', 'hex'), sof, Buffer.from('ffd9', 'hex')]);
}

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('decodeScanImage', () => {
  it.each([
    ['a baseline JPEG', jpegHeader(1200, 900), 'image/jpeg', 1200, 900],
    ['a progressive JPEG, after a fill byte', jpegHeader(900, 1200, 0xc2), 'image/jpeg', 900, 1200],
    ['a PNG', pngHeader(640, 480), 'image/png', 640, 480],
    ['a photo at 40 megapixels', pngHeader(8000, 5000), 'image/png', 8000, 5000],
  ])('reads %s', (_what, bytes, type, width, height) => {
    expect(decodeScanImage(base64(bytes))).toEqual({ bytes, type, width, height });
  });

  it.each([
    ['no image', undefined, M.required],
    ['a number', 42, M.required],
    ['an empty string', '', M.required],
    ['blanks', '   ', M.required],
    ['a data: URL', `data:image/jpeg;base64,${base64(jpegHeader(10, 10))}`, M.notBase64],
    ['base64url', base64(jpegHeader(10, 10)).replace(/\+/g, '-').replace(/\//g, '_') + '-_', M.notBase64],
    ['line breaks', `${base64(jpegHeader(10, 10)).slice(0, 8)}\n${base64(jpegHeader(10, 10)).slice(8)}`, M.notBase64],
    ['a length that is no multiple of 4', 'abcde', M.notBase64],
    ['padding in the middle', 'ab==cdef', M.notBase64],
    ['three padding characters', 'a===', M.notBase64],
    ['text', base64(Buffer.from('Spaghetti carbonara: 200 g spaghetti, 2 eggs')), M.wrongType],
    ['a GIF', base64(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')), M.wrongType],
    ['a JPEG start with no frame', base64(Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')), M.wrongType],
    ['a JPEG of zero width', base64(jpegHeader(0, 100)), M.wrongType],
    ['a PNG without its IHDR chunk', base64(Buffer.from('89504e470d0a1a0a0000000d49444154000000010000000108060000', 'hex')), M.wrongType],
    ['a PNG over 40 megapixels', base64(pngHeader(100_000, 100_000)), M.tooManyPixels],
    ['a JPEG over 40 megapixels', base64(jpegHeader(65_535, 65_535)), M.tooManyPixels],
  ])('refuses %s with 400', (_what, image, message) => {
    expect(() => decodeScanImage(image)).toThrow(new BadRequestException(message));
  });

  it('takes 8 MB and refuses one byte more with 413, before decoding', () => {
    const atLimit = Buffer.concat([jpegHeader(1200, 1600), Buffer.alloc(SCAN_IMAGE_MAX_BYTES - jpegHeader(1200, 1600).length)]);
    expect(decodeScanImage(base64(atLimit)).bytes.length).toBe(SCAN_IMAGE_MAX_BYTES);
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    expect(() => decodeScanImage(base64(over))).toThrow(new PayloadTooLargeException(M.tooLarge));
  });

  it('sizes the body limit for exactly an 8 MB photo in base64 and its JSON', () => {
    const photo = Buffer.alloc(SCAN_IMAGE_MAX_BYTES);
    const body = JSON.stringify({ image: base64(photo) });
    expect(SCAN_BODY_LIMIT).toBeGreaterThanOrEqual(Buffer.byteLength(body));
    expect(SCAN_BODY_LIMIT - Buffer.byteLength(body)).toBeLessThan(100);
  });
});
