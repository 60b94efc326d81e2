import { ALLERGY_KEYS, DIETARY_RESTRICTIONS, type AllergyKey, type DietaryRestriction, type Preferences } from '../preferences/index.js';
import {
  ANIMAL_MADE_WORDS,
  GLUTEN_WORDS,
  SEAFOOD_WORDS,
  containsGluten,
  containsMeatOrFish,
  containsOtherAnimalFood,
  isDairy,
  type KeyWords,
} from '../recipes/food-words.js';
import { ingredientMatchKey } from '../recipes/ingredient-key.js';
import { foodWords } from './food-text.js';

/*
 * Which dietary restrictions and allergies an ingredient breaks (DECISIONS.md: diet and
 * allergies exclude a recommendation).
 *
 * Diets read the ingredient's match key with the food-words rules of the recipe diet tags.
 * Allergies read every word of the line, brackets and second choices included: a missed allergen
 * harms, a needless exclusion only hides a recipe.
 *
 * Allergy decisions:
 * - Nuts: any word ending in "nut" (peanut, walnut, hazelnut, "pine nuts") and foods made of nuts
 *   (almond, pesto, marzipan, praline, nutella, satay). Peanuts are legumes but people with a nut
 *   allergy avoid them, and the app has one toggle. Coconut is not a nut here: it is a drupe, and
 *   the FDA dropped it from its tree-nut list in 2025. Nutmeg, butternut, doughnut and water
 *   chestnut are not nuts.
 * - Shellfish: crustaceans and molluscs, squid and octopus included; "seafood" counts as both
 *   shellfish and fish.
 * - Fish: any word ending in "fish" that is not shellfish, the fish of SEAFOOD_WORDS, and
 *   sauces made with fish (fish sauce, Worcestershire, Caesar dressing, dashi).
 * - A word right before "mushroom", "apple" or "plant" names that plant: "oyster mushroom",
 *   "chestnut mushroom", "crab apple".
 * - "egg-free", "nut free": a word followed by "free" is absent. "vegan", "plant-based" and
 *   "eggless" rule out eggs, fish and shellfish but not nuts ("vegan pesto" has pine nuts).
 */

const set = (...lists: readonly string[][]) => new Set(lists.flat());

const NUT_MADE_WORDS = set([
  'almond', 'cashew', 'pecan', 'pistachio', 'macadamia', 'filbert', 'pignoli', 'pinenut', 'praline', 'marzipan', 'nutella',
  'pesto', 'frangipane', 'nougat', 'gianduja', 'romesco', 'satay', 'dukkah', 'baklava', 'amaretti', 'amaretto', 'macaron', 'muhammara',
]);
// Words ending in "nut" that are not nuts.
const NOT_NUT_WORDS = set(['coconut', 'butternut', 'doughnut', 'donut']);

const SHELLFISH_WORDS = set([
  'shellfish', 'seafood', 'shrimp', 'prawn', 'crab', 'lobster', 'crayfish', 'crawfish', 'langoustine', 'scampi', 'krill', 'scallop',
  'mussel', 'clam', 'oyster', 'cockle', 'whelk', 'abalone', 'conch', 'squid', 'calamari', 'octopus', 'cuttlefish', 'belacan', 'xo',
]);
// Words ending in "fish" that name no fish.
const NOT_FISH_WORDS = set(['goldfish', 'jellyfish', 'starfish']);
const FISH_WORDS = set(
  [...SEAFOOD_WORDS].filter((word) => !SHELLFISH_WORDS.has(word)),
  ['seafood', 'worcestershire', 'caesar', 'dashi', 'bonito', 'katsuobushi', 'surimi', 'herring', 'sprat', 'pilchard', 'pollock', 'hake'],
  ['sole', 'plaice', 'turbot', 'bream', 'branzino', 'grouper', 'mahi', 'barramundi', 'eel', 'unagi', 'carp', 'pike', 'perch', 'sturgeon'],
  ['lox', 'gravlax', 'kipper', 'bottarga', 'ikura', 'tobiko', 'masago', 'garum', 'colatura'],
);

const EGG_WORDS = set(
  [...ANIMAL_MADE_WORDS].filter((word) => word !== 'honey'),
  ['yolk', 'albumen', 'eggnog', 'eggwash', 'custard', 'hollandaise', 'bearnaise', 'frittata', 'omelet', 'omelette', 'quiche'],
  ['brioche', 'challah', 'ladyfinger', 'savoiardi', 'zabaglione', 'sabayon', 'carbonara'],
);

// "oyster mushroom", "chestnut mushroom", "crab apple", "egg plant": the word names the plant after it.
const PLANT_NAMED_AFTER = set(['mushroom', 'apple', 'plant']);
const ANIMAL_FREE_WORDS = set(['vegan', 'eggless']);

function allergiesIn(words: readonly string[]): AllergyKey[] {
  const found = new Set<AllergyKey>();
  const animalFree = words.some((word, i) => ANIMAL_FREE_WORDS.has(word) || (word === 'plant' && words[i + 1] === 'based'));
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (next === 'free' || PLANT_NAMED_AFTER.has(next)) return;
    const isNut =
      (word.endsWith('nut') && !NOT_NUT_WORDS.has(word) && !(word === 'chestnut' && words[i - 1] === 'water')) || NUT_MADE_WORDS.has(word);
    if (isNut) found.add('nuts');
    if (animalFree) return;
    if (SHELLFISH_WORDS.has(word)) found.add('shellfish');
    if (FISH_WORDS.has(word) || (word.endsWith('fish') && !SHELLFISH_WORDS.has(word) && !NOT_FISH_WORDS.has(word))) found.add('fish');
    if (EGG_WORDS.has(word)) found.add('eggs');
  });
  return ALLERGY_KEYS.filter((key) => found.has(key));
}

/*
 * Keto: no sugar, grains or starchy foods. Paleo: no grains, legumes, dairy or refined sugar.
 * Grains are the gluten grains of food-words plus these; a grain, starch or legume made into a fat
 * or a vinegar ("corn oil", "rice vinegar", "peanut oil") carries no carbohydrate.
 */
const OTHER_GRAIN_WORDS = set([
  'rice', 'corn', 'cornmeal', 'cornstarch', 'cornflour', 'polenta', 'grit', 'masa', 'oat', 'oatmeal', 'quinoa', 'millet', 'buckwheat',
  'sorghum', 'teff', 'amaranth', 'cereal', 'granola', 'muesli', 'popcorn',
]);
const STARCH_WORDS = set(['potato', 'yam', 'cassava', 'tapioca', 'plantain', 'taro', 'arrowroot', 'gnocchi']);
const STARCHY_LEGUME_WORDS = set(['bean', 'lentil', 'chickpea', 'pea', 'garbanzo', 'hummus', 'dal', 'dhal', 'daal']);
const LEGUME_WORDS = set([...STARCHY_LEGUME_WORDS], ['peanut', 'soy', 'soya', 'soybean', 'tofu', 'tempeh', 'edamame', 'miso']);
// "green beans", "snow peas", "vanilla bean", "bean sprouts": pods, pods' seeds of other plants, shoots.
const NOT_LEGUME_BEFORE = set(['green', 'string', 'french', 'runner', 'wax', 'snap', 'snow', 'vanilla', 'coffee', 'cocoa', 'cacao', 'jelly']);
const NOT_LEGUME_AFTER = set(['sprout']);
const NO_CARB_HEADS = set(['oil', 'vinegar']);
// What grain-free baking and "noodles" are made of ("zucchini noodles", "almond flour").
const GRAIN_FREE_MADE_WORDS = set(['almond', 'coconut', 'flax', 'flaxseed', 'hemp', 'psyllium', 'lupin', 'cauliflower', 'zucchini', 'shirataki', 'konjac']);
const KETO_MADE_WORDS = set([...GRAIN_FREE_MADE_WORDS], ['keto']);
const PALEO_MADE_WORDS = set([...GRAIN_FREE_MADE_WORDS], ['paleo', 'cassava', 'tapioca', 'arrowroot', 'plantain']);

const SUGAR_WORDS = set(['sugar', 'honey', 'syrup', 'molasses', 'agave', 'caramel', 'jam', 'marmalade', 'candy', 'marshmallow', 'treacle', 'dextrose', 'glucose', 'fructose']);
const REFINED_SUGAR_WORDS = set(['sugar', 'candy', 'marshmallow', 'dextrose', 'glucose', 'fructose', 'caramel', 'treacle']);
// Sugars paleo cooks use: "coconut sugar", "maple syrup", "date sugar", and honey.
const UNREFINED_SUGAR_BEFORE = set(['coconut', 'maple', 'date', 'palm']);
const REFINED_SYRUP_BEFORE = set(['corn', 'golden', 'simple', 'glucose', 'pancake']);

const at = (key: KeyWords, i: number) => key[i] ?? '';
const hasAnyWord = (key: KeyWords, words: ReadonlySet<string>) => key.some((word) => words.has(word));
const noCarbs = (key: KeyWords) => NO_CARB_HEADS.has(at(key, key.length - 1));

function isGrain(key: KeyWords, substitutes: ReadonlySet<string>): boolean {
  return (hasAnyWord(key, GLUTEN_WORDS) || hasAnyWord(key, OTHER_GRAIN_WORDS)) && !hasAnyWord(key, substitutes) && !noCarbs(key);
}

const isStarch = (key: KeyWords) => hasAnyWord(key, STARCH_WORDS) && !hasAnyWord(key, KETO_MADE_WORDS) && !noCarbs(key);

function isLegume(key: KeyWords, legumes: ReadonlySet<string>): boolean {
  if (noCarbs(key)) return false;
  return key.some((word, i) => legumes.has(word) && !NOT_LEGUME_BEFORE.has(at(key, i - 1)) && !NOT_LEGUME_AFTER.has(at(key, i + 1)));
}

// "sugar snap peas" are peas; "sugar-free" is one word and no sugar.
const isSugarWord = (key: KeyWords, i: number) => at(key, i) === 'sugar' && at(key, i + 1) !== 'snap';

function hasSugar(key: KeyWords): boolean {
  if (key.includes('sugar-free')) return false;
  return key.some((word, i) => SUGAR_WORDS.has(word) && (word !== 'sugar' || isSugarWord(key, i)));
}

function hasRefinedSugar(key: KeyWords): boolean {
  if (key.includes('sugar-free')) return false;
  return key.some((word, i) => {
    const before = at(key, i - 1);
    if (word === 'syrup') return REFINED_SYRUP_BEFORE.has(before);
    if (word === 'sugar') return isSugarWord(key, i) && !UNREFINED_SUGAR_BEFORE.has(before);
    return REFINED_SUGAR_WORDS.has(word);
  });
}

// Vegetarian and Vegan also refuse the allergy words, which know sauces the key does not show:
// Worcestershire, Caesar dressing and dashi hold fish; custard and aioli hold egg.
const DIET_RULES: Readonly<Record<DietaryRestriction, (key: KeyWords, allergies: readonly AllergyKey[]) => boolean>> = {
  'Dairy-Free': isDairy,
  Vegetarian: (key, allergies) => containsMeatOrFish(key) || allergies.includes('fish') || allergies.includes('shellfish'),
  Vegan: (key, allergies) => DIET_RULES.Vegetarian(key, allergies) || isDairy(key) || containsOtherAnimalFood(key) || allergies.includes('eggs'),
  // food-words lacks the vegetable "noodles" and "rice"; they hold no gluten either
  'Gluten-free': (key) => containsGluten(key) && !hasAnyWord(key, GRAIN_FREE_MADE_WORDS),
  Keto: (key) => hasSugar(key) || isGrain(key, KETO_MADE_WORDS) || isStarch(key) || isLegume(key, STARCHY_LEGUME_WORDS),
  Paleo: (key) => hasRefinedSugar(key) || isGrain(key, PALEO_MADE_WORDS) || isLegume(key, LEGUME_WORDS) || isDairy(key),
};

/** What one ingredient line rules out, whoever eats it. */
export interface IngredientConflicts {
  allergies: readonly AllergyKey[];
  diets: readonly DietaryRestriction[];
}

/**
 * The allergies and dietary restrictions an ingredient breaks, in the preferences' option order.
 * `matchKey` is the stored ingredientMatchKey(name), when the caller has it.
 */
export function ingredientConflicts(name: string, matchKey: string = ingredientMatchKey(name)): IngredientConflicts {
  const key = matchKey === '' ? [] : matchKey.split(' ');
  const allergies = allergiesIn(foodWords(name));
  return { allergies, diets: DIETARY_RESTRICTIONS.filter((diet) => DIET_RULES[diet](key, allergies)) };
}

/** Why a recipe does not fit: the first allergy it holds, else the first restriction it breaks. */
export type PreferenceBreach =
  | { kind: 'allergy'; allergy: AllergyKey; ingredient: string }
  | { kind: 'diet'; restriction: DietaryRestriction; ingredient: string };

type Ingredient = string | { name: string; matchKey?: string | null };

/**
 * The first allergy (in the toggles' order) any ingredient holds, else the first chosen dietary
 * restriction an ingredient breaks; null when the recipe fits. Allergies come first: they are
 * about harm, diets about choice. `conflictsOf` lets a caller that checks many recipes reuse
 * the answer for an ingredient line it has seen.
 */
export function breaksPreferences(
  ingredients: readonly Ingredient[],
  preferences: Pick<Preferences, 'allergies' | 'dietaryRestrictions'>,
  conflictsOf: (name: string, matchKey?: string) => IngredientConflicts = ingredientConflicts,
): PreferenceBreach | null {
  const allergies = ALLERGY_KEYS.filter((key) => preferences.allergies[key]);
  const diets = DIETARY_RESTRICTIONS.filter((diet) => preferences.dietaryRestrictions.includes(diet));
  if (allergies.length === 0 && diets.length === 0) return null;
  const lines = ingredients.map((ingredient) => {
    const { name, matchKey } = typeof ingredient === 'string' ? { name: ingredient, matchKey: null } : ingredient;
    return { name, conflicts: conflictsOf(name, matchKey ?? undefined) };
  });
  for (const allergy of allergies) {
    const line = lines.find(({ conflicts }) => conflicts.allergies.includes(allergy));
    if (line) return { kind: 'allergy', allergy, ingredient: line.name };
  }
  for (const restriction of diets) {
    const line = lines.find(({ conflicts }) => conflicts.diets.includes(restriction));
    if (line) return { kind: 'diet', restriction, ingredient: line.name };
  }
  return null;
}

export type DietaryExclusions = Pick<Preferences, 'allergies' | 'dietaryRestrictions'>;

/**
 * What rules a recipe out for a household: every member's allergies and diets together
 * (DECISIONS.md, Households: a recipe with nuts is never suggested where someone avoids nuts).
 * Only the exclusion is shared; each member's preferences stay their own.
 */
export function householdExclusions(members: readonly DietaryExclusions[]): DietaryExclusions {
  return {
    allergies: Object.fromEntries(ALLERGY_KEYS.map((key) => [key, members.some((member) => member.allergies[key])])) as Preferences['allergies'],
    dietaryRestrictions: DIETARY_RESTRICTIONS.filter((diet) => members.some((member) => member.dietaryRestrictions.includes(diet))),
  };
}
