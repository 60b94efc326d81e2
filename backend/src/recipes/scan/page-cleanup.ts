import sharp from 'sharp';
import { SCAN_IMAGE_MAX_PIXELS } from './scan-image.js';

// No cache of past photos, and one libvips thread per image: a scan's memory is its own few buffers,
// and cleaning a page (inside an OCR worker's turn) never takes the API's core.
sharp.cache(false);
sharp.concurrency(1);

/** Each step of the clean-up, switchable so the bench can say what each buys. */
export interface PageCleanupSteps {
  /** One channel: colour says nothing about print, and Tesseract reads grey. */
  greyscale: boolean;
  /** Divides the page by its own blurred paper, taking out shadows, glare and uneven light. */
  flatten: boolean;
  /** Stretches contrast tile by tile (after flattening), for print left faint under a glare. */
  clahe: boolean;
  /** Binarises the flattened page at this grey (0-255); null leaves it to Tesseract's Otsu. */
  threshold: number | null;
  /** Turns the page back by the angle its lines of text lean at. */
  deskew: boolean;
  /** Scales a larger photo down so its longest side has this many pixels (a smaller one keeps its size); null keeps its size. */
  longestSide: number | null;
}

/** What scanning runs: each step kept because bench/scan.mjs measured it helping (docs/recipe-scan.md). */
// longestSide: a 40-megapixel photo is brought to 2400 px before the clean-up's own loops over its pixels
export const PAGE_CLEANUP: PageCleanupSteps = { greyscale: true, flatten: true, clahe: true, threshold: null, deskew: true, longestSide: 2400 };

/** No clean-up at all: the photo goes to Tesseract as sent (scanning before issue 25). */
export const NO_CLEANUP: PageCleanupSteps = { greyscale: false, flatten: false, clahe: false, threshold: null, deskew: false, longestSide: null };

/** The angles deskewing tries, in degrees: phones turn pages a few degrees, never more than this. */
export const DESKEW_RANGE = 6;

/** The small copy the paper is estimated on: an eighth of the photo's size. */
const PAPER_SCALE = 8;
/** The paper's own light, in a window wider than a few lines of text, so no letter survives it. */
const PAPER_WINDOW = 1 / 12;
/** Paper lighter than the table by this much, from one pixel of the small copy to the next, is the page's edge. */
const PAGE_EDGE_STEP = 1.5;
/** Grain within this many of its spreads of white is paper, made white. */
const GRAIN_SPREADS = 3;
/** Deskewing reads a copy this wide: lines of text still apart, and fast to project. */
const DESKEW_WIDTH = 600;
/** Darker than this on the flattened page counts as ink when deskewing. */
const INK = 150;

/** A page in one channel of grey, a byte a pixel, row after row. */
export interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

const raw = ({ data, width, height }: Grey) => sharp(data, { raw: { width, height, channels: 1 } });

/** A pipeline's pixels as one channel (libvips hands a raw one-channel input back as three). */
async function toGrey(pipeline: sharp.Sharp): Promise<Grey> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The page's paper, on a small copy: its median (wider than a letter, narrower than a shadow's
 * edge) keeps the paper and drops the print.
 */
async function smallPaperOf(page: Grey): Promise<Grey> {
  const width = Math.max(8, Math.round(page.width / PAPER_SCALE));
  const height = Math.max(8, Math.round(page.height / PAPER_SCALE));
  const window = Math.max(3, Math.round((Math.max(page.width, page.height) * PAPER_WINDOW) / PAPER_SCALE)) | 1;
  return toGrey(raw(page).resize(width, height, { fit: 'fill' }).median(window));
}

/**
 * A page edge as a straight line through the steps found along it (lines across the page, in
 * order): least squares, then again without the steps far off the first line (a shadow's corner, a
 * glare); null when too few lines found a step for it to be an edge.
 */
function straightEdge(steps: Array<number | null>): ((i: number) => number) | null {
  const fit = (points: Array<[number, number]>) => {
    const n = points.length;
    const [mx, my] = [points.reduce((sum, [x]) => sum + x, 0) / n, points.reduce((sum, [, y]) => sum + y, 0) / n];
    const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
    const slope = sxx === 0 ? 0 : points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) / sxx;
    return (i: number) => my + slope * (i - mx);
  };
  const found = steps.flatMap((step, i): Array<[number, number]> => (step === null ? [] : [[i, step]]));
  if (found.length < steps.length / 4) return null;
  const first = fit(found);
  const close = found.filter(([i, step]) => Math.abs(step - first(i)) <= 2);
  return close.length >= steps.length / 4 ? fit(close) : null;
}

/**
 * Where the page lies on the small paper copy: inside its four edges, each the straight line through
 * the steps from a darker table to lighter paper (a shadow's soft edge makes no such step). A side
 * with no edge (the photo cut it off) bounds nothing.
 */
function pageBounds(paper: Grey): (x: number, y: number) => boolean {
  const { data, width, height } = paper;
  const at = (x: number, y: number) => Math.max(1, data[y * width + x]);
  const sides = (length: number, value: (i: number) => number): [number | null, number | null] => {
    let [start, end]: [number | null, number | null] = [null, null];
    for (let i = 1; i < length / 3; i++) if (value(i + 1) >= PAGE_EDGE_STEP * value(i - 1)) start = i + 2;
    for (let i = length - 2; i > (2 * length) / 3; i--) if (value(i - 1) >= PAGE_EDGE_STEP * value(i + 1)) end = i - 2;
    return [start, end];
  };
  const rows = Array.from({ length: height }, (_, y) => sides(width, (x) => at(x, y)));
  const columns = Array.from({ length: width }, (_, x) => sides(height, (y) => at(x, y)));
  const [left, right] = [straightEdge(rows.map(([start]) => start)), straightEdge(rows.map(([, end]) => end))];
  const [top, bottom] = [straightEdge(columns.map(([start]) => start)), straightEdge(columns.map(([, end]) => end))];
  return (x, y) => (!left || x >= left(y)) && (!right || x <= right(y)) && (!top || y >= top(x)) && (!bottom || y <= bottom(x));
}

/**
 * The grey the flattened paper's grain rarely reaches below: GRAIN_SPREADS of its spreads under
 * white. Paper is most of a page and comes out at white, its grain either side (above, clipped at
 * 255), so the greys just under white measure the spread: counting from white down to 70% of the
 * page's pixels passes the paper's brighter three quarters or so, about 0.77 spreads. Left as grain,
 * a page with little print has Tesseract's Otsu split the grain itself into black and white.
 */
function grainFloor(histogram: Uint32Array): number {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  let [seen, level] = [histogram[255], 255];
  while (level > 0 && seen < 0.7 * total) seen += histogram[--level];
  return Math.round(255 - (GRAIN_SPREADS * (255 - level)) / 0.77);
}

/**
 * The page divided by its paper: paper comes out white wherever it lay, under a shadow or a glare,
 * and print keeps its darkness against it. The table around the page (whose grain the division
 * would amplify into letters) and the paper's own grain are made white.
 */
export async function flattenPage(page: Grey): Promise<Grey> {
  const small = await smallPaperOf(page);
  const onPage = pageBounds(small);
  // Whether each pixel of the small copy lies on the page, decided once there rather than again for
  // every one of the photo's pixels it stands for.
  const onPageMask = new Uint8Array(small.width * small.height);
  for (let y = 0, i = 0; y < small.height; y++) for (let x = 0; x < small.width; x++, i++) onPageMask[i] = onPage(x, y) ? 1 : 0;
  const [sx, sy] = [small.width / page.width, small.height / page.height];
  const smallColumn = Int32Array.from({ length: page.width }, (_, x) => Math.min(small.width - 1, Math.floor(x * sx)));
  const paper = await toGrey(raw(await toGrey(raw(small).blur(2))).resize(page.width, page.height, { fit: 'fill', kernel: 'linear' }));
  // libvips composites in premultiplied light, where no blend mode divides one image by another:
  // one pass over the bytes is a few milliseconds.
  const data = Buffer.alloc(page.data.length, 255);
  const histogram = new Uint32Array(256);
  for (let y = 0, i = 0; y < page.height; y++) {
    const smallRow = Math.min(small.height - 1, Math.floor(y * sy)) * small.width;
    for (let x = 0; x < page.width; x++, i++) {
      if (onPageMask[smallRow + smallColumn[x]] === 0) continue;
      data[i] = Math.min(255, (page.data[i] * 255) / Math.max(1, paper.data[i]));
      histogram[data[i]] += 1;
    }
  }
  const floor = grainFloor(histogram);
  for (let i = 0; i < data.length; i++) if (data[i] >= floor) data[i] = 255;
  return { ...page, data };
}

/**
 * The angle (degrees, clockwise positive) the page's lines of text lean at: the turn whose rows of
 * ink are most uneven (lines and the gaps between them), tried over ±DESKEW_RANGE on a small copy.
 */
export async function skewAngle(page: Grey): Promise<number> {
  const scale = Math.min(1, DESKEW_WIDTH / page.width);
  const small = await toGrey(raw(page).resize(Math.round(page.width * scale), Math.round(page.height * scale), { fit: 'fill' }).threshold(INK));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0, i = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++, i++) {
      if (small.data[i] === 0) {
        xs.push(x - small.width / 2);
        ys.push(y);
      }
    }
  }
  if (xs.length === 0) return 0;
  const rows = new Float64Array(small.height + small.width);
  const unevenness = (degrees: number): number => {
    const tan = Math.tan((degrees * Math.PI) / 180);
    rows.fill(0);
    const offset = small.width / 2;
    for (let i = 0; i < xs.length; i++) rows[Math.round(ys[i] - xs[i] * tan + offset)] += 1;
    let sum = 0;
    for (const count of rows) sum += count * count;
    return sum;
  };
  const best = (from: number, to: number, step: number): number => {
    let angle = from;
    let top = -1;
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const score = unevenness(degrees);
      if (score > top) [top, angle] = [score, degrees];
    }
    return angle;
  };
  const coarse = best(-DESKEW_RANGE, DESKEW_RANGE, 0.5);
  return Math.round(best(coarse - 0.5, coarse + 0.5, 0.1) * 10) / 10;
}

/** The photo the right way up (as its EXIF says), scaled to `longestSide` when given. */
function photoPipeline(photo: Buffer, longestSide: number | null): sharp.Sharp {
  // The size was checked from the header before; this stops a file whose frames say otherwise.
  const pipeline = sharp(photo, { limitInputPixels: SCAN_IMAGE_MAX_PIXELS }).rotate();
  return longestSide ? pipeline.resize(longestSide, longestSide, { fit: 'inside', withoutEnlargement: true }) : pipeline;
}

/** A photo (JPEG or PNG) in grey. @throws Error when the bytes are no image sharp can read */
export function readPage(photo: Buffer, longestSide: number | null = null): Promise<Grey> {
  return toGrey(photoPipeline(photo, longestSide).greyscale());
}

/**
 * A photo of a printed page made easy for Tesseract: grey, its shadows and uneven light taken out,
 * turned straight. Answers a PNG (lossless: the clean-up's edges must not meet JPEG's blocks).
 * @throws Error when the bytes are no image sharp can read
 */
export async function cleanUpPage(photo: Buffer, steps: PageCleanupSteps = PAGE_CLEANUP): Promise<Buffer> {
  if (!Object.values(steps).some((step) => step !== false && step !== null)) return photo;
  if (!steps.greyscale) return asPng(photoPipeline(photo, steps.longestSide));
  let page = await readPage(photo, steps.longestSide);
  if (steps.flatten) page = await flattenPage(page);
  if (steps.clahe) page = await toGrey(raw(page).clahe({ width: 64, height: 64, maxSlope: 3 }));
  let out = raw(page);
  if (steps.deskew) {
    const angle = await skewAngle(page);
    if (angle !== 0) out = raw(await toGrey(out.rotate(-angle, { background: '#ffffff' })));
  }
  if (steps.threshold !== null) out = out.threshold(steps.threshold);
  return asPng(out.extractChannel(0));
}

/**
 * Lossless, and with the resolution Tesseract falls back to written in: without one it guesses from
 * the text's size, finds a phone photo's too low, and warns on every scan before using 70 dpi anyway.
 */
const asPng = (image: sharp.Sharp): Promise<Buffer> => image.withMetadata({ density: 70 }).png({ compressionLevel: 1 }).toBuffer();
