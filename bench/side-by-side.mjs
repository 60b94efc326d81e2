// Issue 34's figures, each for the baseline (the main the issue starts from, built beside this checkout by
// bench/baseline.mjs) and for this checkout, in one run: a server of each build, fresh embedded databases,
// both up for the whole measure. Load runs alternate (baseline, this checkout, baseline, this checkout…,
// BENCH_ROUNDS rounds) so a slow moment of the shared machine falls on both; the table shows each
// figure's best round (highest req/s and ratio, lowest p99) and the rounds themselves follow it. The
// Home greeting pools every round's page loads (after one untimed load each) and shows their median.
// Last, Lighthouse's mobile TBT on every screen, signed out and in (bench/lighthouse.mjs): each run
// of a screen alternates the builds (screen after screen, then the next run), and the table shows each
// screen's median of BENCH_LIGHTHOUSE_RUNS runs, then the lowest accessibility score over the screens.
import { root } from '../scripts/workspace.mjs';
import { meThroughput, SMALL_READS, smallReadsThroughput } from './api-throughput.mjs';
import { bundleSizes } from './bundle-size.mjs';
import { homeGreeting } from './home-greeting.mjs';
import { SCREENS as LIGHTHOUSE_SCREENS, openLighthouse } from './lighthouse.mjs';
import { ITEMS, PHONE_LIST_READ, oneTick, pantryAnswers, pantryItems, pantryLoad, seedPantry } from './pantry.mjs';
import { signUp, startServer } from './server.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const GREETING_RUNS = 5;
// 5 by default, as Lighthouse's own guide to variability advises (docs/variability.md: the median of
// five runs about halves the spread). Here one run of a screen ranges up to 4x, mostly from
// Chromium's own navigation task landing on the simulated first paint or beside it; with 2 runs a
// screen's median moved past half of the baseline's and back between runs of the same builds. The
// 70 runs take about 7 minutes on this 2-core machine (6 s a run; 10 s on a slow day).
const LIGHTHOUSE_RUNS = Math.max(0, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const tbtKey = (path) => `lighthouseTbt ${path}`;

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
  {
    key: 'smallReadRatio',
    figure: `slowest small authenticated read (${SMALL_READS.join(', ')}) vs GET /api/me, same round: req/s ratio (best of ${ROUNDS})`,
    show: (v) => v.toFixed(2),
    best: 'max',
  },
  { key: 'pantryPhoneRps', figure: `GET /api/pantry (${ITEMS.toLocaleString('en-US')} items), 16 conn., as the app asks (packed; br, gzip): req/s (best of ${ROUNDS})`, show: n0, best: 'max' },
  { key: 'pantryPhoneP99', figure: `  same: p99 ms (best of ${ROUNDS})`, show: String, best: 'min' },
  { key: 'pantryPlainRps', figure: `GET /api/pantry (${ITEMS.toLocaleString('en-US')} items), 16 conn., no Accept-Encoding: req/s (best of ${ROUNDS})`, show: n0, best: 'max' },
  { key: 'pantryPlainP99', figure: `  same: p99 ms (best of ${ROUNDS})`, show: String, best: 'min' },
  { key: 'pantryPlainBytes', figure: 'GET /api/pantry, one answer as JSON, no Accept-Encoding: body bytes' },
  { key: 'pantryAppBytes', figure: 'GET /api/pantry, one answer as the app asks (packed), no Accept-Encoding: body bytes' },
  { key: 'pantryPhoneBytes', figure: 'GET /api/pantry, one answer as a phone gets it (packed; br, gzip): body bytes' },
  { key: 'pantryAgain', figure: 'the unchanged list again, If-None-Match: <its ETag>: status, bytes' },
  { key: 'tickBytes', figure: `one tick on the ${ITEMS.toLocaleString('en-US')}-item list: what another member's phone then fetches, body + header bytes` },
  { key: 'greetingMs', figure: `Home greeting painted, 390x844, 4x CPU: median ms of ${ROUNDS * GREETING_RUNS} loads`, show: n0 },
  { key: 'shellKb', figure: "shell's JS+CSS fetched to show Home: gzip KB as served (the build's .gz copies)", show: (v) => v.toFixed(1) },
  { key: 'shellZlibKb', figure: "  the same files, each by zlib's best: gzip KB", show: (v) => v.toFixed(1) },
  { key: 'shellFiles', figure: "shell's JS+CSS fetched to show Home: files", show: String },
  ...(LIGHTHOUSE_RUNS > 0
    ? [
        ...LIGHTHOUSE_SCREENS.map(({ path, signedIn }) => ({
          key: tbtKey(path),
          figure: `Lighthouse mobile TBT ms, ${path} (signed ${signedIn ? 'in' : 'out'}): ${LIGHTHOUSE_RUNS === 1 ? '1 run' : `median of ${LIGHTHOUSE_RUNS} runs`}${LIGHTHOUSE_RUNS === 2 ? ' (3 take over 6 min)' : ''}`,
          show: n0,
        })),
        { key: 'lighthouseA11y', figure: `Lighthouse accessibility score, lowest of the ${LIGHTHOUSE_SCREENS.length} screens (each screen's first run)`, show: String },
      ]
    : []),
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
        say(`small reads, round ${round}/${ROUNDS}, ${side.label}`);
        const small = await attempt(side, 'small reads', () => smallReadsThroughput(side.server, side.meToken));
        if (!small) continue;
        record(side, 'smallReadRatio', small.slowest.rps / r.app.rps);
        if (small.errors) notes.push(`${side.label}, small reads round ${round}: ${small.errors} errors`);
        notes.push(`${side.label}, small reads round ${round}: ${Object.entries(small.rps).map(([path, rps]) => `${path} ${n0(rps)}`).join(', ')} req/s (GET /api/me ${n0(r.app.rps)})`);
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
      const packed = (a.appType ?? '').includes('packed') ? 'packed' : String(a.appType).split(';')[0];
      side.values.pantryAppBytes = { value: a.app.bodyBytes, show: `${n0(a.app.bodyBytes)} B ${packed}${status(a.app)}` };
      side.values.pantryPhoneBytes = { value: a.phone.bodyBytes, show: `${n0(a.phone.bodyBytes)} B ${a.encoding}${status(a.phone)}` };
      side.values.pantryAgain = a.again
        ? { value: a.again.bodyBytes + a.again.headerBytes, show: `${a.again.status}, ${n0(a.again.bodyBytes)} B body + ${n0(a.again.headerBytes)} B headers` }
        : { value: null, show: 'no ETag' };
      const tick = await attempt(side, 'one tick', () => oneTick(side.server, side.pantryToken));
      if (tick) side.values.tickBytes = { value: tick.bodyBytes + tick.headerBytes, show: `${n0(tick.bodyBytes + tick.headerBytes)} B (GET ${tick.read}, ${tick.headers['content-encoding'] ?? 'identity'})` };
      say(`warming GET /api/pantry up, ${side.label}`);
      await attempt(side, 'GET /api/pantry', () => pantryLoad(side.server, side.pantryToken, { headers: PHONE_LIST_READ, seconds: Math.min(3, DURATION_S) }));
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const side of sides) {
        say(`GET /api/pantry, round ${round}/${ROUNDS}, ${side.label}`);
        for (const [kind, headers] of [['Phone', PHONE_LIST_READ], ['Plain', {}]]) {
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
      side.values.shellZlibKb = { value: b.figures.shellFetchedZlibKb };
      side.values.shellFiles = { value: b.figures.shellFetchedFiles };
    }

    if (LIGHTHOUSE_RUNS > 0) await lighthouseScreens(sides, notes, say);
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
  for (const { path } of LIGHTHOUSE_SCREENS) {
    if (!sides.some((side) => side.lighthouse?.[path])) continue;
    const runs = (side) => (side.lighthouse?.[path] ?? []).map((r) => (r.error ? 'failed' : `${n0(r.tbtMs)} (${r.performance ?? '?'})`)).join(' | ') || 'not measured';
    rounds.push({ figure: `Lighthouse ${path}: TBT ms (performance score), each run`, ...Object.fromEntries(sides.map((side) => [side.label, runs(side)])) });
  }
  if (sides.some((side) => side.greetingTimes)) {
    const loads = (side) => [...(side.greetingTimes ?? [])].sort((x, y) => x - y).map(n0).join(' | ') || 'not measured';
    rounds.push({ figure: 'Home greeting, 4x CPU: every load, ms (sorted)', ...Object.fromEntries(sides.map((side) => [side.label, loads(side)])) });
  }
  return { rows, rounds, notes };
}

/**
 * Lighthouse on every screen for each side, BENCH_LIGHTHOUSE_RUNS runs; a run alternates the builds
 * screen by screen. Sets each side's values (TBT per screen, lowest accessibility score) and keeps
 * every run in `side.lighthouse[path]`; a screen that fails says why in its cell, and the rest go on.
 */
async function lighthouseScreens(sides, notes, say) {
  const started = performance.now();
  const live = sides.filter((side) => side.server);
  for (const side of live) side.lighthouse = {};
  const warned = {};
  let lighthouse;
  try {
    lighthouse = await openLighthouse();
  } catch (error) {
    for (const side of live) {
      for (const { path } of LIGHTHOUSE_SCREENS) side.values[tbtKey(path)] = { value: null, show: `not measured: ${short(error.message)}` };
      side.values.lighthouseA11y = { value: null, show: `not measured: ${short(error.message)}` };
    }
    notes.push(`Lighthouse: not measured: ${error.stack ?? error.message}`);
    return;
  }
  try {
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      // A new user each run (an access token lasts 15 minutes), signed up on each build's server.
      for (const side of live) {
        try {
          side.lighthouseToken = await signUp(side.server.url, `lighthouse-${side.key}-${run}-${Date.now()}@example.com`);
        } catch (error) {
          side.lighthouseToken = null;
          side.lighthouseNoToken = `no signed-in user: ${error.message}`;
        }
      }
      for (const { path, signedIn } of LIGHTHOUSE_SCREENS) {
        for (const side of live) {
          say(`Lighthouse ${path}, run ${run}/${LIGHTHOUSE_RUNS}, ${side.label}`);
          const runs = (side.lighthouse[path] ??= []);
          if (signedIn && !side.lighthouseToken) {
            runs.push({ error: side.lighthouseNoToken });
            continue;
          }
          try {
            // Accessibility in a screen's first measured run only: its score is the page's, not a timing.
            const accessibility = !runs.some((r) => typeof r.accessibility === 'number');
            const r = await lighthouse.audit(`${side.server.url}${path}`, { token: signedIn ? side.lighthouseToken : undefined, accessibility });
            runs.push(r);
            const where = `${side.label}, Lighthouse ${path} run ${run}`;
            if (r.ranAgain) notes.push(`${where}: ran again after ${r.ranAgain}`);
            if (r.unsettled) notes.push(`${where}: may be incomplete: ${r.unsettled}`);
            for (const warning of r.warnings) (warned[`${side.label}, Lighthouse warned: ${warning}`] ??= []).push(`${path} run ${run}`);
          } catch (error) {
            runs.push({ error: error.message });
          }
        }
      }
    }
  } finally {
    await lighthouse.close();
  }
  for (const [warning, where] of Object.entries(warned)) notes.push(`${warning} (${where.length === 1 ? where[0] : `${where.length} runs: ${where.join(', ')}`})`);

  for (const side of live) {
    const lowest = [];
    for (const { path } of LIGHTHOUSE_SCREENS) {
      const runs = side.lighthouse[path] ?? [];
      const measured = runs.filter((r) => !r.error);
      const failures = runs.filter((r) => r.error).map((r) => short(r.error));
      for (const reason of new Set(failures)) notes.push(`${side.label}, Lighthouse ${path}: ${failures.filter((f) => f === reason).length} of ${runs.length} runs not measured: ${reason}`);
      if (!measured.length) {
        side.values[tbtKey(path)] = { value: null, show: `not measured: ${failures.at(-1) ?? 'no run'}` };
        continue;
      }
      const tbt = median(measured.map((r) => r.tbtMs));
      side.values[tbtKey(path)] = { value: tbt, show: measured.length < runs.length ? `${n0(tbt)} (${measured.length} of ${runs.length} runs)` : n0(tbt) };
      const scores = measured.map((r) => r.accessibility).filter((v) => typeof v === 'number');
      if (scores.length) lowest.push({ path, score: Math.min(...scores) });
    }
    if (!lowest.length) {
      side.values.lighthouseA11y = { value: null, show: 'not measured' };
      continue;
    }
    const worst = lowest.reduce((a, b) => (b.score < a.score ? b : a));
    const of = lowest.length < LIGHTHOUSE_SCREENS.length ? `, of ${lowest.length} screens measured` : '';
    side.values.lighthouseA11y = { value: worst.score, show: `${worst.score} (${worst.path}${of})` };
  }
  const runs = live.reduce((n, side) => n + Object.values(side.lighthouse).flat().length, 0);
  notes.push(`Lighthouse: ${runs} runs (${LIGHTHOUSE_SCREENS.length} screens x ${LIGHTHOUSE_RUNS} x ${live.length} build${live.length === 1 ? '' : 's'}) in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** An error's first line, short enough for a table cell. */
function short(message) {
  const line = String(message).split('\n')[0];
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
