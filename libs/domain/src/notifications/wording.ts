/*
 * How a notice speaks of what the user typed (not exported from the package: the notices' own
 * rules are). Names are shown as typed, first letter lowered inside a sentence ("Milk and
 * spinach"), never when the first word is an acronym or mixed case ("BBQ sauce", "iPhone"); the
 * sentence starts with a capital.
 */

/** Push services carry about 4 KB; a notice is one line on a lock screen. */
export const NOTIFICATION_BODY_MAX_LENGTH = 240;

export function inSentence(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const firstWord = trimmed.split(' ')[0];
  return /[A-Z]/.test(firstWord.slice(1)) ? trimmed : trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

export function sentence(text: string): string {
  const body = text.charAt(0).toUpperCase() + text.slice(1);
  return body.length <= NOTIFICATION_BODY_MAX_LENGTH ? body : `${body.slice(0, NOTIFICATION_BODY_MAX_LENGTH - 1).trimEnd()}…`;
}

/** Each name once (ignoring case and spaces), the first seen kept. */
export function uniqueNames<T extends { name: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = inSentence(item.name).toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
