import { parseAmount } from '../../shopping/quantity.js';

// ISO-8601 durations as schema.org uses them: "PT1H30M", "P0DT0H20M", "PT90M", "P1D"; some sites'
// generators write every field ("P0Y0M0DT0H45M0.000S"), a year or month of which no recipe takes
const ISO_NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const ISO_DURATION = new RegExp(
  String.raw`^P(?:0+Y)?(?:0+M)?(?:${ISO_NUMBER}W)?(?:${ISO_NUMBER}D)?(?:T(?:${ISO_NUMBER}H)?(?:${ISO_NUMBER}M)?(?:${ISO_NUMBER}S)?)?$`,
  'i',
);

const FRACTION_CHARS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
const NUMBER = String.raw`\d+\/\d+|\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[${FRACTION_CHARS}])?|[${FRACTION_CHARS}]`;

// Unit words in the languages recipe pages most often use; "1h30" and "1 h 30" read as 90 minutes.
const UNIT_MINUTES: readonly [RegExp, number][] = [
  [/^(?:d|days?|dias?|días?|tage?n?|dagar|dag|dage|dagen|jours?|j|giorni|giorno|dni|dzień|дн[яейь]*|日)$/, 1_440],
  [
    /^(?:h|hs|hrs?|hours?|horas?|heures?|stunden?|std|st|tim|timmar|timme|timer?|ore|ora|uur|godz|godzin[ay]?|hod|hodin[ay]?|tunti[a]?|tuntia|óra|saat|sa|jam|ώρα|ώρες|час[аов]*|ч|時間|小时|小時|시간)$/,
    60,
  ],
  [/^(?:m|mn|mins?|minutes?|minutos?|minuten?|minuter|minutter|minuti|minuto|minut[ya]?|minuuttia|perc|dakika|dk|menit|λεπτά|λεπτό|мин[ута]*|分|分钟|分鐘|분)$/, 1],
  [/^(?:s|secs?|seconds?|segundos?|sekunden?|sekunder|secondes?|secondi|sek|сек[унда]*|秒|초)$/, 1 / 60],
];
const HUMAN_PART = new RegExp(String.raw`(${NUMBER})\s*(\p{L}+)\.?(?:\s*(\d{1,2})(?!\s*[\d.,/\p{L}]))?`, 'giu');

function unitMinutes(word: string): number | null {
  return UNIT_MINUTES.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

function isoMinutes(written: string): number | null {
  const text = written.replace(/\s+/g, '');
  const match = text.match(ISO_DURATION);
  if (!match || !/\d[WDHMS]$/i.test(text)) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number((part ?? '0').replace(',', '.')));
  return weeks * 10_080 + days * 1_440 + hours * 60 + minutes + seconds / 60;
}

function humanMinutes(text: string): number | null {
  const clock = text.match(/^(\d{1,2}):(\d{2})$/);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  let found = false;
  for (const [, number, word, trailingMinutes] of text.toLowerCase().matchAll(HUMAN_PART)) {
    const perUnit = unitMinutes(word);
    const amount = parseAmount(number.replace(/^(\d+),(\d+)$/, '$1.$2'));
    if (perUnit === null || amount === null) continue;
    found = true;
    total += amount * perUnit;
    if (trailingMinutes !== undefined && perUnit === 60) total += Number(trailingMinutes);
  }
  return found ? total : null;
}

/**
 * Minutes in a duration: ISO-8601 as schema.org writes it ("PT1H30M", "P0DT0H20M", "PT1H5M30S"
 * rounds to 66) or as people write it ("1 hr 20 mins", "1h30", "1 1/2 hours", "1:30"); a range
 * ("20-25 minutes") reads as its upper end, a bare number as minutes. Null when there is none.
 */
export function parseDuration(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  const minutes = isoMinutes(trimmed) ?? humanMinutes(trimmed);
  return minutes === null || !Number.isFinite(minutes) ? null : Math.round(minutes);
}
