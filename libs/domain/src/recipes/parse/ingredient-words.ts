// The word lists the ingredient reader leans on: the vocabulary a cook would list, not words
// picked from any one data set. Every entry is lower case.

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Amounts written as words ("One onion", "half a lemon", "a dozen eggs"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, fifteen: 15, twenty: 20, half: 0.5, quarter: 0.25, dozen: 12,
};

/** Words that may stand before a unit and belong to it: "small handful", "heaped tbsp", "couple pinches". */
export const UNIT_MODIFIERS = words(`
  generous good heaped heaping level scant rounded thick thin whole couple few
`);

/** Size words: dropped from the name into the notes ("3 large eggs" -> eggs). */
export const SIZE_WORDS = words(`
  small medium large big jumbo tiny smallish largish
`);

// however a size is spelt: "lg.", "x-large", "medium-size", "large-ish", "jumbo-sized", "small-medium",
// "medium-to-large", "medium/large", "good-size"
const SIZE_STEM = String.raw`(?:small|medium|large|big|jumbo|giant|huge|lg|lge|lrg|med|md|sm|sml|xl|xxl)`;
const SIZE_SPELLING = new RegExp(
  String.raw`^(?:(?:extra|x{1,2}|super)-?)?${SIZE_STEM}(?:-?(?:ish|sized?))?$|^${SIZE_STEM}(?:-|/|-to-|-or-)${SIZE_STEM}$|^(?:good|bite|decent|fair|generous|family|fun|mid|regular|king)-?sized?$`,
);

/** A word that sizes the item, in any of the spellings above; lower case, punctuation stripped. */
export const isSizeWord = (word: string): boolean => SIZE_WORDS.has(word) || SIZE_SPELLING.test(word);

/** Words that make a size word stronger and go with it: "extra large", "very small". */
export const SIZE_INTENSIFIERS = words(`extra very really`);

/** How thick a cut is: sizes a counted item ("4 thin lemon wedges", "2 thick pork chops"). */
export const CUT_SIZES = words(`thick thin`);

/** Preparation: what the cook does to the ingredient, never part of its name. */
export const PREPARATION_WORDS = words(`
  chopped minced diced sliced grated shredded crushed cracked toasted packed strained beaten whisked melted
  softened peeled sifted cubed halved quartered trimmed rinsed drained mashed seeded deseeded deveined julienned
  thawed defrosted cooked uncooked boiled poached hard-cooked hard-boiled soft-boiled torn crumbled zested juiced
  squeezed pulverized pulverised cut removed cored scrubbed washed snipped picked segmented skinned deboned boned
  pin-boned shelled hulled husked warmed chilled sieved stemmed destemmed scored bruised spiralized spiralised
  divided separated pounded smashed slivered shaved lightly-beaten room-temperature
`);

/** Adverbs that go with a preparation word ("finely chopped", "freshly ground"). */
export const PREPARATION_ADVERBS = words(`
  finely roughly coarsely thinly thickly freshly lightly very firmly loosely well evenly gently just neatly
`);

/** "ground" is a name word ("ground almonds") unless an adverb makes it preparation ("freshly ground"). */
export const GROUND = 'ground';

/** Words that mark a comment rather than a name ("(see Notes)", ", for serving", "(optional)"). */
export const COMMENT_WORDS = words(`
  see note notes optional available preferably preferable ideally about approximately approx if unless depending
  such part parts only include including for to with without on at in more less plus brand recommended needed
  needs divided etc e.g. i.e. reserved reserve use used using will you your so any each from into
`);

/**
 * Qualities a cook names before the ingredient, separated by commas in "1 large, ripe, firm
 * avocado": a comma segment of these describes the name that follows.
 */
export const QUALITY_WORDS = words(`
  ripe firm soft hard sweet tart sour crisp crunchy juicy tender lean fatty plain dry fine coarse long short
  young baby mature mild spicy creamy smooth chunky heavy light dark organic natural wild aged good
  red green yellow orange white black brown purple golden pink thick thin flaky waxy floury starchy leafy
  seedless boneless skinless unsalted salted unsweetened sweetened heirloom plump meaty smoky tangy sharp
  strong vintage hearty rustic crusty stale fluffy sticky runny moist fleshy bitter nutty peppery fragrant
  aromatic delicate quality best decent homemade local seasonal
`);

/** States an ingredient comes in: after a comma ("blackberries, fresh or frozen") they are a comment. */
export const STATE_WORDS = words(`
  fresh frozen dried raw cooked canned tinned hot cold warm whole ripe
`);

/**
 * Unit words that may follow the name they measure: "2 garlic cloves", "4 celery stalks". Only
 * words for a part of a plant: other trailing words ("pineapple rings") are part of the name.
 */
export const TRAILING_UNITS = words(`clove stalk sprig bulb loaf head rib`);

/** A rib is a plant's part only for these ("celery ribs"); "pork ribs" are the name. */
export const RIBBED_PLANTS = words(`celery chard`);

/** Parts of an ingredient: after a comma they say which part is used ("1 lemon, zest and juice"). */
export const PART_WORDS = words(`juice zest rind peel skin skins`);

/** Containers a weight or volume can describe: "28-ounce can", "14 oz tin". */
export const CONTAINERS = words(`
  can cans tin tins jar jars package packages packet packets pack packs bottle bottles box boxes bag bags carton
  cartons tub tubs pot pots punnet punnets sachet sachets bar bars
`);

/** Unit keys (units.ts) of a weight or volume that may size a container: "28-ounce can", "500ml tub"; never "cup pot". */
export const SIZES_CONTAINER: ReadonlySet<string> = new Set(['oz', 'fl oz', 'lb', 'g', 'kg', 'ml', 'l', 'pint', 'quart', 'pt', 'qt']);

/** Units of length that combine with the piece they measure: "4-inch piece", "2cm chunk". */
export const LENGTH_UNITS = words(`cm mm inch`);
export const PIECE_WORDS = words(`piece pieces chunk chunks stick sticks length lengths`);

/** Measures a line may open with and no amount: "pinch of salt", "handful basil". */
export const LOOSE_MEASURES = words(`
  pinch pinches handful handfuls bunch bunches splash splashes dash dashes knob knobs sprig sprigs drizzle
  sprinkle sprinkling dollop dollops glug glugs squeeze thumb
`);
