/** "about 5 days", "about 6 months", "about 5 years": how long a catalogue item typically keeps. */
export function shelfLifeText(days: number): string {
  const plural = (n: number, unit: string) => `about ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (days < 60) return plural(days, 'day');
  if (days < 730) return plural(Math.round(days / 30), 'month');
  return plural(Math.round(days / 365), 'year');
}
