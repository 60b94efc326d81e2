// spec part 2 §9: dietary restriction options, in this order
export const DIETARY_RESTRICTIONS = ['Dairy-Free', 'Vegetarian', 'Vegan', 'Gluten-free', 'Keto', 'Paleo'] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

// spec part 2 §9: cuisine options, in this order
export const CUISINES = ['Italian', 'Asian', 'Mexican', 'Mediterranean', 'Indian', 'Middle Eastern', 'American', 'French'] as const;
export type Cuisine = (typeof CUISINES)[number];

// spec part 2 §3 and §9: allergies are booleans keyed nuts, shellfish, eggs, fish; the toggles read Nuts, Shellfish, Eggs, Fish
export const ALLERGIES = [
  { key: 'nuts', label: 'Nuts' },
  { key: 'shellfish', label: 'Shellfish' },
  { key: 'eggs', label: 'Eggs' },
  { key: 'fish', label: 'Fish' },
] as const;
export type AllergyKey = (typeof ALLERGIES)[number]['key'];
export type Allergies = Record<AllergyKey, boolean>;
export const ALLERGY_KEYS: readonly AllergyKey[] = ALLERGIES.map((allergy) => allergy.key);

// spec part 2 §5 and §9: max cooking time slider, 10 to 120 minutes in steps of 10
export const COOKING_TIME = { min: 10, max: 120, step: 10 } as const;

// spec part 2 §9: spice levels 1 Mild to 4 Very Hot
export const SPICE_LEVELS = [
  { level: 1, label: 'Mild' },
  { level: 2, label: 'Medium' },
  { level: 3, label: 'Spicy' },
  { level: 4, label: 'Very Hot' },
] as const;
export type SpiceLevel = (typeof SPICE_LEVELS)[number]['level'];
export const SPICE_LEVEL_VALUES: readonly SpiceLevel[] = SPICE_LEVELS.map((spice) => spice.level);

/** spec part 2 §3: the Preferences entity; selections are stored by label. */
export interface Preferences {
  dietaryRestrictions: DietaryRestriction[];
  allergies: Allergies;
  maxCookingTime: number;
  spiceLevel: SpiceLevel;
  favoriteCuisines: Cuisine[];
}

// spec part 2 §3: none selected, all allergies false, 30 minutes, spice level 2
export const DEFAULT_PREFERENCES: Preferences = {
  dietaryRestrictions: [],
  allergies: { nuts: false, shellfish: false, eggs: false, fish: false },
  maxCookingTime: 30,
  spiceLevel: 2,
  favoriteCuisines: [],
};

/** Picks or unpicks one label, keeping the options' order so a list reads (and compares) the same however it was built. */
export function toggleSelection<Label extends string>(options: readonly Label[], selected: readonly Label[], label: Label): Label[] {
  const on = !selected.includes(label);
  return options.filter((option) => (option === label ? on : selected.includes(option)));
}
