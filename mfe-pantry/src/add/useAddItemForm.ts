import { useMemo, useState } from 'react';
import {
  applySuggestion,
  pantryNameSuggestions,
  pantryQuickAddChips,
  type PantryCatalogueEntry,
} from '@mealapp/domain';
import type { CreatePantryItemApiArg } from '@mealapp/api-client';
import { createBody, EMPTY_DRAFT, nameError, type PantryDraft } from '../shared/draft';
import type { PantryActions } from '../shared/usePantryActions';

/** Which optional fields a suggestion filled, so the next suggestion may replace them but a user's own choice stays. */
interface AutoFilled {
  category: boolean;
  expirationDate: boolean;
}

const NOTHING_FILLED: AutoFilled = { category: false, expirationDate: false };

/**
 * The "Add New Item" form. Adding closes the modal at once (the list shows the item before
 * the server answers); if the server refuses, the modal opens again with the input and the
 * error. A quick-add chip adds its item straight away, with its category, default status and
 * typical expiry (spec part 1 §4's suggestion rule).
 */
export function useAddItemForm(actions: Pick<PantryActions, 'create'>, today: Date) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PantryDraft>(EMPTY_DRAFT);
  const [autoFilled, setAutoFilled] = useState<AutoFilled>(NOTHING_FILLED);
  const [nameMessage, setNameMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const suggestions = useMemo(() => pantryNameSuggestions(draft.name), [draft.name]);
  const chips = useMemo(() => pantryQuickAddChips(draft.category || null), [draft.category]);

  const reset = (next: PantryDraft = EMPTY_DRAFT) => {
    setDraft(next);
    setAutoFilled(NOTHING_FILLED);
    setNameMessage(null);
    setError(null);
  };

  const openForm = () => {
    reset();
    setOpen(true);
  };

  const close = () => setOpen(false);

  const change = <K extends keyof PantryDraft>(key: K, value: PantryDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'category' || key === 'expirationDate') setAutoFilled((current) => ({ ...current, [key]: false }));
    if (key === 'name' && String(value).trim()) setNameMessage(null);
  };

  // spec part 1 §4: name and default status; the expiry when the shelf life is 30 days or less.
  // The catalogue's category comes along unless the user chose one.
  const pickSuggestion = (entry: PantryCatalogueEntry) => {
    const fill = applySuggestion(entry, today);
    const fillCategory = draft.category === '' || autoFilled.category;
    const fillDate = fill.expirationDate !== null || draft.expirationDate === '' || autoFilled.expirationDate;
    setDraft({
      ...draft,
      name: fill.name,
      status: fill.status,
      category: fillCategory ? entry.category : draft.category,
      expirationDate: fillDate ? (fill.expirationDate ?? '') : draft.expirationDate,
    });
    setAutoFilled({ category: fillCategory, expirationDate: fillDate && fill.expirationDate !== null });
    setNameMessage(null);
  };

  const send = async (body: CreatePantryItemApiArg, shownOnFailure: PantryDraft) => {
    setOpen(false);
    const failure = await actions.create(body);
    if (!failure) return;
    setDraft(shownOnFailure);
    setNameMessage(null);
    setError(failure);
    setOpen(true);
  };

  const submit = async () => {
    const invalid = nameError(draft);
    if (invalid) {
      setNameMessage(invalid);
      return;
    }
    setError(null);
    await send(createBody(draft), draft);
  };

  const quickAdd = async (entry: PantryCatalogueEntry) => {
    const fill = applySuggestion(entry, today);
    const chipDraft: PantryDraft = { name: fill.name, status: fill.status, category: entry.category, expirationDate: fill.expirationDate ?? '' };
    setError(null);
    await send(createBody(chipDraft), chipDraft);
  };

  return { open, draft, suggestions, chips, nameError: nameMessage, error, openForm, close, change, pickSuggestion, submit, quickAdd };
}

export type AddItemForm = ReturnType<typeof useAddItemForm>;
