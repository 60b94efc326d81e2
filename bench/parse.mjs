// Ingredient parsing (issues 10 and 25): the 1,000 dev-set lines through parseIngredientLine, as
// paste, import and scan run it, and the dev-set scores (scored by the domain's
// scoreIngredientLabels, as ingredient-accuracy.spec.ts scores them), each beside its figure before
// issue 25. Imports the compiled @mealapp/domain (build it first). Run alone with
// `node bench/parse.mjs [rounds]`; the bench runner calls parseBench().
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseIngredientLine, readCsv, scoreIngredientLabels } from '@mealapp/domain';

const DEV_SET = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'ingredient-lines', 'dev.csv');
const ROUNDS = 50;
// the JIT settles over the first rounds; timing them measured the compiler, not the parser
const WARM_UP_ROUNDS = 10;
// main at fee2dd0, before issue 25: the dev-set scores, and the times measured then as below, each
// the median over 7 to 11 runs on the 2-core machine shared with other work (medians of a run
// ranged 12.2 to 60 ms with the load; its fastest round, 10.0 to 16.0 ms, moves far less)
const BEFORE = { commit: 'fee2dd0', all: 981, qty: 1000, unit: 996, name: 982, noIngredient: 0, msPer1000: 16.0, fastestMsPer1000: 11.1 };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function parseBench(rounds = ROUNDS) {
  const rows = readCsv(readFileSync(DEV_SET, 'utf8'));
  const lines = rows.map(({ input }) => input);
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const line of lines) parseIngredientLine(line);
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (const line of lines) parseIngredientLine(line);
    times.push(performance.now() - start);
  }
  const perThousand = (median(times) / lines.length) * 1000;
  const fastest = (Math.min(...times) / lines.length) * 1000;
  const score = scoreIngredientLabels(rows);
  const before = `before (main ${BEFORE.commit})`;
  const of = (count) => `${count} / ${rows.length}`;
  return {
    rows: [
      { measure: 'dev set: qty, unit and name all right', [before]: of(BEFORE.all), 'this run': of(score.all) },
      { measure: 'dev set: qty right', [before]: of(BEFORE.qty), 'this run': of(score.qty) },
      { measure: 'dev set: unit right', [before]: of(BEFORE.unit), 'this run': of(score.unit) },
      { measure: 'dev set: name right', [before]: of(BEFORE.name), 'this run': of(score.name) },
      { measure: 'dev set: names only a size, state or preparation word', [before]: of(BEFORE.noIngredient), 'this run': of(score.noIngredient) },
      {
        measure: `parseIngredientLine, ${lines.length} dev lines (median of ${rounds} rounds)`,
        [before]: `${BEFORE.msPer1000.toFixed(2)} ms per 1,000 lines`,
        'this run': `${perThousand.toFixed(2)} ms per 1,000 lines`,
      },
      {
        measure: 'parseIngredientLine, the fastest of those rounds',
        [before]: `${BEFORE.fastestMsPer1000.toFixed(2)} ms per 1,000 lines`,
        'this run': `${fastest.toFixed(2)} ms per 1,000 lines`,
      },
      { measure: 'throughput', [before]: '', 'this run': `${Math.round((1000 / perThousand) * 1000).toLocaleString('en-US')} lines/s` },
    ],
    figures: { parseMsPer1000: perThousand, parseDevAllRight: score.all },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(parseBench(Number(process.argv[2] ?? ROUNDS)).rows);
}
