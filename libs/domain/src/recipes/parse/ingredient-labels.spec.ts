import { ingredientLineLabels, matchIngredientLabels } from './ingredient-labels.js';
import { ingredientLabelsCsv, readCsv } from './labels-csv.js';

describe('ingredientLineLabels: the dev.csv columns', () => {
  it.each([
    ['1½ cups heavy (whipping) cream', '1.5', 'cup', 'heavy whipping cream'],
    ['⅓ c vegetable oil', '0.333', 'c', 'vegetable oil'],
    ['2/3 cup packed brown sugar', '0.667', 'cup', 'brown sugar'],
    ['85-110g/3-4oz fresh white breadcrumbs', '85-110', 'g', 'fresh white breadcrumbs'],
    ['4 to 6 cups chicken stock, preferably homemade', '4-6', 'cup', 'chicken stock'],
    ['1 to 2 teaspoons cumin seeds', '1-2', 'teaspoon', 'cumin seeds'],
    ['Half a ripe pineapple', '0.5', '', 'ripe pineapple'],
    ['One dozen eggs', '12', '', 'eggs'],
    ['a dozen eggs', '12', '', 'eggs'],
    ['1½ lbs haddock', '1.5', 'lb', 'haddock'],
    ['2 Tbsps olive oil', '2', 'Tbsp', 'olive oil'],
    ['Pinch of ground cayenne pepper', '', 'Pinch', 'ground cayenne pepper'],
    ['A couple pinches flaky sea salt', '', 'couple pinch', 'flaky sea salt'],
    ['6 large sheets filo pastry', '6', 'large sheet', 'filo pastry'],
    ['4 large garlic cloves, minced', '4', 'large clove', 'garlic'],
    ['2 celery stalks, diced', '2', 'stalk', 'celery'],
    ['10 fresh sage leaves', '10', '', 'fresh sage leaf'],
    ['1 lime(s), cut into wedges', '1', '', 'lime s'],
    ['1 oz (25 g) parmesan (Parmigiano Reggiano), finely grated', '1', 'oz', 'parmesan Parmigiano Reggiano'],
    ['¼ cup (50 mL) molasses (or honey)', '0.25', 'cup', 'molasses or honey'],
    ['A 4-inch piece of fresh ginger', '4', 'inch piece', 'fresh ginger'],
    ['salt, to taste', '', '', 'salt'],
    ['Half-and-half, for serving', '', '', 'Half-and-half'],
    ['2 tbsp half-fat crème fraîche', '2', 'tbsp', 'half-fat crème fraîche'],
    ['1 pound medium or large shrimp, in their shells', '1', 'pound', 'shrimp'],
  ])('%p -> %p %p %p', (input, qty, unit, name) => {
    expect(ingredientLineLabels(input)).toEqual({ qty, unit, name });
  });
});

describe('matchIngredientLabels: the README comparison', () => {
  const labels = { qty: '2', unit: 'tbsp', name: 'olive oil' };
  it.each([
    [{ qty: '2', unit: 'tbsp', name: 'olive  oil' }, { qty: true, unit: true, name: true }],
    [{ qty: '2.0', unit: 'Tbsp', name: 'oil olive' }, { qty: false, unit: false, name: false }],
    [{ qty: '2', unit: 'tbsp', name: 'olive oil extra' }, { qty: true, unit: true, name: false }],
  ])('%p', (parsed, expected) => expect(matchIngredientLabels(parsed, labels)).toEqual(expected));
});

describe('ingredientLabelsCsv', () => {
  it('adds the label columns to each input, quoting as RFC 4180 does', () => {
    const csv = 'id,input\r\n1,"2 cloves garlic, minced"\r\n2,"4 ""brown"" eggs"\r\n';
    expect(ingredientLabelsCsv(csv)).toBe('input,qty,unit,name\n"2 cloves garlic, minced",2,clove,garlic\n"4 ""brown"" eggs",4,,brown eggs\n');
  });

  it('refuses a CSV without an input column', () => {
    expect(() => ingredientLabelsCsv('line\n2 eggs\n')).toThrow('"input" column');
  });

  it('reads quoted newlines and a byte-order mark', () => {
    expect(readCsv('\uFEFFinput,x\n"a\nb",1\n')).toEqual([{ input: 'a\nb', x: '1' }]);
  });
});
