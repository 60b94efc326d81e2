import { singularize } from '../shopping/item-names.js';

/** spec part 2 §3: a stock image of the catalogue; the SVGs are made by tools/stock-images.mjs. */
export interface StockImage {
  id: string;
  url: string;
  title: string;
  category: string;
  tags: readonly string[];
}

// spec part 2 §9: a fallback stock food image is used when a recipe has no image
export const FALLBACK_RECIPE_IMAGE = '/stock-images/fallback.svg';
// spec part 2 §9: image suggestions max 5
export const STOCK_IMAGE_SUGGESTIONS_MAX = 5;

const image = (id: string, title: string, category: string, tags: string[]): StockImage => ({
  id,
  url: `/stock-images/${id}.svg`,
  title,
  category,
  tags,
});

// spec part 2 §3: about 45 entries across Italian, Asian, Mexican, American, Breakfast, Dessert,
// Healthy, Soup, Seafood, Drinks and others
export const STOCK_IMAGES: readonly StockImage[] = [
  image('italian-tomato-pasta', 'Tomato Pasta', 'Italian', ['pasta', 'spaghetti', 'tomato', 'sauce', 'marinara', 'bolognese']),
  image('italian-pizza', 'Pizza', 'Italian', ['pizza', 'cheese', 'mozzarella', 'tomato', 'basil']),
  image('italian-risotto', 'Risotto', 'Italian', ['risotto', 'rice', 'mushroom', 'parmesan', 'creamy']),
  image('italian-lasagna', 'Lasagna', 'Italian', ['lasagna', 'pasta', 'baked', 'beef', 'cheese']),
  image('italian-pesto-pasta', 'Pesto Pasta', 'Italian', ['pesto', 'pasta', 'basil', 'green', 'vegetarian']),
  image('asian-stir-fry', 'Stir-Fry', 'Asian', ['stir-fry', 'wok', 'vegetable', 'chicken', 'beef', 'noodle']),
  image('asian-ramen', 'Ramen', 'Asian', ['ramen', 'noodle', 'soup', 'egg', 'broth', 'japanese']),
  image('asian-fried-rice', 'Fried Rice', 'Asian', ['rice', 'fried', 'egg', 'pea', 'chinese']),
  image('asian-sushi', 'Sushi', 'Asian', ['sushi', 'rice', 'salmon', 'fish', 'japanese']),
  image('asian-dumplings', 'Dumplings', 'Asian', ['dumpling', 'gyoza', 'wonton', 'pork', 'chinese']),
  image('mexican-tacos', 'Tacos', 'Mexican', ['taco', 'tortilla', 'beef', 'salsa', 'lime']),
  image('mexican-burrito', 'Burrito', 'Mexican', ['burrito', 'wrap', 'tortilla', 'bean', 'rice']),
  image('mexican-enchiladas', 'Enchiladas', 'Mexican', ['enchilada', 'tortilla', 'cheese', 'baked', 'chicken']),
  image('mexican-guacamole', 'Guacamole', 'Mexican', ['guacamole', 'avocado', 'dip', 'chip', 'snack']),
  image('american-burger', 'Burger', 'American', ['burger', 'beef', 'bun', 'cheese', 'grilled']),
  image('american-bbq-ribs', 'BBQ Ribs', 'American', ['bbq', 'barbecue', 'rib', 'pork', 'grilled']),
  image('american-mac-cheese', 'Mac and Cheese', 'American', ['mac', 'macaroni', 'cheese', 'pasta', 'baked']),
  image('american-fried-chicken', 'Fried Chicken', 'American', ['fried', 'chicken', 'crispy', 'drumstick']),
  image('breakfast-pancakes', 'Pancakes', 'Breakfast', ['pancake', 'syrup', 'berry', 'brunch']),
  image('breakfast-eggs-toast', 'Eggs on Toast', 'Breakfast', ['egg', 'toast', 'bread', 'brunch']),
  image('breakfast-oatmeal', 'Oatmeal', 'Breakfast', ['oatmeal', 'oat', 'porridge', 'banana', 'berry']),
  image('breakfast-smoothie-bowl', 'Smoothie Bowl', 'Breakfast', ['smoothie', 'bowl', 'berry', 'banana', 'granola']),
  image('breakfast-omelette', 'Omelette', 'Breakfast', ['omelette', 'omelet', 'egg', 'cheese', 'frittata']),
  image('dessert-chocolate-cake', 'Chocolate Cake', 'Dessert', ['cake', 'chocolate', 'baked', 'birthday']),
  image('dessert-cookies', 'Cookies', 'Dessert', ['cookie', 'chocolate', 'chip', 'baked', 'biscuit']),
  image('dessert-fruit-tart', 'Fruit Tart', 'Dessert', ['tart', 'pie', 'fruit', 'berry', 'pastry']),
  image('dessert-ice-cream', 'Ice Cream', 'Dessert', ['ice', 'cream', 'frozen', 'sundae', 'gelato']),
  image('healthy-grain-bowl', 'Grain Bowl', 'Healthy', ['bowl', 'grain', 'quinoa', 'vegetable', 'vegan']),
  image('healthy-roasted-vegetables', 'Roasted Vegetables', 'Healthy', ['roasted', 'vegetable', 'carrot', 'vegan', 'side']),
  image('healthy-avocado-toast', 'Avocado Toast', 'Healthy', ['avocado', 'toast', 'bread', 'vegetarian', 'brunch']),
  image('healthy-quinoa-salad', 'Quinoa Salad', 'Healthy', ['quinoa', 'salad', 'vegetable', 'vegan', 'lunch']),
  image('soup-tomato', 'Tomato Soup', 'Soup', ['soup', 'tomato', 'creamy', 'vegetarian']),
  image('soup-chicken-noodle', 'Chicken Noodle Soup', 'Soup', ['soup', 'chicken', 'noodle', 'broth']),
  image('soup-lentil', 'Lentil Soup', 'Soup', ['soup', 'lentil', 'stew', 'vegan']),
  image('seafood-salmon', 'Salmon', 'Seafood', ['salmon', 'fish', 'fillet', 'lemon']),
  image('seafood-shrimp', 'Shrimp', 'Seafood', ['shrimp', 'prawn', 'garlic', 'scampi']),
  image('seafood-mussels', 'Mussels', 'Seafood', ['mussel', 'clam', 'shellfish', 'wine']),
  image('drinks-lemonade', 'Lemonade', 'Drinks', ['lemonade', 'lemon', 'drink', 'summer']),
  image('drinks-smoothie', 'Smoothie', 'Drinks', ['smoothie', 'shake', 'berry', 'banana', 'drink']),
  image('drinks-iced-tea', 'Iced Tea', 'Drinks', ['tea', 'iced', 'drink', 'lemon']),
  image('salad-green', 'Green Salad', 'Salad', ['salad', 'green', 'lettuce', 'side', 'vegan']),
  image('salad-caesar', 'Caesar Salad', 'Salad', ['salad', 'caesar', 'romaine', 'crouton', 'parmesan']),
  image('salad-greek', 'Greek Salad', 'Salad', ['salad', 'greek', 'feta', 'olive', 'cucumber']),
  image('indian-curry', 'Curry', 'Indian', ['curry', 'masala', 'tikka', 'chicken', 'rice']),
  image('indian-dal', 'Dal', 'Indian', ['dal', 'dhal', 'lentil', 'vegan', 'rice']),
  image('mediterranean-hummus', 'Hummus', 'Mediterranean', ['hummus', 'chickpea', 'dip', 'pita', 'vegan']),
  image('mediterranean-falafel', 'Falafel', 'Mediterranean', ['falafel', 'chickpea', 'pita', 'wrap', 'vegan']),
];

const BY_ID = new Map(STOCK_IMAGES.map((entry) => [entry.id, entry]));

export function stockImageById(id: string | null | undefined): StockImage | undefined {
  return id ? BY_ID.get(id) : undefined;
}

// Words too common in titles to say which picture fits.
const STOP_WORDS = new Set(['and', 'with', 'the', 'for', 'easy', 'quick', 'best', 'simple', 'homemade', 'recipe', 'style', 'classic', 'my']);

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(singularize);
}

// What an image is known by: its title, tags and category ("stir-fry" as itself and as its parts).
const IMAGE_WORDS = new Map(
  STOCK_IMAGES.map((entry) => [
    entry,
    new Set([...wordsOf(`${entry.title} ${entry.category} ${entry.tags.join(' ')}`), ...entry.tags.map((tag) => tag.toLowerCase())]),
  ]),
);

/** Images sharing the most of these words first, catalogue order among equals. */
function imagesFor(words: readonly string[]): StockImage[] {
  const wanted = new Set(words);
  return STOCK_IMAGES.map((entry, index) => ({ entry, index, score: [...IMAGE_WORDS.get(entry)!].filter((word) => wanted.has(word)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * spec part 2 §4: stock images for a recipe from its title words, then its tags, then its category;
 * the first five of the catalogue when none of those fits. At most five.
 */
export function suggestStockImages(recipe: { title?: string | null; tags?: readonly string[] | null; category?: string | null }): StockImage[] {
  const titleWords = wordsOf(recipe.title ?? '');
  const suggestions = [
    ...imagesFor(titleWords.flatMap((word, i) => (i > 0 ? [word, `${titleWords[i - 1]}-${word}`] : [word]))),
    ...imagesFor((recipe.tags ?? []).flatMap((tag) => [...wordsOf(tag), tag.toLowerCase()])),
    ...imagesFor(wordsOf(recipe.category ?? '')),
  ];
  const unique = [...new Set(suggestions)];
  return (unique.length > 0 ? unique : STOCK_IMAGES).slice(0, STOCK_IMAGE_SUGGESTIONS_MAX);
}
