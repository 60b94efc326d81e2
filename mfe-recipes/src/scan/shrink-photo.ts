import { createContext } from 'react';
import { SCAN_JPEG_QUALITY, scanImageSize } from './scan-photo';

// spec part 2 §8: the Scan catalogue's texts for each step that can fail in the browser.
export const SHRINK_ERRORS = {
  readFile: 'Failed to read file',
  loadImage: 'Failed to load image for compression.',
  canvasContext: 'Failed to get canvas context',
  toBlob: 'Canvas to Blob conversion failed',
  readBlob: 'FileReader failed to read blob.',
} as const;

function readAsDataUrl(blob: Blob, failure: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(failure)));
    reader.onerror = () => reject(new Error(failure));
    reader.readAsDataURL(blob);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(SHRINK_ERRORS.loadImage));
    image.src = src;
  });
}

/** spec part 2 §5: the photo drawn with its longest side at most 1200 px and re-encoded as JPEG at 0.7. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const image = await loadImage(await readAsDataUrl(file, SHRINK_ERRORS.readFile));
  const { width, height } = scanImageSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(SHRINK_ERRORS.canvasContext);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(SHRINK_ERRORS.toBlob))), 'image/jpeg', SCAN_JPEG_QUALITY),
  );
}

/** The scan call takes base64 without the `data:` prefix (spec part 2 §7). */
export async function base64Of(blob: Blob): Promise<string> {
  const dataUrl = await readAsDataUrl(blob, SHRINK_ERRORS.readBlob);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

export type ShrinkPhoto = (file: Blob) => Promise<Blob>;

/** The canvas step, swappable where there is no canvas (jsdom) or a better encoder. */
export const PhotoShrinker = createContext<ShrinkPhoto>(shrinkPhoto);
