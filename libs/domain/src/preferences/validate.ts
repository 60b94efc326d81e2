import {
  ALLERGY_KEYS,
  COOKING_TIME,
  CUISINES,
  DIETARY_RESTRICTIONS,
  SPICE_LEVEL_VALUES,
  type Allergies,
  type Preferences,
  type SpiceLevel,
} from './options.js';

export const PREFERENCE_FIELDS = ['dietaryRestrictions', 'allergies', 'maxCookingTime', 'spiceLevel', 'favoriteCuisines'] as const satisfies readonly (keyof Preferences)[];
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

export const PREFERENCES_MESSAGES = {
  notAnObject: `Preferences must be an object with ${PREFERENCE_FIELDS.join(', ')}`,
  required: (field: string) => `${field} is required`,
  unknownField: (field: string) => `property ${shortened(field)} should not exist`,
  notAList: (field: string) => `${field} must be a list of labels`,
  notALabel: (at: string) => `${at} must be a label (text)`,
  unknownLabel: (at: string, label: string, options: readonly string[]) => `${at} ${quoted(label)} is not one of ${options.join(', ')}`,
  allergiesNotAnObject: `allergies must be an object of ${ALLERGY_KEYS.join(', ')} (true or false)`,
  unknownAllergy: (key: string) => `allergies.${shortened(key)} is not one of ${ALLERGY_KEYS.join(', ')}`,
  allergyNotBoolean: (key: string) => `allergies.${key} must be true or false`,
  maxCookingTime: `maxCookingTime must be ${COOKING_TIME.min} to ${COOKING_TIME.max} minutes in steps of ${COOKING_TIME.step}`,
  spiceLevel: `spiceLevel must be a whole number from ${SPICE_LEVEL_VALUES[0]} to ${SPICE_LEVEL_VALUES.at(-1)}`,
} as const;

/** What the caller sent, cut short: an error names the bad label or key without echoing a megabyte of it. */
function shortened(text: string): string {
  const SHOWN_MAX = 40;
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…` : text;
}

const quoted = (text: string) => JSON.stringify(shortened(text));

type Cleaned<T> = { value: T } | { error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Trimmed, matched to an option ignoring case (stored as the option's own spelling), without
 * duplicates, in the options' order.
 */
function labels<Label extends string>(field: string, options: readonly Label[], value: unknown): Cleaned<Label[]> {
  if (!Array.isArray(value)) return { error: PREFERENCES_MESSAGES.notAList(field) };
  const picked = new Set<Label>();
  for (const [index, item] of value.entries()) {
    const at = `${field}[${index}]`;
    if (typeof item !== 'string') return { error: PREFERENCES_MESSAGES.notALabel(at) };
    const wanted = item.trim().toLowerCase();
    const option = options.find((candidate) => candidate.toLowerCase() === wanted);
    if (option === undefined) return { error: PREFERENCES_MESSAGES.unknownLabel(at, item.trim(), options) };
    picked.add(option);
  }
  return { value: options.filter((option) => picked.has(option)) };
}

function allergies(value: unknown): Cleaned<Allergies> {
  if (!isRecord(value)) return { error: PREFERENCES_MESSAGES.allergiesNotAnObject };
  const unknown = Object.keys(value).find((key) => !(ALLERGY_KEYS as readonly string[]).includes(key));
  if (unknown !== undefined) return { error: PREFERENCES_MESSAGES.unknownAllergy(unknown) };
  const cleaned = {} as Allergies;
  for (const key of ALLERGY_KEYS) {
    if (typeof value[key] !== 'boolean') return { error: PREFERENCES_MESSAGES.allergyNotBoolean(key) };
    cleaned[key] = value[key];
  }
  return { value: cleaned };
}

function maxCookingTime(value: unknown): Cleaned<number> {
  const { min, max, step } = COOKING_TIME;
  const ok = typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max && value % step === 0;
  return ok ? { value } : { error: PREFERENCES_MESSAGES.maxCookingTime };
}

function spiceLevel(value: unknown): Cleaned<SpiceLevel> {
  return (SPICE_LEVEL_VALUES as readonly unknown[]).includes(value) ? { value: value as SpiceLevel } : { error: PREFERENCES_MESSAGES.spiceLevel };
}

const FIELD_RULES: { [K in PreferenceField]: (value: unknown) => Cleaned<Preferences[K]> } = {
  dietaryRestrictions: (value) => labels('dietaryRestrictions', DIETARY_RESTRICTIONS, value),
  allergies,
  maxCookingTime,
  spiceLevel,
  favoriteCuisines: (value) => labels('favoriteCuisines', CUISINES, value),
};

function cleanField<K extends PreferenceField>(field: K, value: unknown): Cleaned<Preferences[K]> {
  if (value === undefined) return { error: PREFERENCES_MESSAGES.required(field) };
  return FIELD_RULES[field](value);
}

/** One field's problem, or null: the server's body validation runs the same rule per field. */
export function preferenceFieldError(field: PreferenceField, value: unknown): string | null {
  const result = cleanField(field, value);
  return 'error' in result ? result.error : null;
}

export type PreferencesCheck = { ok: true; preferences: Preferences } | { ok: false; error: string };

/**
 * The full preferences object (spec part 2 §7: POST sends all of it), checked and cleaned: the
 * first problem in field order, or the preferences as they are stored.
 */
export function validatePreferences(input: unknown): PreferencesCheck {
  if (!isRecord(input)) return { ok: false, error: PREFERENCES_MESSAGES.notAnObject };
  const extra = Object.keys(input).find((key) => !(PREFERENCE_FIELDS as readonly string[]).includes(key));
  if (extra !== undefined) return { ok: false, error: PREFERENCES_MESSAGES.unknownField(extra) };
  const preferences = {} as Record<PreferenceField, unknown>;
  for (const field of PREFERENCE_FIELDS) {
    const result = cleanField(field, input[field]);
    if ('error' in result) return { ok: false, error: result.error };
    preferences[field] = result.value;
  }
  return { ok: true, preferences: preferences as unknown as Preferences };
}
