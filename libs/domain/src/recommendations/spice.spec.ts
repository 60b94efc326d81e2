import { ingredientHeat, recipeSpiceLevel, type SpiceSource } from './spice.js';

describe('ingredientHeat', () => {
  it.each([
    // not hot
    ['1 tsp black pepper', 1],
    ['freshly ground pepper', 1],
    ['1 red bell pepper, diced', 1],
    ['2 red peppers, sliced', 1],
    ['1 tsp sweet paprika', 1],
    ['smoked paprika', 1],
    ['1 cup hot water', 1],
    ['2 cups hot cooked rice', 1],
    ['1 cup very hot water', 1],
    ['4 hot dog buns', 1],
    ['buffalo mozzarella', 1],
    ['1 tsp ground ginger', 1],
    ['1 tbsp curry powder', 1],
    ['valueOf constructor toString', 1],
    // warm
    ['1 jalapeño, seeded', 2],
    ['2 poblano peppers', 2],
    ['1 tbsp chili powder', 2],
    ['3 tbsp sweet chili sauce', 2],
    ['1 tsp hot paprika', 2],
    ['a pinch of cayenne pepper', 2],
    ['dash of hot sauce', 2],
    ['2 mild green chilies', 2],
    ['2 cups salsa verde', 2],
    ['1 cup mild salsa', 1],
    ['1 cup kimchi, chopped', 2],
    ['Mexican chorizo', 2],
    // spicy
    ['1/2 tsp cayenne pepper', 3],
    ['1 tsp red pepper flakes', 3],
    ['1/2 tsp crushed red pepper', 3],
    ['2 tbsp sriracha', 3],
    ['1 tbsp harissa paste', 3],
    ['2 tbsp gochujang', 3],
    ['1 tbsp sambal oelek', 3],
    ['2 chipotle peppers in adobo', 3],
    ['2 red chillies, finely chopped', 3],
    ['1 tsp hot sauce', 3],
    ['hot salsa', 3],
    ['1/4 cup buffalo sauce', 3],
    ['2 tbsp Thai red curry paste', 3],
    ['1 tsp Sichuan peppercorns', 3],
    ['spicy Italian sausage', 3],
    // very hot
    ['1 habanero, minced', 4],
    ['2 scotch bonnet peppers', 4],
    ["3 bird's eye chillies", 4],
    ['1 ghost pepper', 4],
  ])('%p -> %i', (name, heat) => {
    expect(ingredientHeat(name)).toBe(heat);
  });
});

const recipe = (over: Partial<SpiceSource>): SpiceSource => ({ title: 'Weeknight Supper', ingredientNames: [], ...over });

describe('recipeSpiceLevel', () => {
  it.each<[string, SpiceSource, number]>([
    ['nothing hot is Mild', recipe({ ingredientNames: ['rice', 'black pepper', 'sweet paprika'] }), 1],
    ['the hottest line counts', recipe({ ingredientNames: ['rice', '1 jalapeño', '1 tsp cayenne'] }), 3],
    ['a title word speaks for the dish', recipe({ title: 'Spicy Peanut Noodles', ingredientNames: ['noodles'] }), 3],
    ['"Very Hot" as a tag', recipe({ tags: ['Dinner', 'Very Hot'], ingredientNames: ['chicken'] }), 4],
    ['"Extra Spicy" in the title', recipe({ title: 'Extra Spicy Wings', ingredientNames: ['chicken wings'] }), 4],
    ['"Hot Dog" is no heat', recipe({ title: 'Classic Hot Dogs', ingredientNames: ['hot dogs', 'buns'] }), 1],
    ['"Mild" in the title caps the dish at Medium', recipe({ title: 'Mild Chicken Curry', ingredientNames: ['chicken', '1 tsp cayenne'] }), 2],
    ['a Mild tag does too', recipe({ tags: ['Mild'], ingredientNames: ['1 habanero'] }), 2],
    ['three Spicy lines make it Very Hot', recipe({ ingredientNames: ['gochujang', 'gochugaru', '2 red chilies', 'tofu'] }), 4],
    ['two Spicy lines stay Spicy', recipe({ ingredientNames: ['gochujang', 'gochugaru', 'tofu'] }), 3],
  ])('%s', (_case, source, level) => {
    expect(recipeSpiceLevel(source)).toBe(level);
  });

  it('asks heatOf for each ingredient line', () => {
    const asked: string[] = [];
    const level = recipeSpiceLevel(recipe({ ingredientNames: ['a', 'b'] }), (name) => {
      asked.push(name);
      return name === 'b' ? 3 : 1;
    });
    expect([level, asked]).toEqual([3, ['a', 'b']]);
  });
});
