import { apiErrorText } from '@mealapp/api-client';

/**
 * spec part 2 §8's text ('Failed to create meal plan'), followed by why when the server said
 * (a slot already taken) or the status when it did not.
 */
export function plannerError(error: unknown, specText: string): string {
  const why = apiErrorText(error, '');
  return why ? `${specText}: ${why}` : specText;
}
