/*
 * Words that say what kind of food an ingredient key names, shared by the diet tags and the
 * shopping category of a recipe ingredient. They are read from ingredientMatchKey's output, so
 * "peanut butter", "coconut milk" and "butter beans" arrive already told apart from butter and milk.
 */

const set = (...lists: string[][]) => new Set(lists.flat());

export const MEAT_WORDS = set([
  'chicken', 'beef', 'pork', 'bacon', 'ham', 'lamb', 'mutton', 'turkey', 'veal', 'duck', 'goose', 'venison', 'rabbit', 'meat',
  'steak', 'mince', 'meatball', 'sausage', 'salami', 'pepperoni', 'prosciutto', 'pancetta', 'chorizo', 'lardon', 'lard',
  'guanciale', 'pastrami', 'jerky', 'suet', 'dripping', 'gelatin', 'gelatine', 'bone', 'rib', 'brisket', 'oxtail', 'liver',
]);

export const SEAFOOD_WORDS = set([
  'fish', 'anchovy', 'salmon', 'tuna', 'cod', 'haddock', 'halibut', 'tilapia', 'trout', 'sardine', 'mackerel', 'snapper', 'bass',
  'shrimp', 'prawn', 'crab', 'lobster', 'scallop', 'mussel', 'clam', 'oyster', 'squid', 'calamari', 'octopus', 'caviar', 'roe',
]);

// A meaty or milky name made from plants: "vegan sausage", "coconut milk", "cream of tartar".
export const PLANT_MADE_WORDS = set(
  ['vegan', 'vegetarian', 'plant-based', 'meatless', 'veggie', 'tofu', 'seitan', 'tempeh', 'jackfruit', 'dairy-free', 'non-dairy'],
  ['coconut', 'almond', 'oat', 'soy', 'soya', 'rice', 'cashew', 'hemp', 'peanut', 'cocoa', 'cacao', 'shea', 'apple', 'nut', 'sunflower', 'seed', 'tartar'],
);

// Dairy: a key ending in one of these ("sour cream", "butter"), or naming a cheese anywhere.
export const DAIRY_HEADS = set(['milk', 'butter', 'cream', 'yogurt', 'ghee', 'whey', 'buttermilk', 'half-and-half', 'kefir', 'custard', 'fraiche', 'quark', 'casein']);
export const CHEESE_WORDS = set([
  'cheese', 'cheddar', 'parmesan', 'mozzarella', 'feta', 'ricotta', 'mascarpone', 'gouda', 'brie', 'gruyere', 'provolone', 'halloumi',
  'paneer', 'pecorino', 'manchego', 'camembert', 'emmental', 'asiago', 'gorgonzola', 'burrata', 'cotija', 'colby', 'jack', 'havarti',
  'romano', 'stilton', 'fontina', 'taleggio', 'queso', 'raclette', 'comte', 'labneh', 'chevre',
]);

// Not vegan besides meat, fish and dairy.
export const ANIMAL_MADE_WORDS = set(['egg', 'honey', 'mayonnaise', 'mayo', 'meringue', 'aioli']);

// Grains and foods made from them that hold gluten...
export const GLUTEN_WORDS = set(
  ['flour', 'bread', 'pasta', 'noodle', 'wheat', 'barley', 'rye', 'couscous', 'bulgur', 'farro', 'semolina', 'spelt', 'seitan', 'malt', 'beer'],
  ['panko', 'breadcrumb', 'crumb', 'cracker', 'tortilla', 'pita', 'naan', 'bagel', 'croissant', 'bun', 'brioche', 'baguette', 'muffin', 'crouton'],
  ['pastry', 'phyllo', 'filo', 'cake', 'cookie', 'biscuit', 'dumpling', 'wonton', 'graham', 'pretzel', 'dough', 'crust', 'pizza', 'udon', 'ramen', 'teriyaki', 'hoisin'],
);
// ...unless made of something else ("rice noodles", "corn tortillas", "almond flour").
export const GLUTEN_FREE_MADE_WORDS = set([
  'gluten-free', 'rice', 'corn', 'almond', 'coconut', 'chickpea', 'buckwheat', 'tapioca', 'potato', 'cassava', 'gram', 'sorghum', 'millet',
  'quinoa', 'teff', 'arrowroot', 'lentil', 'tamari',
]);

export const PRODUCE_WORDS = set([
  'apple', 'apricot', 'artichoke', 'arugula', 'asparagus', 'avocado', 'banana', 'basil', 'beet', 'beetroot', 'berry', 'blackberry', 'blueberry',
  'broccoli', 'cabbage', 'cantaloupe', 'carrot', 'cauliflower', 'celery', 'chard', 'cherry', 'chili', 'chive', 'cilantro', 'corn', 'cranberry',
  'cucumber', 'dill', 'eggplant', 'fennel', 'fig', 'garlic', 'ginger', 'grape', 'grapefruit', 'herb', 'jalapeno', 'kale', 'kiwi', 'leek',
  'lemon', 'lemongrass', 'lettuce', 'lime', 'mango', 'melon', 'mint', 'mushroom', 'nectarine', 'okra', 'onion', 'orange', 'papaya', 'parsley',
  'parsnip', 'peach', 'pear', 'pineapple', 'plum', 'pomegranate', 'potato', 'pumpkin', 'radish', 'raspberry', 'rhubarb', 'rosemary', 'sage',
  'scallion', 'shallot', 'spinach', 'sprout', 'squash', 'strawberry', 'thyme', 'tomatillo', 'tomato', 'turnip', 'watermelon', 'yam', 'zucchini',
]);
export const BAKERY_WORDS = set(['bread', 'bun', 'roll', 'bagel', 'tortilla', 'pita', 'naan', 'croissant', 'baguette', 'brioche', 'muffin']);
export const BEVERAGE_WORDS = set(['coffee', 'tea', 'soda', 'wine', 'beer', 'water', 'lemonade']);
export const SNACK_WORDS = set(['chip', 'cracker', 'pretzel', 'popcorn']);

/** An ingredient key split into its words. */
export type KeyWords = readonly string[];

const hasAny = (key: KeyWords, words: ReadonlySet<string>) => key.some((word) => words.has(word));
const headOf = (key: KeyWords) => key[key.length - 1] ?? '';

export const isPlantMade = (key: KeyWords) => hasAny(key, PLANT_MADE_WORDS);
/** Holds meat or fish anywhere: "chicken broth" and "fish sauce" do. */
export const containsMeatOrFish = (key: KeyWords) => (hasAny(key, MEAT_WORDS) || hasAny(key, SEAFOOD_WORDS)) && !isPlantMade(key);
export const isDairy = (key: KeyWords) => (DAIRY_HEADS.has(headOf(key)) || hasAny(key, CHEESE_WORDS)) && !isPlantMade(key);
export const containsOtherAnimalFood = (key: KeyWords) => hasAny(key, ANIMAL_MADE_WORDS) && !isPlantMade(key);
export const containsGluten = (key: KeyWords) =>
  (hasAny(key, GLUTEN_WORDS) || key.join(' ') === 'soy sauce') && !hasAny(key, GLUTEN_FREE_MADE_WORDS);
/** The head word (the food itself, not what it is made with) is in the set: "chicken", not "chicken broth". */
export const headIn = (key: KeyWords, words: ReadonlySet<string>) => words.has(headOf(key));
