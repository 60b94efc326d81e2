import { isCategoryName, type CategoryName, type PantryItem, type PantryStatus } from '@mealapp/domain';
import type { CreatePantryItemApiArg, UpdatePantryItemDto } from '@mealapp/api-client';
import { PANTRY_TEXT } from './messages';

/** What the add and edit forms hold; '' means "none" for the optional fields. */
export interface PantryDraft {
  name: string;
  status: PantryStatus;
  category: CategoryName | '';
  expirationDate: string;
}

export const EMPTY_DRAFT: PantryDraft = { name: '', status: 'In Stock', category: '', expirationDate: '' };

export function draftOf(item: PantryItem): PantryDraft {
  return {
    name: item.name,
    status: item.status,
    category: isCategoryName(item.category) ? item.category : '',
    expirationDate: item.expirationDate ?? '',
  };
}

/** spec part 1 §5: the name is required, trimmed, for add and for save. */
export function nameError(draft: PantryDraft): string | null {
  return draft.name.trim() === '' ? PANTRY_TEXT.nameRequired : null;
}

export function createBody(draft: PantryDraft): CreatePantryItemApiArg {
  return {
    name: draft.name.trim(),
    status: draft.status,
    category: draft.category || null,
    ...(draft.expirationDate ? { expirationDate: draft.expirationDate } : {}),
  };
}

/** spec part 1 §7: PATCH carries the changed fields only; null clears the category or the date. */
export function changedFields(item: PantryItem, draft: PantryDraft): UpdatePantryItemDto {
  const changes: UpdatePantryItemDto = {};
  const name = draft.name.trim();
  if (name !== item.name) changes.name = name;
  if (draft.status !== item.status) changes.status = draft.status;
  const category = draft.category || null;
  if (category !== item.category) changes.category = category;
  const expirationDate = draft.expirationDate || null;
  if (expirationDate !== item.expirationDate) changes.expirationDate = expirationDate;
  return changes;
}
