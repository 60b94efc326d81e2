import { SCAN_TEXT } from '../shared/messages';

// spec part 2 §9: upload limit 8 MB; scan image max side 1200 px; JPEG quality 0.7; small image warning under 100,000 bytes
export const SCAN_MAX_BYTES = 8 * 1024 * 1024;
export const SCAN_MAX_SIDE_PX = 1200;
export const SCAN_JPEG_QUALITY = 0.7;
export const SMALL_PHOTO_BYTES = 100_000;

/** Scan takes a photo (the camera on phones); Select Photo picks one from the library. */
export type PhotoSource = 'camera' | 'library';

/**
 * The size to draw a photo at before upload: the longest side at most 1200 px, the shape kept,
 * never enlarged, and at least 1 px a side (a thin strip must not round to nothing).
 */
export function scanImageSize(width: number, height: number, maxSide = SCAN_MAX_SIDE_PX): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What to tell the user about a chosen file before it is scanned: a refusal, a warning, or nothing. */
export function photoCheck(size: number, source: PhotoSource): { refusal: string | null; warning: string | null } {
  if (size > SCAN_MAX_BYTES) {
    // spec part 2 §5: each path has its own wording; the Select Photo one names the size.
    const refusal = source === 'camera' ? SCAN_TEXT.scanTooLarge : SCAN_TEXT.photoTooLarge((size / (1024 * 1024)).toFixed(1));
    return { refusal, warning: null };
  }
  return { refusal: null, warning: size < SMALL_PHOTO_BYTES ? SCAN_TEXT.smallPhoto(Math.max(1, Math.round(size / 1000))) : null };
}
