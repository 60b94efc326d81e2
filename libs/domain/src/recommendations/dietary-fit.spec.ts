import { DEFAULT_PREFERENCES, type AllergyKey, type DietaryRestriction, type Preferences } from '../preferences/index.js';
import { breaksPreferences, ingredientConflicts, type IngredientConflicts } from './dietary-fit.js';

describe('ingredientConflicts: allergens, with the traps', () => {
  it.each<[string, AllergyKey[]]>([
    // nuts
    ['1 cup almond milk', ['nuts']],
    ['2 tbsp peanut butter', ['nuts']],
    ['1/4 cup pesto', ['nuts']],
    ['vegan pesto', ['nuts']],
    ['100 g marzipan', ['nuts']],
    ['hazelnut praline', ['nuts']],
    ['2 tbsp Nutella', ['nuts']],
    ['1/2 cup toasted pine nuts', ['nuts']],
    ['chopped walnuts', ['nuts']],
    ['roasted cashews', ['nuts']],
    ['pistachios, shelled', ['nuts']],
    ['macadamia nuts', ['nuts']],
    ['groundnut oil', ['nuts']],
    ['vegetable oil (or peanut oil)', ['nuts']],
    ['chestnuts, roasted', ['nuts']],
    ['satay sauce', ['nuts']],
    ['1/2 tsp ground nutmeg', []],
    ['1 butternut squash, cubed', []],
    ['1 can water chestnuts', []],
    ['400 ml coconut milk', []],
    ['shredded coconut', []],
    ['glazed doughnuts', []],
    ['nut-free granola', []],
    ['chestnut mushrooms', []],
    ['nutritional yeast', []],
    // eggs
    ['2 large eggs', ['eggs']],
    ['3 egg yolks', ['eggs']],
    ['1/2 cup mayonnaise', ['eggs']],
    ['garlic aioli', ['eggs']],
    ['meringue nests', ['eggs']],
    ['8 oz egg noodles', ['eggs']],
    ['vanilla custard', ['eggs']],
    ['hollandaise sauce', ['eggs']],
    ['ladyfingers', ['eggs']],
    ['1 eggplant, diced', []],
    ['2 aubergines', []],
    ['egg-free pasta', []],
    ['eggless mayonnaise', []],
    ['vegan mayo', []],
    // fish
    ['2 tbsp fish sauce', ['fish']],
    ['1 tsp Worcestershire sauce', ['fish']],
    ['1 tbsp anchovy paste', ['fish']],
    ['Caesar dressing', ['fish']],
    ['salmon fillets', ['fish']],
    ['1 can tuna in water', ['fish']],
    ['swordfish steaks', ['fish']],
    ['4 cups dashi', ['fish']],
    ['smoked haddock', ['fish']],
    ['goldfish crackers', []],
    ['vegan fish sauce', []],
    // shellfish
    ['1 tbsp oyster sauce', ['shellfish']],
    ['1 tsp shrimp paste', ['shellfish']],
    ['1 lb large shrimp, peeled and deveined', ['shellfish']],
    ['king prawns', ['shellfish']],
    ['lump crab meat', ['shellfish']],
    ['mussels, scrubbed', ['shellfish']],
    ['squid rings', ['shellfish']],
    ['crayfish tails', ['shellfish']],
    ['200 g oyster mushrooms', []],
    ['1 crab apple', []],
    ['crabapple jelly', []],
    ['sea salt', []],
    // more than one
    ['frozen seafood mix', ['shellfish', 'fish']],
    ['anchovy and egg dressing', ['eggs', 'fish']],
    ['pad thai sauce (fish sauce, peanuts)', ['nuts', 'fish']],
  ])('%p -> %p', (name, allergies) => {
    expect(ingredientConflicts(name).allergies).toEqual(allergies);
  });
});

describe('ingredientConflicts: dietary restrictions', () => {
  it.each<[string, DietaryRestriction[]]>([
    // the four diets of the recipe tags, from the same food words
    ['1 lb chicken thighs', ['Vegetarian', 'Vegan']],
    ['2 cups chicken broth', ['Vegetarian', 'Vegan']],
    ['1 tbsp fish sauce', ['Vegetarian', 'Vegan']],
    ['1 tsp Worcestershire sauce', ['Vegetarian', 'Vegan']],
    ['vegan Worcestershire sauce', []],
    ['Caesar dressing', ['Vegetarian', 'Vegan']],
    ['1 cup custard', ['Dairy-Free', 'Vegan', 'Paleo']],
    ['1/4 cup aioli', ['Vegan']],
    ['1 cup whole milk', ['Dairy-Free', 'Vegan', 'Paleo']],
    ['1 cup oat milk', ['Keto', 'Paleo']],
    ['1 cup almond milk', []],
    ['400 ml coconut milk', []],
    ['2 tbsp unsalted butter', ['Dairy-Free', 'Vegan', 'Paleo']],
    ['1/2 cup peanut butter', ['Paleo']],
    ['shredded cheddar cheese', ['Dairy-Free', 'Vegan', 'Paleo']],
    ['2 eggs', ['Vegan']],
    ['1 tbsp honey', ['Vegan', 'Keto']],
    ['2 cups all-purpose flour', ['Gluten-free', 'Keto', 'Paleo']],
    ['1 cup almond flour', []],
    ['2 tbsp soy sauce', ['Gluten-free', 'Paleo']],
    ['2 tbsp tamari', []],
    ['8 oz spaghetti', ['Gluten-free', 'Keto', 'Paleo']],
    ['rice noodles', ['Keto', 'Paleo']],
    // keto: sugar, grains and starches; paleo: grains, legumes, dairy and refined sugar
    ['1 cup white rice', ['Keto', 'Paleo']],
    ['2 cups cauliflower rice', []],
    ['zucchini noodles', []],
    ['corn tortillas', ['Keto', 'Paleo']],
    ['1 tbsp cornstarch', ['Keto', 'Paleo']],
    ['2 russet potatoes', ['Keto']],
    ['1 sweet potato', ['Keto']],
    ['tapioca starch', ['Keto']],
    ['1/2 cup brown sugar', ['Keto', 'Paleo']],
    ['2 tbsp coconut sugar', ['Keto']],
    ['1/4 cup maple syrup', ['Keto']],
    ['light corn syrup', ['Keto', 'Paleo']],
    ['sugar-free maple syrup', []],
    ['sugar snap peas', []],
    ['1 can black beans', ['Keto', 'Paleo']],
    ['1 cup red lentils', ['Keto', 'Paleo']],
    ['chickpeas, drained', ['Keto', 'Paleo']],
    ['green beans, trimmed', []],
    ['snow peas', []],
    ['1 vanilla bean', []],
    ['bean sprouts', []],
    ['firm tofu', ['Paleo']],
    ['1 tbsp rice vinegar', []],
    ['2 tbsp peanut oil', []],
    ['1 tbsp olive oil', []],
    ['1 avocado', []],
    ['', []],
  ])('%p -> %p', (name, diets) => {
    expect(ingredientConflicts(name).diets).toEqual(diets);
  });

  it('reads the stored match key for diets', () => {
    expect(ingredientConflicts('whatever it says', 'chicken').diets).toEqual(['Vegetarian', 'Vegan']);
  });
});

const preferences = (over: Partial<Pick<Preferences, 'allergies' | 'dietaryRestrictions'>> = {}) => ({
  ...DEFAULT_PREFERENCES,
  ...over,
  allergies: { ...DEFAULT_PREFERENCES.allergies, ...over.allergies },
});

describe('breaksPreferences', () => {
  const padThai = ['rice noodles', '2 tbsp fish sauce', '1/4 cup roasted peanuts', '2 eggs', 'bean sprouts'];

  it.each<[string, string[], ReturnType<typeof preferences>, ReturnType<typeof breaksPreferences>]>([
    ['nothing chosen: everything fits', padThai, preferences(), null],
    ['a nut allergy names the ingredient', padThai, preferences({ allergies: { nuts: true, shellfish: false, eggs: false, fish: false } }), { kind: 'allergy', allergy: 'nuts', ingredient: '1/4 cup roasted peanuts' }],
    ['allergies in the toggles order', padThai, preferences({ allergies: { nuts: false, shellfish: false, eggs: true, fish: true } }), { kind: 'allergy', allergy: 'eggs', ingredient: '2 eggs' }],
    ['an allergy before a diet', padThai, preferences({ dietaryRestrictions: ['Vegetarian'], allergies: { nuts: false, shellfish: false, eggs: false, fish: true } }), { kind: 'allergy', allergy: 'fish', ingredient: '2 tbsp fish sauce' }],
    ['a diet names the ingredient', padThai, preferences({ dietaryRestrictions: ['Vegetarian'] }), { kind: 'diet', restriction: 'Vegetarian', ingredient: '2 tbsp fish sauce' }],
    ['diets in the options order', padThai, preferences({ dietaryRestrictions: ['Vegan', 'Keto'] }), { kind: 'diet', restriction: 'Vegan', ingredient: '2 tbsp fish sauce' }],
    ['a fitting recipe', ['eggplant', 'olive oil', 'garlic', 'nutmeg'], preferences({ dietaryRestrictions: ['Vegan', 'Gluten-free', 'Paleo'], allergies: { nuts: true, shellfish: true, eggs: true, fish: true } }), null],
    ['shellfish allergy, oyster mushrooms fit', ['oyster mushrooms', 'soy sauce'], preferences({ allergies: { nuts: false, shellfish: true, eggs: false, fish: false } }), null],
    ['shellfish allergy, oyster sauce does not', ['oyster mushrooms', 'oyster sauce'], preferences({ allergies: { nuts: false, shellfish: true, eggs: false, fish: false } }), { kind: 'allergy', allergy: 'shellfish', ingredient: 'oyster sauce' }],
  ])('%s', (_case, names, prefs, expected) => {
    expect(breaksPreferences(names, prefs)).toEqual(expected);
  });

  it('takes ingredients with stored match keys, and asks conflictsOf for each line', () => {
    const asked: string[] = [];
    const conflictsOf = (name: string, matchKey?: string): IngredientConflicts => {
      asked.push(`${name}|${matchKey}`);
      return ingredientConflicts(name, matchKey);
    };
    const breach = breaksPreferences([{ name: 'stock', matchKey: 'chicken broth' }, 'salt'], preferences({ dietaryRestrictions: ['Vegetarian'] }), conflictsOf);
    expect(breach).toEqual({ kind: 'diet', restriction: 'Vegetarian', ingredient: 'stock' });
    expect(asked).toEqual(['stock|chicken broth', 'salt|undefined']);
  });
});
