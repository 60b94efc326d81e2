import { useMemo, useRef, useState } from 'react';
import {
  quantitySuggestions,
  quickAddItems,
  shoppingNameSuggestions,
  type ShoppingCatalogueItem,
  type ShoppingCategoryFilter,
  type ShoppingItem,
} from '@mealapp/domain';
import { changedFields, createBody, draftOf, EMPTY_DRAFT, nameError, type ShoppingDraft } from '../shared/draft';
import type { ShoppingActions } from '../shared/useShoppingActions';

type Mode = { kind: 'add' } | { kind: 'edit'; item: ShoppingItem };

/**
 * The "Add New Item" / "Edit Item" modal. Saving closes it at once (the list shows the change
 * before the server answers); if the server refuses, the modal opens again with what the
 * user typed and the error (DECISIONS.md: never fake success, keep the input). A quick-add
 * chip adds its catalogue item straight away, with its category.
 */
export function useItemForm(actions: Pick<ShoppingActions, 'create' | 'update'>, quickAddCategory: ShoppingCategoryFilter) {
  const [mode, setMode] = useState<Mode | null>(null);
  const [draft, setDraft] = useState<ShoppingDraft>(EMPTY_DRAFT);
  const [nameMessage, setNameMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The mode last opened, for the answer that arrives after an await.
  const opened = useRef<Mode | null>(null);

  const suggestions = useMemo(() => shoppingNameSuggestions(draft.name), [draft.name]);
  const quantities = useMemo(() => quantitySuggestions(draft.name), [draft.name]);
  const chips = useMemo(() => quickAddItems(quickAddCategory), [quickAddCategory]);

  const show = (next: Mode, nextDraft: ShoppingDraft, failure: string | null = null) => {
    opened.current = next;
    setMode(next);
    setDraft(nextDraft);
    setNameMessage(null);
    setError(failure);
  };

  const openAdd = () => show({ kind: 'add' }, EMPTY_DRAFT);
  const openEdit = (item: ShoppingItem) => show({ kind: 'edit', item }, draftOf(item));
  const close = () => {
    opened.current = null;
    setMode(null);
  };

  const change = <K extends keyof ShoppingDraft>(key: K, value: ShoppingDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'name' && String(value).trim()) setNameMessage(null);
  };

  // Picking a suggestion fills its category too.
  const pickSuggestion = (entry: ShoppingCatalogueItem) => {
    setDraft((current) => ({ ...current, name: entry.name, category: entry.category }));
    setNameMessage(null);
  };

  /** Reopens with the input and the error, unless the user has opened the modal again meanwhile. */
  const reopenOnFailure = (failure: string | null, failedMode: Mode, failedDraft: ShoppingDraft) => {
    if (!failure || opened.current) return;
    show(failedMode, failedDraft, failure);
  };

  const submit = async () => {
    if (!mode) return;
    const invalid = nameError(draft);
    if (invalid) {
      setNameMessage(invalid);
      return;
    }
    const submitted = draft;
    close();
    if (mode.kind === 'add') {
      reopenOnFailure(await actions.create(createBody(submitted)), mode, submitted);
      return;
    }
    const changes = changedFields(mode.item, submitted);
    if (Object.keys(changes).length === 0) return;
    reopenOnFailure(await actions.update(mode.item.id, changes), mode, submitted);
  };

  const quickAdd = async (entry: ShoppingCatalogueItem) => {
    const chipDraft: ShoppingDraft = { name: entry.name, quantity: '', category: entry.category };
    close();
    reopenOnFailure(await actions.create(createBody(chipDraft)), { kind: 'add' }, chipDraft);
  };

  return {
    mode,
    draft,
    suggestions,
    quantities,
    chips,
    nameError: nameMessage,
    error,
    openAdd,
    openEdit,
    close,
    change,
    pickSuggestion,
    submit,
    quickAdd,
  };
}

export type ItemForm = ReturnType<typeof useItemForm>;
