// Labels ingredient lines the way fixtures/ingredient-lines/dev.csv does, for measuring the parser
// on other labelled sets: reads a CSV with an `input` column (a file, or stdin) and writes
// `input,qty,unit,name` to stdout. Uses the compiled @mealapp/domain:
//   npx nx run domain:build && node tools/ingredient-labels.mjs holdout.csv > labelled.csv
import { readFileSync } from 'node:fs';
import { ingredientLabelsCsv } from '@mealapp/domain';

const [file] = process.argv.slice(2);
try {
  process.stdout.write(ingredientLabelsCsv(readFileSync(file ?? 0, 'utf8')));
} catch (error) {
  console.error(`ingredient-labels: ${error.message}`);
  process.exitCode = 1;
}
