import { base64Of, shrinkPhoto } from './shrink-photo';

// jsdom has no image decoding and no canvas: both are stubbed here, at the browser's edge only.
let decoded: { width: number; height: number } | 'broken';
class FakeImage {
  naturalWidth = 0;
  naturalHeight = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    queueMicrotask(() => {
      if (decoded === 'broken') return this.onerror?.();
      this.naturalWidth = decoded.width;
      this.naturalHeight = decoded.height;
      this.onload?.();
    });
  }
}

const drawImage = jest.fn();
let context: { drawImage: jest.Mock } | null;
let encoded: Blob | null;
const toBlob = jest.fn(function (this: HTMLCanvasElement, done: BlobCallback) {
  done(encoded);
});

const realImage = globalThis.Image;
beforeEach(() => {
  decoded = { width: 4032, height: 3024 };
  context = { drawImage };
  encoded = new Blob(['jpeg'], { type: 'image/jpeg' });
  drawImage.mockClear();
  toBlob.mockClear();
  globalThis.Image = FakeImage as unknown as typeof Image;
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
});
afterEach(() => {
  globalThis.Image = realImage;
  jest.restoreAllMocks();
});

const photo = () => new File(['photo'], 'page.jpg', { type: 'image/jpeg' });

test('draws the photo at most 1200 px on its longest side and encodes JPEG at 0.7 (spec part 2 §5)', async () => {
  await expect(shrinkPhoto(photo())).resolves.toBe(encoded);
  const canvas = toBlob.mock.contexts[0] as HTMLCanvasElement;
  expect([canvas.width, canvas.height]).toEqual([1200, 900]);
  expect(drawImage).toHaveBeenCalledWith(expect.any(FakeImage), 0, 0, 1200, 900);
  expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.7);
});

test.each([
  ['the file cannot be read', () => jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
    queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
  }), 'Failed to read file'],
  ['the image cannot be decoded', () => (decoded = 'broken'), 'Failed to load image for compression.'],
  ['there is no 2D context', () => (context = null), 'Failed to get canvas context'],
  ['the canvas gives no blob', () => (encoded = null), 'Canvas to Blob conversion failed'],
])('%s: the spec text', async (_case, arrange, message) => {
  arrange();
  await expect(shrinkPhoto(photo())).rejects.toThrow(message);
});

test('base64Of: the data without its data: prefix, or the spec text when the blob cannot be read', async () => {
  await expect(base64Of(new Blob(['shrunk'], { type: 'image/jpeg' }))).resolves.toBe(btoa('shrunk'));
  jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
    queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
  });
  await expect(base64Of(new Blob(['x']))).rejects.toThrow('FileReader failed to read blob.');
});
