import { Camera } from '@capacitor/camera';
import { runOnPlatform } from '@mealapp/testing';
import { nativePhotoCapture } from './native-camera';

// The native edge: whether this is the Android or iOS app, and the Camera plugin.
jest.mock('@capacitor/camera', () => ({
  Camera: { getPhoto: jest.fn() },
  CameraResultType: { DataUrl: 'dataUrl' },
  CameraSource: { Camera: 'CAMERA', Photos: 'PHOTOS' },
}));

const getPhoto = jest.mocked(Camera.getPhoto);

/** A file's bytes (jsdom's File has no arrayBuffer()). */
function bytesOf(file: File): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = reject;
    reader.readAsArrayBuffer(file);
  });
}

const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3];
const jpegDataUrl = `data:image/jpeg;base64,${btoa(String.fromCharCode(...JPEG_BYTES))}`;

beforeEach(() => {
  runOnPlatform('android');
  getPhoto.mockReset();
});

test('in a browser there is no native step: the dialog keeps its file input, and the plugin is never called', () => {
  runOnPlatform('web');
  expect(nativePhotoCapture('camera')).toBeNull();
  expect(nativePhotoCapture('library')).toBeNull();
  expect(getPhoto).not.toHaveBeenCalled();
});

test.each([
  ['camera', 'CAMERA'],
  ['library', 'PHOTOS'],
] as const)('%s: the plugin takes the photo at quality 90, within 1200 x 1600, as a data URL, from the %s source', async (source, pluginSource) => {
  getPhoto.mockResolvedValue({ dataUrl: jpegDataUrl, format: 'jpeg', saved: false });
  const photo = await nativePhotoCapture(source)!();
  expect(getPhoto).toHaveBeenCalledWith({ quality: 90, width: 1200, height: 1600, resultType: 'dataUrl', source: pluginSource });
  // The same thing the file input gives: a JPEG file with the photo's bytes.
  expect(photo).toBeInstanceOf(File);
  expect(photo?.type).toBe('image/jpeg');
  expect(await bytesOf(photo!)).toEqual(JPEG_BYTES);
});

test('a user who closes the camera without a photo gets null, not an error', async () => {
  getPhoto.mockRejectedValue(new Error('User cancelled photos app'));
  await expect(nativePhotoCapture('camera')!()).resolves.toBeNull();
});

test('any other failure (permission refused, no camera) is passed on', async () => {
  getPhoto.mockRejectedValue(new Error('User denied access to camera'));
  await expect(nativePhotoCapture('camera')!()).rejects.toThrow('User denied access to camera');
});
