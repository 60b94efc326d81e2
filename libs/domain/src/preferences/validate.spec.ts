import { DEFAULT_PREFERENCES } from './options.js';
import { preferenceFieldError, validatePreferences } from './validate.js';

const DIETS = 'Dairy-Free, Vegetarian, Vegan, Gluten-free, Keto, Paleo';
const CUISINE_LIST = 'Italian, Asian, Mexican, Mediterranean, Indian, Middle Eastern, American, French';
const valid = { ...DEFAULT_PREFERENCES, allergies: { ...DEFAULT_PREFERENCES.allergies } };
const withField = (field: string, value: unknown) => ({ ...valid, [field]: value });

describe('validatePreferences: cleaning', () => {
  it.each([
    ['the defaults as they are', valid, valid],
    [
      'labels trimmed, matched ignoring case, de-duplicated, in the options order',
      withField('dietaryRestrictions', ['  vegan ', 'Dairy-free', 'Vegan', 'GLUTEN-FREE']),
      withField('dietaryRestrictions', ['Dairy-Free', 'Vegan', 'Gluten-free']),
    ],
    ['cuisines the same way', withField('favoriteCuisines', ['French', 'middle eastern', 'Italian', 'French']), withField('favoriteCuisines', ['Italian', 'Middle Eastern', 'French'])],
    ['every allergy on', withField('allergies', { fish: true, eggs: true, shellfish: true, nuts: true }), withField('allergies', { nuts: true, shellfish: true, eggs: true, fish: true })],
    ['the shortest cooking time', withField('maxCookingTime', 10), withField('maxCookingTime', 10)],
    ['the longest cooking time', withField('maxCookingTime', 120), withField('maxCookingTime', 120)],
    ['the mildest spice level', withField('spiceLevel', 1), withField('spiceLevel', 1)],
    ['the hottest spice level', withField('spiceLevel', 4), withField('spiceLevel', 4)],
  ])('%s', (_label, input, expected) => {
    expect(validatePreferences(input)).toEqual({ ok: true, preferences: expected });
  });
});

describe('validatePreferences: refusals, naming the problem', () => {
  it.each([
    ['not an object', null, 'Preferences must be an object with dietaryRestrictions, allergies, maxCookingTime, spiceLevel, favoriteCuisines'],
    ['a list', [valid], 'Preferences must be an object with dietaryRestrictions, allergies, maxCookingTime, spiceLevel, favoriteCuisines'],
    ['an unknown field', { ...valid, mood: 'hungry' }, 'property mood should not exist'],
    ['a missing field', { ...valid, spiceLevel: undefined }, 'spiceLevel is required'],
    ['a missing list', (({ favoriteCuisines: _, ...rest }) => rest)(valid), 'favoriteCuisines is required'],
    ['a list that is text', withField('dietaryRestrictions', 'Vegan'), 'dietaryRestrictions must be a list of labels'],
    ['a label that is not text', withField('dietaryRestrictions', ['Vegan', 7]), 'dietaryRestrictions[1] must be a label (text)'],
    ['a nested list as a label', withField('favoriteCuisines', [['Italian']]), 'favoriteCuisines[0] must be a label (text)'],
    ['an unknown diet', withField('dietaryRestrictions', ['Carnivore']), `dietaryRestrictions[0] "Carnivore" is not one of ${DIETS}`],
    ['a blank label', withField('dietaryRestrictions', ['  ']), `dietaryRestrictions[0] "" is not one of ${DIETS}`],
    ['an unknown cuisine', withField('favoriteCuisines', ['Italian', 'Martian']), `favoriteCuisines[1] "Martian" is not one of ${CUISINE_LIST}`],
    ['a very long label, cut short', withField('favoriteCuisines', ['x'.repeat(5000)]), `favoriteCuisines[0] "${'x'.repeat(40)}…" is not one of ${CUISINE_LIST}`],
    ['allergies as a list', withField('allergies', ['nuts']), 'allergies must be an object of nuts, shellfish, eggs, fish (true or false)'],
    ['allergies as null', withField('allergies', null), 'allergies must be an object of nuts, shellfish, eggs, fish (true or false)'],
    ['an unknown allergy', withField('allergies', { ...valid.allergies, peanuts: true }), 'allergies.peanuts is not one of nuts, shellfish, eggs, fish'],
    ['an allergy left out', withField('allergies', { nuts: true, shellfish: false, eggs: false }), 'allergies.fish must be true or false'],
    ['an allergy as text', withField('allergies', { ...valid.allergies, nuts: 'true' }), 'allergies.nuts must be true or false'],
    ['a cooking time below 10', withField('maxCookingTime', 0), 'maxCookingTime must be 10 to 120 minutes in steps of 10'],
    ['a cooking time above 120', withField('maxCookingTime', 130), 'maxCookingTime must be 10 to 120 minutes in steps of 10'],
    ['a cooking time between steps', withField('maxCookingTime', 35), 'maxCookingTime must be 10 to 120 minutes in steps of 10'],
    ['a fractional cooking time', withField('maxCookingTime', 30.5), 'maxCookingTime must be 10 to 120 minutes in steps of 10'],
    ['a huge cooking time', withField('maxCookingTime', 1e308), 'maxCookingTime must be 10 to 120 minutes in steps of 10'],
    ['a cooking time as text', withField('maxCookingTime', '30'), 'maxCookingTime must be 10 to 120 minutes in steps of 10'],
    ['spice level 0', withField('spiceLevel', 0), 'spiceLevel must be a whole number from 1 to 4'],
    ['spice level 5', withField('spiceLevel', 5), 'spiceLevel must be a whole number from 1 to 4'],
    ['a fractional spice level', withField('spiceLevel', 2.5), 'spiceLevel must be a whole number from 1 to 4'],
    ['a spice level as text', withField('spiceLevel', '2'), 'spiceLevel must be a whole number from 1 to 4'],
    ['a spice level as null', withField('spiceLevel', null), 'spiceLevel must be a whole number from 1 to 4'],
  ])('%s', (_label, input, error) => {
    expect(validatePreferences(input)).toEqual({ ok: false, error });
  });

  it('reports the first problem in field order', () => {
    expect(validatePreferences({ ...valid, spiceLevel: 9, dietaryRestrictions: ['Carnivore'] })).toEqual({
      ok: false,
      error: `dietaryRestrictions[0] "Carnivore" is not one of ${DIETS}`,
    });
  });
});

describe('preferenceFieldError', () => {
  it.each([
    ['dietaryRestrictions', ['Vegan'], null],
    ['dietaryRestrictions', ['Pescatarian'], `dietaryRestrictions[0] "Pescatarian" is not one of ${DIETS}`],
    ['allergies', valid.allergies, null],
    ['maxCookingTime', 120, null],
    ['maxCookingTime', undefined, 'maxCookingTime is required'],
    ['spiceLevel', 3, null],
    ['favoriteCuisines', [], null],
  ] as const)('%s %j -> %p', (field, value, error) => {
    expect(preferenceFieldError(field, value)).toBe(error);
  });
});
