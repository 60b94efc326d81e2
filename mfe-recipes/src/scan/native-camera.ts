import { inNativeApp } from '@mealapp/ui';
import type { PhotoSource } from './scan-photo';

/** What the Camera plugin rejects with, on Android and iOS alike, when the camera or the picker is closed without a photo. */
const CANCELLED = /cancelled/i;

/** A `data:` URL's bytes as a file, as the web's file input would hand them over. */
function fileOfDataUrl(dataUrl: string): File {
  const [header, base64] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(base64 ?? ''), (char) => char.charCodeAt(0));
  return new File([bytes], `scan.${type.split('/')[1]}`, { type });
}

/**
 * In the Android or iOS app (native/), the step that takes the photo through the Camera plugin: it
 * resolves to the photo, or to null when the user cancelled, and rejects with the plugin's error
 * otherwise. Null in a browser, where the dialog keeps its file input. The plugin's code is fetched
 * only here, so the web app never loads it.
 */
export function nativePhotoCapture(source: PhotoSource): (() => Promise<File | null>) | null {
  if (!inNativeApp()) return null;
  return async () => {
    const { Camera, CameraResultType, CameraSource } = await import('@capacitor/camera');
    try {
      // About a page held upright; the photo then goes through the same shrink step as a chosen file.
      const photo = await Camera.getPhoto({
        quality: 90,
        width: 1200,
        height: 1600,
        resultType: CameraResultType.DataUrl,
        source: source === 'camera' ? CameraSource.Camera : CameraSource.Photos,
      });
      if (!photo.dataUrl) throw new Error('The camera returned no photo');
      return fileOfDataUrl(photo.dataUrl);
    } catch (error) {
      if (error instanceof Error && CANCELLED.test(error.message)) return null;
      throw error;
    }
  };
}
