import { useRef, useState } from 'react';
import type { PantryItem } from '@mealapp/domain';
import { changedFields, draftOf, nameError, type PantryDraft } from '../shared/draft';
import type { PantryActions } from '../shared/usePantryActions';

interface Editing {
  item: PantryItem;
  draft: PantryDraft;
  nameError: string | null;
  error: string | null;
}

/**
 * Inline edit of one item. Save closes the editor at once (the list already shows the
 * change); if the server refuses, the editor opens again with what the user typed and the
 * error (DECISIONS.md: never fake success, keep the input).
 */
export function usePantryEditor(actions: Pick<PantryActions, 'update' | 'remove' | 'reportError'>) {
  const [editing, setEditingState] = useState<Editing | null>(null);
  // The latest value, for the answer that arrives after an await.
  const latest = useRef<Editing | null>(null);
  const setEditing = (next: Editing | null) => {
    latest.current = next;
    setEditingState(next);
  };

  const start = (item: PantryItem) => setEditing({ item, draft: draftOf(item), nameError: null, error: null });
  const cancel = () => setEditing(null);

  const change = <K extends keyof PantryDraft>(key: K, value: PantryDraft[K]) => {
    const current = latest.current;
    if (!current) return;
    setEditing({
      ...current,
      draft: { ...current.draft, [key]: value },
      nameError: key === 'name' && current.nameError && String(value).trim() ? null : current.nameError,
    });
  };

  const save = async () => {
    if (!editing) return;
    const invalid = nameError(editing.draft);
    if (invalid) {
      setEditing({ ...editing, nameError: invalid });
      return;
    }
    const changes = changedFields(editing.item, editing.draft);
    setEditing(null);
    if (Object.keys(changes).length === 0) return;
    const failure = await actions.update(editing.item.id, changes);
    if (!failure) return;
    // If the user is editing another item by now, the failure shows above the list instead.
    if (latest.current) actions.reportError(failure);
    else setEditing({ ...editing, nameError: null, error: failure });
  };

  const remove = (item: PantryItem) => {
    setEditing(null);
    void actions.remove(item);
  };

  return { editing, start, cancel, change, save, remove };
}

export type PantryEditor = ReturnType<typeof usePantryEditor>;
