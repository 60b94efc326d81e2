import type { ExpiryTone, PantryStatus } from '@mealapp/domain';
import type { AppColors, BadgeTone } from '@mealapp/ui';

export const STATUS_TONE: Record<PantryStatus, BadgeTone> = {
  'In Stock': 'success',
  'Low Stock': 'warning',
  'Out of Stock': 'danger',
};

const EXPIRY_COLOR: Record<ExpiryTone, keyof AppColors> = {
  red: 'danger',
  orange: 'orange',
  amber: 'amber',
  neutral: 'textMuted',
};

/** The theme colour of an expiry note's tone (spec part 1 §4: red, orange, amber, plain). */
export function expiryColor(tone: ExpiryTone, colors: AppColors): string {
  return colors[EXPIRY_COLOR[tone]];
}
