import { useMemo } from 'react';
import { pantryStatusText, pantrySummary } from '@mealapp/domain';
import { usePantryItems } from '../list/usePantryItems';
import { useToday } from '../shared/useToday';

/** The card's figures from the same cached list the pantry page shows. */
export function usePantryStatus() {
  const today = useToday();
  const { items, isLoading, error, retry } = usePantryItems();
  const summary = useMemo(() => pantrySummary(items, today), [items, today]);
  return { loading: isLoading, error, onRetry: retry, summary, text: pantryStatusText(summary) };
}
