// Issue 34's figures, each for the baseline (the main the issue starts from, built beside this checkout by
// bench/baseline.mjs) and for this checkout, in one run: a server of each build, fresh embedded databases,
// both up for the whole measure. Load runs alternate (baseline, this checkout, baseline, this checkout…,
// BENCH_ROUNDS rounds) so a slow moment of the shared machine falls on both; the table shows each
// figure's best round (highest req/s and ratio, lowest p99) and the rounds themselves follow it. The
// Home greeting pools every round's page loads (after one untimed load each) and shows their median.
// Issue 34 also names Lighthouse's mobile TBT for /onboarding: nothing here runs Lighthouse yet, so it
// is not in the table.
import { root } from '../scripts/workspace.mjs';
import { meThroughput } from './api-throughput.mjs';
import { bundleSizes } from './bundle-size.mjs';
import { homeGreeting } from './home-greeting.mjs';
import { ITEMS, PHONE_ENCODINGS, oneTick, pantryAnswers, pantryItems, pantryLoad, seedPantry } from './pantry.mjs';
import { startServer } from './server.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const GREETING_RUNS = 5;

const n0 = (v) => Math.round(v).toLocaleString('en-US');
const BEST = { max: (vs) => Math.max(...vs), min: (vs) => Math.min(...vs) };
const median = (vs) => {
  const s = [...vs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// The table's rows: the figure, its key, how its cell reads, and whether its runs are shown below.
const FIGURES = [
  { key: 'meRps', figure: `GET /api/me, 64 conn.: req/s (best of ${ROUNDS})`, show: n0, best: 'max' },
  { key: 'meP99', figure: `GET /api/me, 64 conn.: p99 ms (best of ${ROUNDS})`, show: String, best: 'min' },
  { key: 'meRatio', figure: `GET /api/me vs bare Node http (same bytes, same round): req/s ratio (best of ${ROUNDS})`, show: (v) => v.toFixed(3), best: 'max' },
  { key: 'pantryPhoneRps', figure: `GET /api/pantry (${ITEMS.toLocaleString('en-US')} items), 16 conn., Accept-Encoding: br, gzip: req/s (best of ${ROUNDS})`, show: n0, best: 'max' },
  { key: 'pantryPhoneP99', figure: `  same: p99 ms (best of ${ROUNDS})`, show: String, best: 'min' },
  { key: 'pantryPlainRps', figure: `GET /api/pantry (${ITEMS.toLocaleString('en-US')} items), 16 conn., no Accept-Encoding: req/s (best of ${ROUNDS})`, show: n0, best: 'max' },
  { key: 'pantryPlainP99', figure: `  same: p99 ms (best of ${ROUNDS})`, show: String, best: 'min' },
  { key: 'pantryPlainBytes', figure: 'GET /api/pantry, one answer, no Accept-Encoding: body bytes' },
  { key: 'pantryPhoneBytes', figure: 'GET /api/pantry, one answer as a phone gets it (br, gzip): body bytes' },
  { key: 'pantryAgain', figure: 'the unchanged list again, If-None-Match: <its ETag>: status, bytes' },
  { key: 'tickBytes', figure: `one tick on the ${ITEMS.toLocaleString('en-US')}-item list: what another member's phone then fetches, body + header bytes` },
  { key: 'greetingMs', figure: `Home greeting painted, 390x844, 4x CPU: median ms of ${ROUNDS * GREETING_RUNS} loads`, show: n0 },
  { key: 'shellKb', figure: "shell's JS+CSS fetched to show Home: gzip KB", show: (v) => v.toFixed(1) },
  { key: 'shellFiles', figure: "shell's JS+CSS fetched to show Home: files", show: String },
];

/**
 * Measures `base` ({ dir, label } from bench/baseline.mjs, or null: this checkout only) and this
 * checkout side by side; returns { rows, notes } for the table and what did not get measured.
 */
export async function sideBySide(base) {
  const sides = [{ key: 'today', label: 'this checkout', dir: root, values: {}, runs: {}, failed: {} }];
  if (base) sides.unshift({ key: 'base', label: base.label, dir: base.dir, values: {}, runs: {}, failed: {} });
  const notes = [];

  /** Runs one side's step; a failure marks `block` failed for that side and the rest go on. */
  async function attempt(side, block, fn) {
    if (side.failed[block] || !side.server) return undefined;
    try {
      return await fn();
    } catch (error) {
      side.failed[block] = true;
      notes.push(`${side.label}, ${block}: not measured: ${error.message}`);
      return undefined;
    }
  }
  const record = (side, key, value) => (side.runs[key] ??= []).push(value);
  const say = (line) => console.log(`  side by side: ${line}`);

  try {
    for (const side of sides) {
      try {
        side.server = side.dir === root ? await startServer() : await startServer({}, { root: side.dir });
      } catch (error) {
        notes.push(`${side.label}: its server did not start (${error.message}), so nothing of it is measured`);
      }
    }

    // GET /api/me at 64 connections, and the bare server answering the same bytes right after.
    for (let round = 1; round <= ROUNDS; round++) {
      for (const side of sides) {
        say(`GET /api/me, round ${round}/${ROUNDS}, ${side.label}${round === 1 ? ' (after a warm-up run)' : ''}`);
        const r = await attempt(side, 'GET /api/me', () => meThroughput(side.server, { warm: round === 1, token: side.meToken }));
        if (!r) continue;
        side.meToken = r.token;
        record(side, 'meRps', r.app.rps);
        record(side, 'meP99', r.app.p99);
        record(side, 'meRatio', r.ratio);
        if (r.app.errors) notes.push(`${side.label}, GET /api/me round ${round}: ${r.app.errors} errors`);
      }
    }

    // GET /api/pantry: the same items in each, one answer's bytes, the revalidation, then load.
    const items = pantryItems();
    for (const side of sides) {
      say(`seeding ${ITEMS} pantry items, ${side.label}`);
      side.pantryToken = await attempt(side, 'GET /api/pantry', () => seedPantry(side.server, items));
      const a = await attempt(side, 'GET /api/pantry', () => pantryAnswers(side.server, side.pantryToken));
      if (!a) continue;
      const status = (r) => (r.status === 200 ? '' : ` (status ${r.status})`);
      side.values.pantryPlainBytes = { value: a.plain.bodyBytes, show: `${n0(a.plain.bodyBytes)} B${status(a.plain)}` };
      side.values.pantryPhoneBytes = { value: a.phone.bodyBytes, show: `${n0(a.phone.bodyBytes)} B ${a.encoding}${status(a.phone)}` };
      side.values.pantryAgain = a.again
        ? { value: a.again.bodyBytes + a.again.headerBytes, show: `${a.again.status}, ${n0(a.again.bodyBytes)} B body + ${n0(a.again.headerBytes)} B headers` }
        : { value: null, show: 'no ETag' };
      const tick = await attempt(side, 'one tick', () => oneTick(side.server, side.pantryToken));
      if (tick) side.values.tickBytes = { value: tick.bodyBytes + tick.headerBytes, show: `${n0(tick.bodyBytes + tick.headerBytes)} B (GET ${tick.read}, ${tick.headers['content-encoding'] ?? 'identity'})` };
      say(`warming GET /api/pantry up, ${side.label}`);
      await attempt(side, 'GET /api/pantry', () => pantryLoad(side.server, side.pantryToken, { headers: PHONE_ENCODINGS, seconds: Math.min(3, DURATION_S) }));
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const side of sides) {
        say(`GET /api/pantry, round ${round}/${ROUNDS}, ${side.label}`);
        for (const [kind, headers] of [['Phone', PHONE_ENCODINGS], ['Plain', {}]]) {
          const r = await attempt(side, 'GET /api/pantry', () => pantryLoad(side.server, side.pantryToken, { headers }));
          if (!r) continue;
          record(side, `pantry${kind}Rps`, r.rps);
          record(side, `pantry${kind}P99`, r.p99);
          if (r.errors) notes.push(`${side.label}, GET /api/pantry (${kind === 'Phone' ? 'br, gzip' : 'no Accept-Encoding'}) round ${round}: ${r.errors} errors`);
        }
      }
    }

    // The Home greeting, and the shell files its loads fetched (from the build that served them). One
    // untimed load each first: the first browser launch of a run (and the server's first page) is slower.
    for (const side of sides) {
      say(`Home greeting, one untimed load, ${side.label}`);
      await attempt(side, 'Home greeting', () => homeGreeting(side.server, { runs: 1 }));
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const side of sides) {
        say(`Home greeting, round ${round}/${ROUNDS}, ${side.label} (${GREETING_RUNS} loads)`);
        const r = await attempt(side, 'Home greeting', () => homeGreeting(side.server, { runs: GREETING_RUNS }));
        if (!r) continue;
        (side.greetingTimes ??= []).push(...r.times);
        side.shellAssets ??= r.shellAssets;
      }
    }
    for (const side of sides) {
      if (side.greetingTimes) side.values.greetingMs = { value: median(side.greetingTimes) };
      const b = side.shellAssets && (await attempt(side, 'bundle size', () => bundleSizes(side.shellAssets, side.dir)));
      if (!b) continue;
      side.values.shellKb = { value: b.figures.shellFetchedKb };
      side.values.shellFiles = { value: b.figures.shellFetchedFiles };
    }
  } finally {
    await Promise.all(sides.map((side) => side.server?.stop()));
  }

  for (const side of sides) {
    for (const { key, best } of FIGURES) if (best && side.runs[key]?.length) side.values[key] = { value: BEST[best](side.runs[key]) };
  }
  const cell = (side, { key, show = String }) => {
    const v = side?.values[key];
    if (!v) return side ? 'not measured' : 'no baseline';
    return v.show ?? show(v.value);
  };
  const [baseSide, todaySide] = base ? sides : [null, sides[0]];
  const baseLabel = base?.label;
  const rows = FIGURES.map((f) => {
    const b = baseSide?.values[f.key]?.value;
    const t = todaySide.values[f.key]?.value;
    const ratio = typeof b === 'number' && typeof t === 'number' && b !== 0 ? (t / b).toFixed(2) : '';
    if (!base) return { figure: f.figure, 'this checkout': cell(todaySide, f) };
    return { figure: f.figure, [baseLabel]: cell(baseSide, f), 'this checkout': cell(todaySide, f), 'ratio (this/base)': ratio };
  });
  // Every round as measured, in order, for the figures the table shows the best of.
  const rounds = FIGURES.filter((f) => f.best).map((f) => ({
    figure: f.figure.replace(/ \(best of \d+\)$/, ''),
    ...Object.fromEntries(sides.map((side) => [side.label, (side.runs[f.key] ?? []).map(f.show).join(' | ') || 'not measured'])),
  }));
  if (sides.some((side) => side.greetingTimes)) {
    const loads = (side) => [...(side.greetingTimes ?? [])].sort((x, y) => x - y).map(n0).join(' | ') || 'not measured';
    rounds.push({ figure: 'Home greeting, 4x CPU: every load, ms (sorted)', ...Object.fromEntries(sides.map((side) => [side.label, loads(side)])) });
  }
  return { rows, rounds, notes };
}
