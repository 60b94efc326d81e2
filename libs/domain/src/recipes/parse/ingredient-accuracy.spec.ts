import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseIngredientLine } from '../ingredient-line.js';
import { ingredientLineLabels, namesNoIngredient, scoreIngredientLabels } from './ingredient-labels.js';
import { readCsv } from './labels-csv.js';

// issue 10 asked for quantity, unit and name all right on 95% of the dev lines; issue 25 reached
// 98.1% and holds 97%, leaving room for the label noise the README describes
const GOAL = 0.97;
const rows = readCsv(readFileSync(join(__dirname, '../../../../../fixtures/ingredient-lines/dev.csv'), 'utf8'));

describe('ingredient line accuracy on fixtures/ingredient-lines/dev.csv', () => {
  it('reads the dev set', () => {
    expect(rows).toHaveLength(1000);
  });

  it(`gets qty, unit and name all right on at least ${GOAL * 100}% of lines`, () => {
    const score = scoreIngredientLabels(rows);
    const figures = (['qty', 'unit', 'name', 'all'] as const).map((field) => `${field} ${(score[field] / rows.length).toFixed(3)}`);
    const report = `below the goal: ${figures.join(', ')}\n${score.misses.slice(0, 30).join('\n')}`;
    // on failure Jest prints the report: the per-field figures and the first misses
    expect(score.all / rows.length >= GOAL ? 'goal reached' : report).toBe('goal reached');
  });

  // issue 25: a name that is only "large", "fresh" or "chopped" lost the ingredient
  it('never reads a name that is only a size, state or preparation word', () => {
    const lost = rows.map(({ input }) => [input, ingredientLineLabels(input).name]).filter(([, name]) => namesNoIngredient(name));
    expect(lost).toEqual([]);
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
