import { photoCheck, SCAN_MAX_BYTES, scanImageSize, SMALL_PHOTO_BYTES } from './scan-photo';

describe('scanImageSize: the longest side at most 1200 px, the shape kept (spec part 2 §9)', () => {
  test.each([
    // [width, height, expected width, expected height]
    [4032, 3024, 1200, 900],
    [3024, 4032, 900, 1200],
    [1200, 1600, 900, 1200],
    [1201, 1201, 1200, 1200],
    [1200, 800, 1200, 800],
    [800, 1200, 800, 1200],
    [640, 480, 640, 480],
    [1, 1, 1, 1],
    [1000, 3000, 400, 1200],
    [5000, 1, 1200, 1],
    [2500, 1249, 1200, 600],
  ])('%i x %i -> %i x %i', (width, height, expectedWidth, expectedHeight) => {
    expect(scanImageSize(width, height)).toEqual({ width: expectedWidth, height: expectedHeight });
  });
});

describe('photoCheck: 8 MB limit with each path\'s wording, and the small-photo warning (spec part 2 §5)', () => {
  test.each([
    ['camera', SCAN_MAX_BYTES + 1, 'Selected file exceeds the 8MB limit. Please choose a smaller image.', null],
    ['library', 9 * 1024 * 1024, 'Selected file is 9.0MB which exceeds the 8MB limit. Please choose a smaller image or resize/compress it and try again.', null],
    ['library', 12_345_678, 'Selected file is 11.8MB which exceeds the 8MB limit. Please choose a smaller image or resize/compress it and try again.', null],
    ['camera', SCAN_MAX_BYTES, null, null],
    ['camera', SMALL_PHOTO_BYTES, null, null],
    ['library', 2_000_000, null, null],
    ['camera', SMALL_PHOTO_BYTES - 1, null, expect.stringContaining('100 KB, so its text may be too small to read')],
    ['library', 300, null, expect.stringContaining('only 1 KB')],
  ] as const)('%s, %i bytes', (source, size, refusal, warning) => {
    expect(photoCheck(size, source)).toEqual({ refusal, warning });
  });
});
