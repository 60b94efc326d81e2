// Writes the recipe stock images (libs/domain STOCK_IMAGES) and the fallback into
// shell/public/stock-images/: flat top-down illustrations made for this app, one SVG each,
// 400x300, no text, no scripts, nothing fetched. Run: node tools/stock-images.mjs
// The output is kept in the repository; libs/domain's stock-images spec checks every id has its file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'public', 'stock-images');

const PALETTE = {
  italian: ['#F6D8C8', '#C8553D'],
  asian: ['#F4E4C6', '#D1495B'],
  mexican: ['#F9E2AE', '#E07A1F'],
  american: ['#D6E4F0', '#B83B3B'],
  breakfast: ['#FFF0C7', '#F2A541'],
  dessert: ['#F7D6E2', '#9B4D6B'],
  healthy: ['#DCEFD3', '#4E9F3D'],
  soup: ['#F4E0CE', '#B5651D'],
  seafood: ['#D3ECF2', '#2C7DA0'],
  drinks: ['#E2F1F4', '#3A9FB5'],
  salad: ['#E3F2D6', '#6A994E'],
  indian: ['#FBE2C0', '#C96A16'],
  mediterranean: ['#E1ECF6', '#3D6FA8'],
  fallback: ['#E9ECE6', '#7A8C74'],
};

const n = (value) => String(Math.round(value * 10) / 10);
const attrs = (map) =>
  Object.entries(map)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join(' ');
const circle = (cx, cy, r, fill, more = {}) => `<circle ${attrs({ cx, cy, r, fill, ...more })}/>`;
const ellipse = (cx, cy, rx, ry, fill, more = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...more })}/>`;
const rect = (x, y, width, height, fill, rx, more = {}) => `<rect ${attrs({ x, y, width, height, rx, fill, ...more })}/>`;
const path = (d, fill, more = {}) => `<path ${attrs({ d, fill, ...more })}/>`;
const stroke = (d, color, width, more = {}) =>
  path(d, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...more });
const group = (transform, body) => `<g transform="${transform}">${body}</g>`;

// Deterministic scatter, so that running the script again writes the same files.
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
function scatter(count, cx, cy, radius, seed, draw) {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const angle = next() * Math.PI * 2;
    const distance = Math.sqrt(next()) * radius;
    out += draw(cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance * 0.9, next, i);
  }
  return out;
}
function points(count, cx, cy, radius, seed) {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const angle = next() * Math.PI * 2;
    const distance = Math.sqrt(next()) * radius;
    return [Math.round(cx + Math.cos(angle) * distance), Math.round(cy + Math.sin(angle) * distance * 0.9), next() * Math.PI];
  });
}
// Many small pieces of one colour as one path: round dots, square cubes, grains and sticks.
const dots = (list, color, size, cap = 'round') => stroke(list.map(([x, y]) => `M${x} ${y}h0`).join(''), color, size, { 'stroke-linecap': cap });
const sticks = (list, color, width, length) =>
  stroke(list.map(([x, y, a]) => `M${x} ${y}l${Math.round(Math.cos(a) * length)} ${Math.round(Math.sin(a) * length)}`).join(''), color, width);
const arcs = (list, color, width, r) =>
  stroke(
    list.map(([x, y, a]) => `M${Math.round(x - Math.cos(a) * r)} ${Math.round(y - Math.sin(a) * r)}a${r} ${r} 0 0 0 ${Math.round(2 * Math.cos(a) * r)} ${Math.round(2 * Math.sin(a) * r)}`).join(''),
    color,
    width,
  );
function leafD(x, y, angle, size) {
  const c = Math.cos((angle * Math.PI) / 180);
  const si = Math.sin((angle * Math.PI) / 180);
  const at = (u, v) => `${Math.round(u * c - v * si)} ${Math.round(u * si + v * c)}`;
  return `M${Math.round(x)} ${Math.round(y)}q${at(size * 0.6, -size * 0.6)} ${at(size * 1.6, 0)}q${at(-size, size * 0.6)} ${at(-size * 1.6, 0)}z`;
}
const leaves = (list, size, fill = '#3F8F3A') => path(list.map(([x, y, a]) => leafD(x, y, (a * 360) / Math.PI, size)).join(''), fill);
const ring = (count, cx, cy, radius, draw) =>
  Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2 - Math.PI / 2;
    return draw(cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius, angle, i);
  }).join('');

const shadow = (cx, cy, rx, ry = rx) => ellipse(cx + 6, cy + 9, rx, ry, '#000', { opacity: 0.12 });
const plate = (cx = 200, cy = 150, r = 112) =>
  shadow(cx, cy, r) + circle(cx, cy, r, '#FFFFFF') + circle(cx, cy, r * 0.8, '#F3F0EA');
const bowl = (fill, cx = 200, cy = 150, r = 108) =>
  shadow(cx, cy, r) + circle(cx, cy, r, '#FFFFFF') + circle(cx, cy, r * 0.84, fill);
const board = (x, y, w, h, fill = '#C99A66') => shadow(x + w / 2, y + h / 2, w / 2, h / 2) + rect(x, y, w, h, fill, 14);
const leaf = (x, y, angle, size = 12, fill = '#3F8F3A') => path(leafD(x, y, angle, size), fill);
const noodles = (cx, cy, radius, color, count = 7) =>
  Array.from({ length: count }, (_, i) => {
    const r = radius * (0.35 + (i / count) * 0.65);
    const start = i * 0.9;
    const x1 = cx + Math.cos(start) * r;
    const y1 = cy + Math.sin(start) * r;
    const x2 = cx + Math.cos(start + 4.4) * r;
    const y2 = cy + Math.sin(start + 4.4) * r;
    return stroke(`M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 1 1 ${n(x2)} ${n(y2)}`, color, 6);
  }).join('');
const glass = (liquid, level = 0.35) =>
  shadow(200, 262, 64, 12) +
  path('M138 60L152 262Q200 274 248 262L262 60Z', '#FFFFFF', { opacity: 0.75 }) +
  path(`M${n(138 + 14 * level)} ${n(60 + 202 * level)}L152 262Q200 274 248 262L${n(262 - 14 * level)} ${n(60 + 202 * level)}Z`, liquid) +
  stroke('M138 60L152 262Q200 274 248 262L262 60', '#FFFFFF', 5);
const ice = (x, y) => rect(x, y, 26, 24, '#FFFFFF', 5, { opacity: 0.55, transform: `rotate(12 ${x + 13} ${y + 12})` });
const lemonSlice = (x, y, r = 26) =>
  circle(x, y, r, '#F2C230') + circle(x, y, r * 0.82, '#FBE786') + ring(6, x, y, r * 0.45, (px, py) => circle(px, py, r * 0.28, '#F6D84A'));
const egg = (x, y, r = 34) =>
  path(`M${x - r} ${y}C${x - r} ${y - r * 1.2} ${x + r * 0.5} ${y - r * 1.1} ${x + r} ${y - r * 0.2}S${x} ${y + r * 1.3} ${x - r} ${y}Z`, '#FFFFFF') +
  circle(x + 2, y - 2, r * 0.38, '#F6B21B');
const tomatoWedge = (x, y, angle) =>
  group(`translate(${n(x)} ${n(y)}) rotate(${n(angle)})`, path('M0 0L22 -9A24 24 0 0 1 22 9Z', '#D9472B') + circle(12, 0, 3, '#F7C9A0'));
const cucumber = (x, y) => circle(x, y, 12, '#4E8F3A') + circle(x, y, 9.5, '#CFE8A9') + circle(x, y, 3, '#E9F5D8');
const drumstick = (x, y, angle) =>
  group(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
    rect(32, -5, 26, 10, '#F4E9D8', 5) + circle(60, -5, 6, '#F4E9D8') + circle(60, 5, 6, '#F4E9D8') + ellipse(0, 0, 40, 28, '#C8782E') + ellipse(-6, -6, 28, 16, '#DE9A45'),
  );
const shrimp = (x, y, angle) =>
  group(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
    stroke('M-18 -10A20 20 0 1 0 18 -10', '#F08A5D', 15) + stroke('M-12 4L-16 10M0 10V17M12 4L16 10', '#F7B58F', 3) + path('M14 -14L28 -24L26 -8Z', '#E8653A'),
  );
const chip = (x, y, angle) => group(`translate(${n(x)} ${n(y)}) rotate(${n(angle)})`, path('M0 -20L18 14L-18 14Z', '#F2C14E') + circle(-3, 4, 2, '#E0A52F'));
const pita = (x, y, angle, fill = '#E8C38A') =>
  group(`translate(${n(x)} ${n(y)}) rotate(${n(angle)})`, path('M0 0L54 -20A58 58 0 0 1 54 20Z', fill) + circle(30, 0, 2.5, '#C99B58'));
const broccoli = (x, y) => rect(x - 4, y, 8, 14, '#7FB069', 3) + circle(x - 8, y, 9, '#3E7D32') + circle(x + 8, y, 9, '#3E7D32') + circle(x, y - 7, 10, '#4C9A3E');
const berry = (x, y, fill = '#3E4C9A') => circle(x, y, 7, fill) + circle(x - 2, y - 2, 2, '#FFFFFF', { opacity: 0.5 });
const strawberry = (x, y, angle = 0) =>
  group(`translate(${n(x)} ${n(y)}) rotate(${n(angle)})`, path('M0 14Q-14 0 -10 -8Q0 -14 10 -8Q14 0 0 14Z', '#E03E3E') + path('M-8 -9L0 -15L8 -9Z', '#3F8F3A'));
const banana = (x, y) => circle(x, y, 11, '#F7E7A6') + circle(x, y, 4, '#E8D27C');
const bun = (cx, cy, w, h, fill) => path(`M${cx - w} ${cy}Q${cx - w} ${cy - h} ${cx} ${cy - h}Q${cx + w} ${cy - h} ${cx + w} ${cy}Z`, fill);

const DISHES = {
  'italian-tomato-pasta': () =>
    plate() + noodles(200, 150, 72, '#F2C46D') + circle(200, 150, 34, '#D9472B') + circle(192, 143, 10, '#E86A4B') + leaf(205, 136, -30) + leaf(206, 152, 40),
  'italian-pizza': () =>
    shadow(200, 150, 116) +
    circle(200, 150, 116, '#E2A24C') +
    circle(200, 150, 100, '#D9472B') +
    scatter(9, 200, 150, 78, 3, (x, y) => circle(x, y, 16, '#F7E3A1')) +
    scatter(6, 200, 150, 72, 7, (x, y) => circle(x, y, 11, '#A8322A')) +
    scatter(5, 200, 150, 66, 11, (x, y, next) => leaf(x, y, next() * 360, 9)) +
    stroke('M200 34V266M100 92L300 208M100 208L300 92', '#C98A3C', 2, { opacity: 0.6 }),
  'italian-risotto': () =>
    plate() +
    circle(200, 150, 72, '#F2E1B0') +
    sticks(points(40, 200, 150, 62, 5), '#FFF6D8', 4, 4) +
    scatter(5, 200, 150, 46, 9, (x, y) => path(`M${n(x - 10)} ${n(y)}a10 9 0 0 1 20 0h-6v8h-8v-8Z`, '#B08968')) +
    leaf(210, 132, 10, 9) +
    leaf(180, 168, 200, 9),
  'italian-lasagna': () =>
    plate() +
    group(
      'rotate(-8 200 150)',
      rect(120, 100, 160, 100, '#F1D58A', 10) +
        [0, 1, 2, 3].map((i) => stroke(`M124 ${n(112 + i * 24)}q20 -8 40 0t40 0t40 0t32 0`, i % 2 ? '#F7EBC7' : '#C8432C', 8)).join('') +
        scatter(8, 200, 150, 50, 4, (x, y) => circle(x, y, 6, '#E9B04E')),
    ) +
    leaf(262, 96, 20),
  'italian-pesto-pasta': () =>
    plate() + noodles(200, 150, 72, '#E5C866') + noodles(200, 150, 60, '#7FB35A', 5) + scatter(10, 200, 150, 50, 13, (x, y) => circle(x, y, 4, '#F4EFD9')) + leaf(190, 140, 20, 14) + leaf(214, 150, 200, 14),
  'asian-stir-fry': () =>
    shadow(190, 155, 112) +
    circle(190, 155, 112, '#3B3B3B') +
    circle(190, 155, 96, '#4A4A4A') +
    noodles(190, 155, 70, '#E7B45A', 6) +
    sticks(points(4, 190, 155, 62, 21), '#D9472B', 8, 16) +
    sticks(points(3, 190, 155, 62, 22), '#F2C230', 8, 16) +
    scatter(4, 190, 155, 55, 23, (x, y) => broccoli(x, y)) +
    stroke('M300 40L236 150M318 48L250 156', '#8D5A36', 7),
  'asian-ramen': () =>
    bowl('#E8B864') +
    noodles(200, 150, 70, '#F6DE8F', 8) +
    egg(160, 130, 22) +
    egg(242, 170, 22) +
    rect(214, 80, 46, 60, '#1F3B2C', 4, { transform: 'rotate(14 237 110)' }) +
    ellipse(178, 186, 30, 16, '#F3D0C8') +
    ellipse(178, 186, 18, 8, '#E4A1A1') +
    scatter(10, 200, 150, 70, 31, (x, y) => circle(x, y, 4, '#7CB342', { stroke: '#CFE8A9', 'stroke-width': 1.5 })),
  'asian-fried-rice': () =>
    bowl('#F4F1EA') +
    circle(200, 150, 80, '#EBC66B') +
    sticks(points(45, 200, 150, 72, 41), '#FFF2C2', 4, 4) +
    dots(points(12, 200, 150, 66, 43), '#6DAF3E', 10) +
    dots(points(10, 200, 150, 66, 47), '#E8772E', 7, 'square') +
    sticks(points(5, 200, 150, 60, 49), '#FFF3B8', 10, 8),
  'asian-sushi': () =>
    board(70, 80, 260, 150, '#C99A66') +
    [0, 1, 2].map((i) => circle(118 + i * 50, 125, 22, '#1F2D25') + circle(118 + i * 50, 125, 17, '#FFFFFF') + circle(118 + i * 50, 125, 7, '#F08A5D') + circle(115 + i * 50, 128, 3, '#6DAF3E')).join('') +
    [0, 1].map((i) => ellipse(150 + i * 80, 188, 34, 16, '#FFFFFF') + ellipse(150 + i * 80, 184, 32, 12, '#F27D52') + stroke(`M${130 + i * 80} 184h40`, '#F8B295', 2.5)).join('') +
    path('M286 108q18 -8 20 14q-16 10 -20 -14Z', '#9BC46A'),
  'asian-dumplings': () =>
    plate() +
    [
      [160, 120, -20],
      [238, 122, 20],
      [150, 184, 10],
      [232, 186, -12],
    ]
      .map(([x, y, a]) =>
        group(`translate(${x} ${y}) rotate(${a})`, path('M-34 8Q-30 -26 0 -28Q30 -26 34 8Z', '#F5E6C8') + stroke('M-20 -6l4 -10M-6 -10l2 -14M8 -10l-2 -14M22 -6l-4 -10', '#E2CDA4', 3)),
      )
      .join('') +
    circle(200, 152, 20, '#FFFFFF') +
    circle(200, 152, 15, '#6B3A2A') +
    scatter(4, 200, 152, 8, 51, (x, y) => circle(x, y, 2, '#7CB342')),
  'mexican-tacos': () =>
    board(60, 96, 280, 150, '#B9854F') +
    [110, 200, 290]
      .map(
        (x, i) =>
          path(`M${x - 50} 200Q${x} 90 ${x + 50} 200Z`, '#F2C14E') +
          stroke(`M${x - 40} 168q10 -14 20 0t20 0t20 0t20 0`, '#5FA33D', 8) +
          scatter(4, x, 162, 16, 61 + i, (px, py) => circle(px, py, 5, '#D9472B')) +
          rect(x - 26, 176, 52, 10, '#8B4A2B', 4) +
          path(`M${x - 50} 200Q${x} 110 ${x + 50} 200`, 'none', { stroke: '#E0A52F', 'stroke-width': 4 }),
      )
      .join('') +
    lemonSlice(320, 90, 16),
  'mexican-burrito': () =>
    plate() +
    group(
      'rotate(-18 200 150)',
      rect(100, 112, 190, 76, '#F0D9A8', 38) +
        rect(108, 120, 100, 60, '#D9D9D9', 30) +
        ellipse(284, 150, 26, 37, '#F0D9A8') +
        ellipse(284, 150, 20, 30, '#7A4A2A') +
        scatter(6, 284, 150, 16, 71, (x, y) => circle(x, y, 4, '#F2E4B0')) +
        scatter(4, 284, 150, 16, 73, (x, y) => circle(x, y, 3.5, '#D9472B')) +
        scatter(3, 284, 150, 14, 75, (x, y) => circle(x, y, 3.5, '#5FA33D')),
    ),
  'mexican-enchiladas': () =>
    shadow(200, 152, 140, 96) +
    rect(60, 60, 280, 184, '#FFFFFF', 26) +
    rect(76, 76, 248, 152, '#C8432C', 18) +
    [0, 1, 2, 3].map((i) => rect(94 + i * 56, 88, 46, 128, '#E8B464', 20)).join('') +
    sticks(points(16, 200, 152, 84, 81), '#F7E08A', 14, 10) +
    leaves(points(10, 200, 152, 80, 83), 6),
  'mexican-guacamole': () =>
    ring(8, 200, 150, 96, (x, y, a, i) => chip(x + Math.cos(a) * 14, y + Math.sin(a) * 14, (a * 180) / Math.PI + 90 + (i % 2 ? 25 : -20))) +
    bowl('#8DBF4F', 200, 150, 86) +
    scatter(12, 200, 150, 58, 91, (x, y) => circle(x, y, 4, '#D9472B')) +
    scatter(8, 200, 150, 58, 93, (x, y) => circle(x, y, 3.5, '#F4EFD9')) +
    leaf(196, 146, -40, 10),
  'american-burger': () =>
    shadow(200, 246, 110, 16) +
    bun(200, 248, 100, 10, '#D9953F') +
    rect(100, 236, 200, 14, '#D9953F', 7) +
    rect(98, 204, 204, 30, '#6B3A22', 14) +
    path('M104 204L300 204L270 226L236 208L200 228L166 208L132 226Z', '#F6C445') +
    stroke('M102 198q12 -12 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0', '#5FA33D', 10) +
    rect(112, 176, 176, 14, '#D9472B', 7) +
    bun(200, 176, 104, 96, '#E3A24A') +
    scatter(9, 200, 130, 50, 101, (x, y, next) => ellipse(x, y, 5, 2.5, '#FFF3D6', { transform: `rotate(${n(next() * 60 - 30)} ${n(x)} ${n(y)})` })),
  'american-bbq-ribs': () =>
    board(60, 70, 280, 170, '#A8733F') +
    group(
      'rotate(-6 200 155)',
      rect(90, 104, 220, 100, '#7A2E1C', 28) +
        rect(98, 112, 204, 84, '#9C3B22', 24) +
        [0, 1, 2, 3, 4].map((i) => stroke(`M${126 + i * 38} 100v108`, '#6B2617', 5) + rect(119 + i * 38, 200, 14, 18, '#F4E9D8', 6)).join('') +
        stroke('M110 130q45 -14 90 0t90 0', '#C85A34', 5, { opacity: 0.8 }),
    ),
  'american-mac-cheese': () =>
    bowl('#F1B62F') + arcs(points(42, 200, 150, 76, 111), '#FCD36A', 5, 7) + dots(points(8, 200, 150, 60, 113), '#C9791F', 6),
  'american-fried-chicken': () =>
    plate() + drumstick(170, 122, -25) + drumstick(232, 176, 160) + drumstick(150, 186, 20) + leaf(240, 110, -30, 12) + lemonSlice(246, 118, 12),
  'breakfast-pancakes': () =>
    plate(200, 168, 112) +
    [0, 1, 2, 3].map((i) => ellipse(200, 200 - i * 22, 84, 26, i % 2 ? '#E7A550' : '#D98E3A')).join('') +
    ellipse(200, 132, 84, 26, '#EDB866') +
    path('M150 132q-10 36 2 60q8 -20 8 -48Z', '#9A5A1E', { opacity: 0.85 }) +
    rect(186, 118, 28, 16, '#FBE7A1', 4) +
    berry(232, 128) +
    berry(244, 138) +
    berry(168, 126),
  'breakfast-eggs-toast': () =>
    plate() +
    group('rotate(-10 170 150)', rect(110, 94, 120, 116, '#C98B45', 22) + rect(120, 104, 100, 96, '#EBC587', 16)) +
    egg(178, 150, 40) +
    egg(260, 150, 30) +
    scatter(5, 230, 110, 18, 121, (x, y) => circle(x, y, 2.5, '#3F8F3A')),
  'breakfast-oatmeal': () =>
    bowl('#E6D2AE') +
    dots(points(40, 200, 150, 74, 131), '#F1E3C6', 6) +
    [-1, 0, 1, 2].map((i) => banana(168 + i * 20, 120 + i * 10)).join('') +
    dots(points(9, 222, 172, 24, 133), '#3E4C9A', 14) +
    stroke('M150 176q20 10 40 0', '#B0742B', 5),
  'breakfast-smoothie-bowl': () =>
    bowl('#B5497A') +
    [0, 1, 2, 3].map((i) => banana(140 + i * 26, 118)).join('') +
    dots(points(16, 200, 168, 24, 141), '#D9A55B', 8) +
    [0, 1, 2].map((i) => strawberry(156 + i * 40, 196, i * 20 - 20)).join('') +
    dots(points(7, 254, 150, 18, 143), '#2E3A7A', 14),
  'breakfast-omelette': () =>
    plate() +
    path('M110 168Q110 82 200 80Q290 82 290 168Z', '#F6CE4B') +
    path('M118 168Q122 104 200 100Q278 104 282 168Z', '#F8DB6E') +
    leaves(points(10, 200, 132, 50, 151), 6) +
    scatter(4, 200, 200, 30, 153, (x, y) => tomatoWedge(x, y, 90)),
  'dessert-chocolate-cake': () =>
    plate(200, 170, 110) +
    path('M110 200L290 200L290 120L130 82Z', '#5B3222') +
    path('M110 200L290 200L290 120L130 82Z', 'none', { stroke: '#3C1F14', 'stroke-width': 4 }) +
    stroke('M120 150L290 168M122 118L290 140', '#F5E1D0', 6) +
    path('M130 82L290 120L290 110L134 74Z', '#3C1F14') +
    circle(250, 98, 14, '#C62F3A') +
    stroke('M250 86q4 -16 16 -20', '#3F8F3A', 3),
  'dessert-cookies': () =>
    plate() +
    [
      [156, 120],
      [246, 126],
      [198, 194],
      [138, 186],
      [260, 192],
    ]
      .map(([x, y], i) => circle(x, y, 34, '#D69A4E') + circle(x, y, 28, '#E3AE62') + scatter(5, x, y, 20, 161 + i, (px, py) => circle(px, py, 4.5, '#4A2A1A')))
      .join(''),
  'dessert-fruit-tart': () =>
    shadow(200, 150, 116) +
    circle(200, 150, 104, '#E8B66A', { stroke: '#D69A4E', 'stroke-width': 26, 'stroke-dasharray': '0 27', 'stroke-linecap': 'round' }) +
    circle(200, 150, 92, '#FBE7B5') +
    path(ring(8, 200, 150, 68, (x, y, a) => leafD(x - 10 * Math.cos(a), y - 10 * Math.sin(a), (a * 180) / Math.PI, 14)), '#E03E3E') +
    ring(6, 200, 150, 38, (x, y) => circle(x, y, 13, '#6BAF3A') + circle(x, y, 9, '#B9DB7A')) +
    dots([[200, 150], [212, 140], [190, 162]], '#3E4C9A', 14),
  'dessert-ice-cream': () =>
    shadow(200, 268, 44, 8) +
    path('M150 150L200 270L250 150Z', '#E2A65C') +
    stroke('M160 170L224 226M176 150L236 200M190 250L240 162M170 206L214 158', '#C98A3C', 3) +
    circle(176, 132, 36, '#F6E7C1') +
    circle(226, 132, 36, '#F3A3B8') +
    circle(200, 94, 38, '#7A4A2E') +
    circle(200, 60, 10, '#C62F3A'),
  'healthy-grain-bowl': () =>
    bowl('#F4F1EA') +
    path('M200 150L200 62A88 88 0 0 1 284 124Z', '#6FA84F') +
    path('M200 150L284 124A88 88 0 0 1 246 226Z', '#E8D8A8') +
    path('M200 150L246 226A88 88 0 0 1 124 198Z', '#F0A763') +
    path('M200 150L124 198A88 88 0 0 1 134 92Z', '#D9C07A') +
    path('M200 150L134 92A88 88 0 0 1 200 62Z', '#5D8A3A') +
    scatter(12, 240, 180, 18, 171, (x, y) => circle(x, y, 4, '#C9B07A')) +
    scatter(7, 160, 190, 22, 173, (x, y) => circle(x, y, 6, '#E7B65C')) +
    [0, 1, 2].map((i) => ellipse(232 - i * 6, 104 + i * 14, 18, 8, '#B8D96C', { stroke: '#5C8A2E', 'stroke-width': 3 })).join(''),
  'healthy-roasted-vegetables': () =>
    shadow(200, 152, 150, 100) +
    rect(50, 56, 300, 192, '#7E8C93', 18) +
    rect(62, 68, 276, 168, '#A9B5BA', 12) +
    sticks(points(7, 186, 152, 84, 181), '#E8772E', 12, 28) +
    dots(points(7, 200, 152, 90, 187), '#E9C46A', 16, 'square') +
    dots(points(4, 200, 152, 90, 189), '#8E3B5F', 20) +
    scatter(5, 200, 152, 86, 183, (x, y) => broccoli(x, y)),
  'healthy-avocado-toast': () =>
    plate() +
    group('rotate(8 200 150)', rect(120, 90, 160, 120, '#C98B45', 24) + rect(130, 100, 140, 100, '#E8C283', 18) + rect(138, 108, 124, 84, '#A7C957', 30)) +
    [0, 1, 2, 3].map((i) => path(`M${150 + i * 28} 118q14 30 0 66q-14 -30 0 -66Z`, '#6A994E')).join('') +
    scatter(12, 200, 150, 50, 191, (x, y) => circle(x, y, 2, '#C0392B')) +
    egg(268, 206, 20),
  'healthy-quinoa-salad': () =>
    bowl('#EFE4C8') +
    dots(points(70, 200, 150, 78, 201), '#D8C38E', 5) +
    scatter(5, 200, 150, 62, 203, (x, y) => cucumber(x, y)) +
    dots(points(8, 200, 150, 66, 207), '#D9472B', 14) +
    leaves(points(6, 200, 150, 66, 209), 9),
  'soup-tomato': () =>
    bowl('#D9542F') +
    stroke('M170 150a30 30 0 1 1 30 30a18 18 0 1 1 -18 -18', '#F8E3CF', 6) +
    leaf(222, 116, -20, 14) +
    leaf(226, 120, 40, 12) +
    ring(10, 200, 150, 70, (x, y, a, i) => (i % 3 === 0 ? rect(x - 6, y - 6, 12, 12, '#E6B36A', 2) : '')),
  'soup-chicken-noodle': () =>
    bowl('#F2C661') +
    noodles(200, 150, 66, '#FBE6A2', 7) +
    dots(points(8, 200, 150, 64, 211), '#EE8A3A', 16) +
    dots(points(8, 200, 150, 64, 211), '#F6B779', 6) +
    dots(points(6, 200, 150, 60, 213), '#F6E8D0', 13, 'square') +
    dots(points(9, 200, 150, 64, 217), '#5FA33D', 6),
  'soup-lentil': () =>
    bowl('#B9652F') +
    dots(points(60, 200, 150, 80, 221), '#D9843F', 6) +
    dots(points(8, 200, 150, 60, 223), '#F08A3A', 8, 'square') +
    leaf(196, 146, -30, 12) +
    leaf(200, 150, 60, 12) +
    ellipse(170, 120, 22, 8, '#F5E6C8', { opacity: 0.8 }),
  'seafood-salmon': () =>
    plate() +
    path('M116 128Q130 92 206 96Q272 100 278 138Q270 182 204 184Q132 184 116 128Z', '#F27D52') +
    [0, 1, 2, 3, 4].map((i) => stroke(`M${146 + i * 26} 104q-10 40 0 74`, '#F9B394', 4)).join('') +
    stroke('M130 210h100M136 222h96', '#4E8F3A', 7) +
    group('translate(262 200)', path('M0 0L30 -20A36 36 0 0 1 30 20Z', '#F2C230') + path('M4 0L28 -14A28 28 0 0 1 28 14Z', '#FBE786')),
  'seafood-shrimp': () =>
    plate() + ring(6, 200, 150, 64, (x, y, a) => shrimp(x, y, (a * 180) / Math.PI + 90)) + leaf(196, 142, 20, 12) + lemonSlice(200, 152, 16),
  'seafood-mussels': () =>
    bowl('#EFE3C4') +
    scatter(9, 200, 150, 64, 231, (x, y, next) =>
      group(`translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(next() * 360)})`, path('M0 -22Q18 -6 0 22Q-18 -6 0 -22Z', '#27303F') + path('M0 -14Q9 -4 0 14Q-9 -4 0 -14Z', '#F2A65A')),
    ) +
    leaves(points(8, 200, 150, 70, 233), 7),
  'drinks-lemonade': () =>
    glass('#F7E26B') +
    ice(164, 140) +
    ice(206, 164) +
    ice(180, 200) +
    stroke('M236 36L214 200', '#E85D75', 8) +
    lemonSlice(262, 66, 30) +
    leaf(150, 64, -150, 14),
  'drinks-smoothie': () =>
    glass('#E06C9F', 0.12) +
    path('M152 86Q200 70 248 86L246 104Q200 92 154 104Z', '#F3A3C4') +
    stroke('M226 24L210 160', '#4E9F3D', 8) +
    strawberry(176, 76, -20) +
    berry(196, 74) +
    berry(210, 80),
  'drinks-iced-tea': () =>
    glass('#C9732F', 0.25) +
    ice(166, 126) +
    ice(214, 146) +
    ice(184, 188) +
    lemonSlice(160, 80, 24) +
    leaf(232, 92, -60, 14) +
    leaf(236, 96, -10, 12),
  'salad-green': () =>
    bowl('#CFE8A0') +
    leaves(points(10, 186, 150, 62, 241), 22, '#6BAF3A') +
    leaves(points(10, 186, 150, 62, 242), 22, '#9ACD5A') +
    scatter(4, 200, 150, 60, 243, (x, y) => cucumber(x, y)) +
    dots(points(4, 200, 150, 60, 247), '#D9472B', 18),
  'salad-caesar': () =>
    bowl('#D5EBA8') +
    leaves(points(9, 184, 150, 62, 251), 24, '#7DB545') +
    leaves(points(9, 184, 150, 62, 252), 24, '#A8D26A') +
    dots(points(8, 200, 150, 60, 253), '#E3B064', 13, 'square') +
    sticks(points(7, 200, 150, 60, 257), '#FFF8E1', 5, 14) +
    stroke('M150 130q30 20 60 0t50 10', '#FFF8E1', 4, { opacity: 0.8 }),
  'salad-greek': () =>
    bowl('#E3F0C8') +
    leaves(points(6, 184, 150, 60, 259), 20, '#8CC152') +
    scatter(5, 200, 150, 64, 261, (x, y, next) => tomatoWedge(x, y, next() * 360)) +
    scatter(4, 200, 150, 64, 263, (x, y) => cucumber(x, y)) +
    dots(points(6, 200, 150, 60, 267), '#FFFFFF', 15, 'square') +
    dots(points(6, 200, 150, 64, 269), '#3B2F3A', 14) +
    scatter(3, 200, 150, 50, 271, (x, y) => circle(x, y, 12, 'none', { stroke: '#9B4D8A', 'stroke-width': 3 })),
  'indian-curry': () =>
    plate() +
    path('M200 52A98 98 0 0 0 200 248Z', '#F7F2E4') +
    sticks(points(30, 160, 150, 56, 281), '#E8DFC4', 4, 5) +
    path('M200 60A90 90 0 0 1 200 240Z', '#D0661E') +
    dots(points(7, 240, 150, 44, 283), '#F3C589', 15, 'square') +
    stroke('M224 110q20 10 10 30', '#F8E3CF', 5) +
    leaves(points(6, 240, 150, 44, 287), 7),
  'indian-dal': () =>
    pita(290, 90, 200, '#E8B66A') +
    pita(300, 120, 160, '#F0C98A') +
    bowl('#E8B232', 190, 160, 100) +
    dots(points(24, 190, 160, 70, 291), '#F6D36A', 6) +
    stroke('M160 150q30 -20 60 0', '#C9771B', 6) +
    dots(points(12, 190, 160, 50, 293), '#6B3A1A', 4) +
    leaves(points(5, 190, 160, 40, 297), 8),
  'mediterranean-hummus': () =>
    ring(6, 200, 150, 74, (x, y, a) => pita(x, y, (a * 180) / Math.PI + 20)) +
    bowl('#EBD3A4', 200, 150, 90) +
    stroke('M160 150a40 40 0 1 1 40 40a26 26 0 1 1 -26 -26', '#D9BC86', 6) +
    circle(200, 150, 16, '#C9A42C', { opacity: 0.8 }) +
    dots(points(6, 200, 150, 30, 301), '#E3C07E', 12) +
    dots(points(14, 200, 150, 50, 303), '#C0392B', 4),
  'mediterranean-falafel': () =>
    plate() +
    pita(118, 150, -10, '#EDCB93') +
    ring(5, 214, 140, 40, (x, y) => circle(x, y, 20, '#8A5A2B') + circle(x - 5, y - 5, 12, '#A8733F')) +
    circle(214, 140, 16, '#F5F0E6') +
    scatter(5, 210, 210, 26, 311, (x, y, next) => tomatoWedge(x, y, next() * 360)) +
    scatter(4, 262, 190, 16, 313, (x, y, next) => leaf(x, y, next() * 360, 10)),
  fallback: () =>
    plate() +
    circle(200, 150, 54, '#E6E1D6') +
    rect(56, 70, 12, 160, '#B8BDB5', 6) +
    stroke('M52 72v46M62 72v46M72 72v46', '#B8BDB5', 5) +
    rect(332, 70, 14, 160, '#B8BDB5', 7) +
    path('M332 70q30 30 0 80Z', '#B8BDB5'),
};

function backdrop(accent) {
  return (
    circle(24, 24, 70, accent, { opacity: 0.14 }) +
    circle(384, 292, 90, accent, { opacity: 0.14 }) +
    circle(372, 26, 18, accent, { opacity: 0.18 }) +
    circle(36, 270, 12, accent, { opacity: 0.18 })
  );
}

function svg(id, body) {
  const [background, accent] = PALETTE[id === 'fallback' ? 'fallback' : id.split('-')[0]];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">' +
    rect(0, 0, 400, 300, background) +
    backdrop(accent) +
    body +
    '</svg>\n'
  );
}

const MAX_BYTES = 3 * 1024;
mkdirSync(OUT, { recursive: true });
const tooLarge = [];
for (const [id, draw] of Object.entries(DISHES)) {
  const content = svg(id, draw());
  if (Buffer.byteLength(content) >= MAX_BYTES) tooLarge.push(`${id}.svg: ${Buffer.byteLength(content)} bytes`);
  writeFileSync(join(OUT, `${id}.svg`), content);
}
if (tooLarge.length > 0) throw new Error(`keep each image under 3 KB:\n${tooLarge.join('\n')}`);
console.log(`wrote ${Object.keys(DISHES).length} images to ${OUT}`);
