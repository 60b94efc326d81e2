import { AUTOCOMPLETE_MAX_RESULTS, AUTOCOMPLETE_MIN_CHARS, QUICK_ADD_MAX, type CategoryName } from '../categories.js';
import { ALL_SHOPPING_CATEGORIES, type ShoppingCategoryFilter } from './shopping-item.js';

/** spec part 1 §3: shopping catalogue item. */
export interface ShoppingCatalogueItem {
  name: string;
  category: CategoryName;
  commonQuantities: readonly string[];
}

const item = (name: string, category: CategoryName, ...commonQuantities: string[]): ShoppingCatalogueItem => ({
  name,
  category,
  commonQuantities,
});

// spec part 1 §3: about 70 items across the nine categories
export const SHOPPING_CATALOGUE: readonly ShoppingCatalogueItem[] = [
  item('Milk', 'Dairy & Eggs', '1 gallon', 'half gallon', '1 quart'),
  item('Eggs', 'Dairy & Eggs', '1 dozen', '18 count', '6 count'),
  item('Butter', 'Dairy & Eggs', '1 lb', '4 sticks', '8 oz'),
  item('Cheddar Cheese', 'Dairy & Eggs', '8 oz', '1 lb', '2 cups shredded'),
  item('Greek Yogurt', 'Dairy & Eggs', '32 oz', '6 oz', '4 cups'),
  item('Mozzarella', 'Dairy & Eggs', '8 oz', '1 lb'),
  item('Parmesan Cheese', 'Dairy & Eggs', '4 oz', '8 oz'),
  item('Cream Cheese', 'Dairy & Eggs', '8 oz', '2 packages'),
  item('Sour Cream', 'Dairy & Eggs', '8 oz', '16 oz'),
  item('Heavy Cream', 'Dairy & Eggs', '1 pint', '1 quart', '1 cup'),

  item('Bread', 'Bakery', '1 loaf', '2 loaves'),
  item('Bagels', 'Bakery', '6 count', '12 count'),
  item('Tortillas', 'Bakery', '10 count', '20 count'),
  item('Hamburger Buns', 'Bakery', '8 count', '12 count'),
  item('Croissants', 'Bakery', '4 count', '6 count'),
  item('English Muffins', 'Bakery', '6 count'),
  item('Pita Bread', 'Bakery', '6 count'),
  item('Dinner Rolls', 'Bakery', '12 count'),

  item('Bananas', 'Produce', '1 bunch', '6', '2 lb'),
  item('Apples', 'Produce', '3 lb', '6', '1 bag'),
  item('Tomatoes', 'Produce', '4', '1 lb', '2 lb'),
  item('Onions', 'Produce', '2', '3 lb', '1 bag'),
  item('Potatoes', 'Produce', '3 lb', '5 lb', '10 lb'),
  item('Carrots', 'Produce', '1 lb', '2 lb', '1 bag'),
  item('Lettuce', 'Produce', '1 head', '2 heads'),
  item('Spinach', 'Produce', '5 oz', '10 oz', '1 bunch'),
  item('Garlic', 'Produce', '1 head', '3 heads'),
  item('Lemons', 'Produce', '3', '6', '1 bag'),
  item('Avocados', 'Produce', '2', '4', '1 bag'),
  item('Bell Peppers', 'Produce', '2', '3', '1 lb'),
  item('Broccoli', 'Produce', '1 head', '1 lb'),
  item('Cucumbers', 'Produce', '2', '3'),
  item('Strawberries', 'Produce', '1 lb', '2 lb', '1 pint'),
  item('Green Onions', 'Produce', '1 bunch', '2 bunches'),
  item('Cilantro', 'Produce', '1 bunch'),

  item('Rice', 'Pantry', '2 lb', '5 lb', '1 bag'),
  item('Pasta', 'Pantry', '1 lb', '2 boxes'),
  item('Flour', 'Pantry', '2 lb', '5 lb'),
  item('Sugar', 'Pantry', '2 lb', '4 lb'),
  item('Olive Oil', 'Pantry', '500 ml', '1 l', '16 oz'),
  item('Canned Tomatoes', 'Pantry', '1 can', '2 cans', '28 oz'),
  item('Black Beans', 'Pantry', '1 can', '2 cans'),
  item('Chickpeas', 'Pantry', '1 can', '2 cans'),
  item('Peanut Butter', 'Pantry', '1 jar', '16 oz'),
  item('Cereal', 'Pantry', '1 box', '2 boxes'),
  item('Chicken Broth', 'Pantry', '32 oz', '1 carton'),
  item('Oats', 'Pantry', '18 oz', '42 oz'),
  item('Salt', 'Pantry', '26 oz', '1 container'),

  item('Chicken Breast', 'Meat', '1 lb', '2 lb', '3 lb'),
  item('Ground Beef', 'Meat', '1 lb', '2 lb'),
  item('Bacon', 'Meat', '12 oz', '1 lb'),
  item('Pork Chops', 'Meat', '4', '1 lb'),
  item('Sausages', 'Meat', '1 lb', '5 count'),
  item('Turkey Slices', 'Meat', '8 oz', '1 lb'),
  item('Steak', 'Meat', '1 lb', '2 steaks'),

  item('Salmon', 'Seafood', '1 lb', '2 fillets'),
  item('Shrimp', 'Seafood', '1 lb', '2 lb'),
  item('Tuna', 'Seafood', '2 cans', '4 cans'),
  item('Cod', 'Seafood', '1 lb'),
  item('Tilapia', 'Seafood', '1 lb', '4 fillets'),
  item('Scallops', 'Seafood', '1 lb'),

  item('Frozen Peas', 'Frozen', '1 bag', '16 oz'),
  item('Ice Cream', 'Frozen', '1 pint', '1.5 quarts'),
  item('Frozen Pizza', 'Frozen', '1', '2'),
  item('Frozen Berries', 'Frozen', '1 bag', '16 oz'),
  item('Frozen Vegetables', 'Frozen', '1 bag', '2 bags'),
  item('French Fries', 'Frozen', '1 bag', '32 oz'),

  item('Orange Juice', 'Beverages', 'half gallon', '1 gallon', '52 oz'),
  item('Coffee', 'Beverages', '12 oz', '1 lb'),
  item('Tea', 'Beverages', '20 bags', '1 box'),
  item('Sparkling Water', 'Beverages', '8 pack', '12 pack'),
  item('Soda', 'Beverages', '12 pack', '2 liters'),
  item('Bottled Water', 'Beverages', '24 pack', '1 gallon'),

  item('Potato Chips', 'Snacks', '1 bag', '2 bags'),
  item('Crackers', 'Snacks', '1 box'),
  item('Pretzels', 'Snacks', '1 bag'),
  item('Popcorn', 'Snacks', '1 box', '3 bags'),
  item('Granola Bars', 'Snacks', '1 box', '6 count'),
  item('Trail Mix', 'Snacks', '1 bag', '16 oz'),
];

// spec part 1 §5: quick add for All takes 4 Produce, 4 Dairy & Eggs, 4 Pantry, capped at 10
export const QUICK_ADD_ALL_MIX: readonly { category: CategoryName; count: number }[] = [
  { category: 'Produce', count: 4 },
  { category: 'Dairy & Eggs', count: 4 },
  { category: 'Pantry', count: 4 },
];

/** spec part 1 §5: name autocomplete from 2 characters, at most 8 case-insensitive substring matches; names that start with the query come first. */
export function shoppingNameSuggestions(query: string): ShoppingCatalogueItem[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < AUTOCOMPLETE_MIN_CHARS) return [];
  const matches = SHOPPING_CATALOGUE.filter((entry) => entry.name.toLowerCase().includes(needle));
  const startsWith = matches.filter((entry) => entry.name.toLowerCase().startsWith(needle));
  const rest = matches.filter((entry) => !entry.name.toLowerCase().startsWith(needle));
  return [...startsWith, ...rest].slice(0, AUTOCOMPLETE_MAX_RESULTS);
}

/** spec part 1 §5: quick-add chips for the selected category. */
export function quickAddItems(category: ShoppingCategoryFilter): ShoppingCatalogueItem[] {
  if (category !== ALL_SHOPPING_CATEGORIES) {
    return SHOPPING_CATALOGUE.filter((entry) => entry.category === category).slice(0, QUICK_ADD_MAX);
  }
  return QUICK_ADD_ALL_MIX.flatMap(({ category: mixCategory, count }) =>
    SHOPPING_CATALOGUE.filter((entry) => entry.category === mixCategory).slice(0, count),
  ).slice(0, QUICK_ADD_MAX);
}

/** spec part 1 §5: quantity suggestions come from the catalogue item with that name. */
export function quantitySuggestions(name: string): string[] {
  const wanted = name.trim().toLowerCase();
  const match = SHOPPING_CATALOGUE.find((entry) => entry.name.toLowerCase() === wanted);
  return match ? [...match.commonQuantities] : [];
}
