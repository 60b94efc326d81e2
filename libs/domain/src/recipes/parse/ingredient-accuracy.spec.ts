import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseIngredientLine } from '../ingredient-line.js';
import { ingredientLineLabels, matchIngredientLabels } from './ingredient-labels.js';
import { readCsv } from './labels-csv.js';

// issue 10: quantity, unit and name all right on at least 95% of the dev lines
const GOAL = 0.95;
const rows = readCsv(readFileSync(join(__dirname, '../../../../../fixtures/ingredient-lines/dev.csv'), 'utf8'));

describe('ingredient line accuracy on fixtures/ingredient-lines/dev.csv', () => {
  it('reads the dev set', () => {
    expect(rows).toHaveLength(1000);
  });

  it(`gets qty, unit and name all right on at least ${GOAL * 100}% of lines`, () => {
    const right = { qty: 0, unit: 0, name: 0, all: 0 };
    const wrong: string[] = [];
    for (const { input, qty, unit, name } of rows) {
      const parsed = ingredientLineLabels(input);
      const match = matchIngredientLabels(parsed, { qty, unit, name });
      right.qty += Number(match.qty);
      right.unit += Number(match.unit);
      right.name += Number(match.name);
      if (match.qty && match.unit && match.name) right.all++;
      else wrong.push(`${input}\n  got  ${parsed.qty}|${parsed.unit}|${parsed.name}\n  want ${qty}|${unit}|${name}`);
    }
    const figures = Object.entries(right).map(([field, count]) => `${field} ${(count / rows.length).toFixed(3)}`);
    const report = `below the goal: ${figures.join(', ')}\n${wrong.slice(0, 30).join('\n')}`;
    // on failure Jest prints the report: the per-field figures and the first misses
    expect(right.all / rows.length >= GOAL ? 'goal reached' : report).toBe('goal reached');
  });

  // compact mode shows a parsed row as "amount unit name, notes" and parses it again on blur
  // (mfe-recipes form/recipe-draft.ts): the second reading must keep what the first found
  it('reads its own one-line form back the same on at least 99% of lines', () => {
    const changed = rows
      .map(({ input }) => parseIngredientLine(input))
      .filter(({ amount, unit, name, notes }) => {
        const main = [amount, unit, name].filter(Boolean).join(' ');
        const again = parseIngredientLine(notes ? `${main}, ${notes}` : main);
        return again.amount !== amount || again.unit !== unit || again.name !== name;
      });
    expect(changed.length).toBeLessThanOrEqual(rows.length * 0.01);
  });
});
