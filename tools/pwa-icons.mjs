// Writes the app's icons into shell/public/icons/: a bowl with a sprouting leaf, drawn for this app
// in the light theme's primary colour (libs/ui theme.ts), as SVG, and as the PNGs the web app
// manifest and iOS ask for, rendered by Debian's Chromium (CHROMIUM_PATH). Run: node tools/pwa-icons.mjs
// The output is kept in the repository (the build does not draw); e2e/specs/pwa.spec.ts checks each
// PNG loads at its size.
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'public', 'icons');

const PRIMARY = '#1f7a4c';
const LEAF = '#9fe0bb';
const BOWL = '#ffffff';

/**
 * The mark on a 512 grid, centred on (256, 256); `scale` shrinks it about the centre. At scale 1 it
 * reaches 198 px from the centre: a maskable icon draws it at 0.8, inside the 40% safe circle
 * with room to spare.
 */
function mark(scale) {
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M256 240C256 172 306 116 384 108C388 184 338 236 256 240Z" fill="${LEAF}"/>
    <path d="M256 240C300 196 330 160 366 126" stroke="${PRIMARY}" stroke-width="10" stroke-linecap="round" fill="none"/>
    <path d="M248 240C246 194 212 160 156 156C154 206 190 240 248 240Z" fill="${LEAF}"/>
    <path d="M112 256H400A144 144 0 0 1 112 256Z" fill="${BOWL}"/>
    <rect x="196" y="392" width="120" height="24" rx="12" fill="${BOWL}"/>
  </g>`;
}

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body}</svg>\n`;

const ICONS = {
  // "any": a rounded tile; the corners stay transparent.
  'icon.svg': svg(`<rect width="512" height="512" rx="112" fill="${PRIMARY}"/>${mark(0.9)}`),
  // Maskable and iOS: full bleed (the platform cuts its own shape), the mark in the safe zone.
  'icon-maskable.svg': svg(`<rect width="512" height="512" fill="${PRIMARY}"/>${mark(0.8)}`),
};

const PNGS = [
  { file: 'icon-192.png', from: 'icon.svg', size: 192 },
  { file: 'icon-512.png', from: 'icon.svg', size: 512 },
  { file: 'icon-maskable-512.png', from: 'icon-maskable.svg', size: 512 },
  { file: 'apple-touch-icon.png', from: 'icon-maskable.svg', size: 180 },
];

mkdirSync(OUT, { recursive: true });
for (const [file, text] of Object.entries(ICONS)) writeFileSync(join(OUT, file), text);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, from, size } of PNGS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const source = ICONS[from].replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${source}`);
    await page.screenshot({ path: join(OUT, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${OUT}`);
