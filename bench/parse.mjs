// Ingredient parsing (issue 10): the 1,000 dev-set lines through parseIngredientLine, as paste,
// import and scan run it. Imports the compiled @mealapp/domain (build it first). Run alone with
// `node bench/parse.mjs [rounds]`; the bench runner calls parseBench().
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseIngredientLine, readCsv } from '@mealapp/domain';

const DEV_SET = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'ingredient-lines', 'dev.csv');
const ROUNDS = 20;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function parseBench(rounds = ROUNDS) {
  const lines = readCsv(readFileSync(DEV_SET, 'utf8')).map(({ input }) => input);
  // warm-up, so the first round does not time the JIT
  for (const line of lines) parseIngredientLine(line);
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (const line of lines) parseIngredientLine(line);
    times.push(performance.now() - start);
  }
  const perThousand = (median(times) / lines.length) * 1000;
  return {
    rows: [
      { measure: `parseIngredientLine, ${lines.length} dev lines (median of ${rounds} rounds)`, value: `${perThousand.toFixed(2)} ms per 1,000 lines` },
      { measure: 'throughput', value: `${Math.round((1000 / perThousand) * 1000).toLocaleString('en-US')} lines/s` },
    ],
    figures: { parseMsPer1000: perThousand },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(parseBench(Number(process.argv[2] ?? ROUNDS)).rows);
}
