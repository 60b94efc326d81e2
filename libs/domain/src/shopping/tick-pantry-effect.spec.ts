import { tickPantryEffect } from './tick-pantry-effect.js';

const on = { autoAddShoppedToPantry: true, autoUpdatePantryOnUncheck: true };
const milk = (id: number, status: 'In Stock' | 'Low Stock' | 'Out of Stock', name = 'Milk') => ({ id, name, status });
const ticked = { name: '  milk ', category: 'Dairy & Eggs' as const, isShopped: true };
const unticked = { ...ticked, isShopped: false };

describe('tickPantryEffect (spec part 1 §4)', () => {
  it.each([
    ['ticked, nothing of that name: added In Stock with the category, trimmed', [], ticked, on, { kind: 'add', item: { name: 'milk', status: 'In Stock', category: 'Dairy & Eggs' } }],
    ['ticked, Out of Stock of that name in another case: back In Stock', [milk(4, 'Out of Stock', 'MILK ')], ticked, on, { kind: 'setStatus', ids: [4], status: 'In Stock' }],
    ['ticked, two Out of Stock: the first back In Stock', [milk(4, 'Out of Stock'), milk(9, 'Out of Stock')], ticked, on, { kind: 'setStatus', ids: [4], status: 'In Stock' }],
    ['ticked, already In Stock: nothing', [milk(4, 'In Stock')], ticked, on, { kind: 'none' }],
    ['ticked, Low Stock: left alone', [milk(4, 'Low Stock')], ticked, on, { kind: 'none' }],
    ['ticked, Low Stock beside Out of Stock: left alone', [milk(4, 'Out of Stock'), milk(5, 'Low Stock')], ticked, on, { kind: 'none' }],
    ['ticked, other names only: added', [milk(4, 'Out of Stock', 'Oat milk')], ticked, on, { kind: 'add', item: { name: 'milk', status: 'In Stock', category: 'Dairy & Eggs' } }],
    ['ticked, auto-add off: nothing', [], ticked, { ...on, autoAddShoppedToPantry: false }, { kind: 'none' }],
    ['unticked: every In Stock of that name Out of Stock', [milk(4, 'In Stock'), milk(5, 'In Stock', 'milk'), milk(6, 'Low Stock')], unticked, on, { kind: 'setStatus', ids: [4, 5], status: 'Out of Stock' }],
    ['unticked, Low Stock only: left alone', [milk(6, 'Low Stock')], unticked, on, { kind: 'none' }],
    ['unticked, nothing of that name: nothing', [], unticked, on, { kind: 'none' }],
    ['unticked, update on uncheck off: nothing', [milk(4, 'In Stock')], unticked, { ...on, autoUpdatePantryOnUncheck: false }, { kind: 'none' }],
    ['unticked, auto-add off: nothing, whatever the other setting', [milk(4, 'In Stock')], unticked, { ...on, autoAddShoppedToPantry: false }, { kind: 'none' }],
  ] as const)('%s', (_name, pantry, shopped, settings, expected) => {
    expect(tickPantryEffect(pantry, shopped, settings)).toEqual(expected);
  });
});
