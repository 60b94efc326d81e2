import { firstName } from '../account.js';
import type { AttributedPantryItem } from '../pantry/pantry-item.js';
import type { AttributedShoppingItem } from '../shopping/shopping-item.js';
import type { Person } from './households.js';

/*
 * Under a shared item's name, who else in the household touched it: the question every shared
 * list raises ("did you get the milk?"). What the reader did themselves goes unsaid, so someone
 * alone in their household never sees a byline; nor does anyone before the app knows who they
 * are (`me` null), rather than be told they added their own milk.
 */

function byOther(verb: string, person: Person | null, me: number | null): string | null {
  return person && me !== null && person.id !== me ? `${verb} by ${firstName(person)}` : null;
}

/** "Ticked by Bo" on a ticked item, "Added by Bo" on a pending one, or null. */
export function shoppingByline(item: Pick<AttributedShoppingItem, 'isShopped' | 'addedBy' | 'checkedBy'>, me: number | null): string | null {
  return item.isShopped ? byOther('Ticked', item.checkedBy, me) : byOther('Added', item.addedBy, me);
}

/** "Updated by Bo" when another member changed (or added) it last, or null. */
export function pantryByline(item: Pick<AttributedPantryItem, 'updatedBy'>, me: number | null): string | null {
  return byOther('Updated', item.updatedBy, me);
}
