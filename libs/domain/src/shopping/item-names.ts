// Plurals that the suffix rules below would get wrong.
const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  calves: 'calf',
  knives: 'knife',
  cookies: 'cookie',
  pies: 'pie',
  brownies: 'brownie',
  veggies: 'veggie',
  smoothies: 'smoothie',
  quiches: 'quiche',
  mice: 'mouse',
  geese: 'goose',
};

/** Singular of one English word, good enough for grocery names ("tomatoes", "berries", "leaves"). */
export function singularize(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_SINGULARS[lower]) return IRREGULAR_SINGULARS[lower];
  if (lower.length <= 3 || /(ss|us|is)$/.test(lower)) return lower;
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (/(oes|sses|shes|ches|xes|zes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith('s')) return lower.slice(0, -1);
  return lower;
}

/**
 * Names that mean the same grocery item, as singular lower-case keys -> the key they
 * count as. Only exact keys match: "ground coriander" (the spice) stays apart from cilantro.
 */
export const SHOPPING_SYNONYMS: Readonly<Record<string, string>> = {
  scallion: 'green onion',
  'spring onion': 'green onion',
  coriander: 'cilantro',
  'coriander leaf': 'cilantro',
  'garbanzo bean': 'chickpea',
  garbanzo: 'chickpea',
  'chick pea': 'chickpea',
  courgette: 'zucchini',
  capsicum: 'bell pepper',
  aubergine: 'eggplant',
  rocket: 'arugula',
  prawn: 'shrimp',
  'beef mince': 'ground beef',
  'minced beef': 'ground beef',
  'icing sugar': 'powdered sugar',
  'confectioners sugar': 'powdered sugar',
};

/**
 * The key under which combine-similar treats names as the same item: trimmed, case- and
 * punctuation-insensitive, last word singular ("Cherry Tomatoes" = "cherry tomato"), then
 * the synonym table.
 */
export function shoppingItemKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return '';
  words[words.length - 1] = singularize(words[words.length - 1]);
  const key = words.join(' ');
  return SHOPPING_SYNONYMS[key] ?? key;
}
