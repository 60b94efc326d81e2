import { parseAmount } from '../shopping/quantity.js';

/*
 * The durations written in a step's text, which cook mode turns into timers (issue 26). This is
 * the one reader of durations inside running text; parseDuration reads a field that holds only
 * a duration ("PT1H30M", "1 hr 20 mins").
 *
 * Read: "20 minutes", "20min", "1h 30m", "1h30", "1 hour 15 min", "2 hours and 15 minutes",
 * "1½ hours", "an hour", "half an hour", "an hour and a half", "one and a half hours",
 * "twenty minutes", "a couple of minutes", "20 more minutes", "a 5-minute rest", ranges
 * ("10-12 minutes", "10 to 12 mins", "between 45 and 70 minutes", "30 seconds to 1 minute"),
 * and the unit words of the other languages recipe pages come in (Minuten, Std., minutos...).
 * Not read: what has no number ("overnight", "a few minutes", "until golden"), "a second"
 * (mostly "a second batch"), days (a plan, not a timer), and anything that is not a time
 * ("a 9-inch pan", "350 degrees", "step 3").
 */

const SECOND = 1;
const MINUTE = 60;
const HOUR = 3_600;

const UNIT_WORDS: readonly [RegExp, number][] = [
  [/^(?:hours?|hrs?|stunden?|std|horas?|heures?|timmar|timme|ore|uur)$/i, HOUR],
  [/^(?:minutes?|mins?|minuten?|minutos?|minuter|minuti)$/i, MINUTE],
  [/^(?:seconds|secs?|sekunden?|sek|segundos?|secondes?|sekunder|secondi)$/i, SECOND],
];
const UNIT_LETTERS: Readonly<Record<string, number>> = { h: HOUR, m: MINUTE, s: SECOND, 時間: HOUR, 分: MINUTE, 秒: SECOND };
// "1 second" counts; "a second" and "one second" are mostly "a second batch".
const DIGIT_ONLY_UNITS = /^seconde?$/i;

const ONES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORDS = new Map<string, number>([
  ...ONES.map((word, index) => [word, index + 1] as const),
  ...TEENS.map((word, index) => [word, index + 10] as const),
  ...TENS.flatMap((ten, tenIndex) => [
    [ten, (tenIndex + 2) * 10] as const,
    ...ONES.map((one, index) => [`${ten}-${one}`, (tenIndex + 2) * 10 + index + 1] as const),
  ]),
]);
// words that stand for an amount of a unit
const AMOUNT_WORDS: readonly [RegExp, number][] = [
  [/^(?:half an?|a half|half)$/i, 0.5],
  [/^(?:a couple of|a couple|couple of)$/i, 2],
  [/^an?$/i, 1],
];

const FRACTIONS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
const NUMBER = String.raw`\d+\s+\d+[/⁄]\d+|\d+\s*[${FRACTIONS}]|\d+[/⁄]\d+|[${FRACTIONS}]|\d+(?:[.,]\d+)?`;
const WORD_NUMBER = `(?:${[...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length).join('|')})`;
const QUANTITY = `(?:${NUMBER}|${WORD_NUMBER})`;
const AMOUNT = String.raw`(?:${NUMBER}|half an?|a half|half|a couple(?: of)?|couple of|an?|${WORD_NUMBER})`;
const UNIT_WORD = String.raw`hours?|hrs?|stunden?|std|horas?|heures?|timmar|timme|ore|uur|minutes?|mins?|minuten?|minutos?|minuter|minuti|seconds?|secs?|sekunden?|sek|segundos?|secondes?|sekunder|secondi`;
const AND_A_HALF = String.raw`\s+and\s+a\s+half`;

// One amount of one unit: "20 minutes", "1h30", "an hour and a half", "20 more minutes".
const PART = new RegExp(
  String.raw`(?<![\p{Script=Latin}\p{N}])(?<amount>${AMOUNT})(?<half>${AND_A_HALF})?` +
    String.raw`(?:(?:\s*-\s*|\s*)(?:(?:more|additional|extra|further)\s+)?(?<unit>${UNIT_WORD})(?![\p{L}\p{N}])` +
    String.raw`|(?<=\d)(?<letter>[hms])(?:(?<=h)(?<trailing>\d{1,2})m?)?(?![\p{L}\p{N}])|\s*(?<cjk>時間|分|秒))` +
    String.raw`(?<unitHalf>${AND_A_HALF})?`,
  'giu',
);
// What may join a larger and a smaller unit of one duration: "1 hour 15 min", "2 hours, and 15 minutes".
const COMPOUND_GAP = /^\.?\s*,?\s*(?:and\s+)?$/i;
// What joins the two ends of a range.
const RANGE_GAP = /^\s*(?:-|–|—|~|〜|～|to|or|bis|till|à|a)\s*$/i;
// "10-" in "10-12 minutes", "between 45 and" in "between 45 and 70 minutes".
const RANGE_START = new RegExp(
  String.raw`(?:(?<![\p{Script=Latin}\p{N}])(?<low>${QUANTITY})\s*(?:-|–|—|~|〜|～|to|or|bis|till|à|a)\s*|\bbetween\s+(?<between>${QUANTITY})\s+and\s+)$`,
  'iu',
);

export interface StepDuration {
  /** Where it is written: step.slice(start, end) is `text`. */
  start: number;
  end: number;
  text: string;
  /** Its length in seconds: a range ("10-12 minutes") from its low to its high end; equal otherwise. */
  lowSeconds: number;
  highSeconds: number;
  /**
   * What the timer counts: the low end of a range. A cook checks at 10 minutes of "10-12
   * minutes" and can give it more; what is overdone cannot be undone.
   */
  timerSeconds: number;
}

interface Part {
  start: number;
  end: number;
  seconds: number;
  /** Its first unit, for the low end in "1 to 1 1/2 hours". */
  firstUnit: number;
  /** The smallest unit in it, so that "1 hour 15 min" joins and "15 min 1 hour" does not. */
  unit: number;
}

function amountOf(text: string): number | null {
  const words = text.toLowerCase().replace(/\s+/g, ' ');
  const word = NUMBER_WORDS.get(words) ?? AMOUNT_WORDS.find(([pattern]) => pattern.test(words))?.[1];
  return word ?? parseAmount(words.replace(/⁄/g, '/').replace(/^(\d+),(\d+)$/, '$1.$2'));
}

function readPart(match: RegExpMatchArray): Part | null {
  const { amount, half, unit, trailing, unitHalf } = match.groups ?? {};
  const letter = match.groups?.letter ?? match.groups?.cjk;
  const value = amountOf(amount);
  if (value === null || value <= 0) return null;
  if (unit !== undefined && DIGIT_ONLY_UNITS.test(unit) && !/^\d/.test(amount)) return null;
  const unitSeconds = letter ? UNIT_LETTERS[letter.toLowerCase()] : UNIT_WORDS.find(([pattern]) => pattern.test(unit))?.[1];
  if (unitSeconds === undefined) return null;
  const halves = (half ? 0.5 : 0) + (unitHalf ? 0.5 : 0);
  const seconds = (value + halves) * unitSeconds + (trailing ? Number(trailing) * MINUTE : 0);
  const start = match.index ?? 0;
  return { start, end: start + match[0].length, seconds, firstUnit: unitSeconds, unit: trailing ? MINUTE : unitSeconds };
}

function duration(step: string, start: number, end: number, lowSeconds: number, highSeconds: number): StepDuration {
  return { start, end, text: step.slice(start, end), lowSeconds, highSeconds, timerSeconds: lowSeconds };
}

/** Every duration written in a step, in the order written (rules above). */
export function readStepDurations(step: string): StepDuration[] {
  const parts = [...step.matchAll(PART)].map(readPart).filter((part): part is Part => part !== null);

  const joined: Part[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (last && part.unit < last.unit && COMPOUND_GAP.test(step.slice(last.end, part.start))) {
      joined[joined.length - 1] = { ...last, end: part.end, seconds: last.seconds + part.seconds, unit: part.unit };
    } else {
      joined.push(part);
    }
  }

  const durations: StepDuration[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const part = joined[index];
    const next = joined[index + 1];
    if (next && next.seconds > part.seconds && RANGE_GAP.test(step.slice(part.end, next.start))) {
      durations.push(duration(step, part.start, next.end, part.seconds, next.seconds));
      index += 1;
      continue;
    }
    // The start of a range is a few words long: look no further back, so that long text stays linear.
    const before = step.slice(Math.max(0, part.start - 60), part.start).match(RANGE_START);
    const low = before && amountOf(before.groups?.low ?? before.groups?.between ?? '');
    if (before && low !== null && low > 0 && low * part.firstUnit < part.seconds) {
      durations.push(duration(step, part.start - before[0].length, part.end, low * part.firstUnit, part.seconds));
    } else {
      durations.push(duration(step, part.start, part.end, part.seconds, part.seconds));
    }
  }
  return durations;
}
