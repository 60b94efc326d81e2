import { DEFAULT_SHOPPING_CATEGORY, type CategoryName, type ShoppingItem } from '@mealapp/domain';
import type { CreateShoppingItemApiArg, UpdateShoppingItemDto } from '@mealapp/api-client';
import { SHOPPING_TEXT } from './messages';

/** What the add and edit forms hold; '' means "no quantity". */
export interface ShoppingDraft {
  name: string;
  quantity: string;
  category: CategoryName;
}

// spec part 1 §5: category defaults to Produce
export const EMPTY_DRAFT: ShoppingDraft = { name: '', quantity: '', category: DEFAULT_SHOPPING_CATEGORY };

export function draftOf(item: ShoppingItem): ShoppingDraft {
  return { name: item.name, quantity: item.quantity ?? '', category: item.category };
}

/** spec part 1 §5: the name is required (trimmed). */
export function nameError(draft: ShoppingDraft): string | null {
  return draft.name.trim() === '' ? SHOPPING_TEXT.nameRequired : null;
}

// spec part 1 §5: quantity is optional, empty means none
const quantityOf = (draft: ShoppingDraft) => draft.quantity.trim() || null;

export function createBody(draft: ShoppingDraft): CreateShoppingItemApiArg {
  return { name: draft.name.trim(), category: draft.category, quantity: quantityOf(draft), isShopped: false };
}

/** PATCH carries the changed fields only; a null quantity clears it. */
export function changedFields(item: ShoppingItem, draft: ShoppingDraft): UpdateShoppingItemDto {
  const changes: UpdateShoppingItemDto = {};
  const name = draft.name.trim();
  if (name !== item.name) changes.name = name;
  if (draft.category !== item.category) changes.category = draft.category;
  const quantity = quantityOf(draft);
  if (quantity !== (item.quantity ?? null)) changes.quantity = quantity;
  return changes;
}
