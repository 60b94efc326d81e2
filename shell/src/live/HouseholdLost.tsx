import { useLostHousehold } from '@mealapp/api-client';
import { HOUSEHOLD_LOST_TEXT } from '@mealapp/domain';
import { useToast } from '@mealapp/ui';

/**
 * Says so when someone else removed the user from their current household or deleted it: the
 * pantry, list and plan on screen have just become another household's. It stays until closed.
 */
export function HouseholdLost() {
  const toast = useToast();
  useLostHousehold(({ lost, now }) => toast.show({ type: 'info', title: HOUSEHOLD_LOST_TEXT.title(lost), message: HOUSEHOLD_LOST_TEXT.message(now), duration: 0 }));
  return null;
}
