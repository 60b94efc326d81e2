// Issue 8's goals: each figure before the work ("today": `npm run bench` at 1345d42 on the same
// 2-core machine, 2026-11-23, idle but for the benchmark) beside the figure of this run.
import { TARGET_MS as CARDS_TARGET_MS } from './home-cards.mjs';

export const BEFORE = {
  meRatio: 0.036,
  meP99: 105,
  pantryListRps: 59,
  shellInitialKb: 242.6,
  remoteMaxKb: 25.2,
  greetingMedianMs: 1122,
  cardsMedianMs: 3645,
  staticCompressed: 'br and gzip',
};

const fixed = (digits) => (v) => v.toFixed(digits);
const GOALS = [
  { measure: 'GET /api/me vs bare Node http, req/s ratio (64 conn.)', figure: 'meRatio', goal: '>= 0.150', met: (v) => v >= 0.15, show: fixed(3) },
  { measure: 'GET /api/me p99 at 64 connections (ms)', figure: 'meP99', goal: '< 50', met: (v) => v < 50, show: String },
  { measure: 'GET /api/pantry, 2,000 items, 64 conn. (req/s)', figure: 'pantryListRps', goal: `>= ${4 * BEFORE.pantryListRps} (4x)`, met: (v) => v >= 4 * BEFORE.pantryListRps, show: fixed(0) },
  { measure: "shell's initial JS+CSS (gzip KB)", figure: 'shellInitialKb', goal: '<= 160', met: (v) => v <= 160, show: fixed(1) },
  { measure: "largest remote's own code (gzip KB)", figure: 'remoteMaxKb', goal: '<= 40', met: (v) => v <= 40, show: fixed(1) },
  { measure: 'navigation -> Home greeting, 4x CPU (median ms)', figure: 'greetingMedianMs', goal: '<= 1500', met: (v) => v <= 1500, show: fixed(0) },
  { measure: 'Home, every card with figures, 4x CPU + slow 4G (median ms)', figure: 'cardsMedianMs', goal: `<= ${CARDS_TARGET_MS}`, met: (v) => v <= CARDS_TARGET_MS, show: fixed(0) },
  { measure: 'static files sent precompressed', figure: 'staticCompressed', goal: 'br and gzip', met: (v) => v === 'br and gzip', show: String },
];

export function goalRows(figures) {
  return GOALS.map(({ measure, figure, goal, met, show }) => {
    const now = figures[figure];
    return { measure, goal, today: show(BEFORE[figure]), now: now === undefined ? 'not measured' : show(now), met: now === undefined ? '' : met(now) ? 'yes' : 'NO' };
  });
}
