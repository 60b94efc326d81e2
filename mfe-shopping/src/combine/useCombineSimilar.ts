import { apiErrorText } from '@mealapp/api-client';
import { useCallback, useState } from 'react';
import type { CombineSimilarShoppingItemsApiResponse } from '@mealapp/api-client';
import { canCombine, combineResultTitle, COMBINE_MESSAGES, type ShoppingItem } from '@mealapp/domain';
import { TOAST_SIMPLE_DURATION_MS, useToast } from '@mealapp/ui';
import { useCombineSimilarShoppingItemsMutation } from '../api/shopping-api';
import { SHOPPING_ERRORS } from '../shared/messages';

export type CombineOutcome = Pick<CombineSimilarShoppingItemsApiResponse, 'success' | 'message' | 'combinations'> & { title: string };

/**
 * spec part 1 §4 "Combine similar": at least 2 unchecked items (else the info toast); the
 * success toast and the result modal, or the "nothing found" toast alone; a failed call shows the
 * server's text in the banner and the modal reads "Combination Failed".
 */
export function useCombineSimilar(items: readonly ShoppingItem[], reportError: (message: string | null) => void) {
  const toast = useToast();
  const [combineSimilar, { isLoading }] = useCombineSimilarShoppingItemsMutation();
  const [outcome, setOutcome] = useState<CombineOutcome | null>(null);

  const combine = useCallback(async () => {
    const simple = (type: 'success' | 'info', message: string) => toast.show({ type, message, duration: TOAST_SIMPLE_DURATION_MS });
    if (!canCombine(items)) {
      simple('info', COMBINE_MESSAGES.tooFewItems);
      return;
    }
    reportError(null);
    try {
      const result = await combineSimilar().unwrap();
      if (result.outcome === 'tooFewItems') {
        simple('info', COMBINE_MESSAGES.tooFewItems);
        return;
      }
      // Nothing to merge is one calm message, not a toast and a "Combination Failed" modal together.
      if (result.outcome !== 'combined') {
        simple('info', COMBINE_MESSAGES.nothingToCombine);
        return;
      }
      simple('success', COMBINE_MESSAGES.success(result.originalCount, result.combinedCount));
      setOutcome({ success: result.success, message: result.message, combinations: result.combinations, title: combineResultTitle(result) });
    } catch (failure) {
      reportError(apiErrorText(failure, SHOPPING_ERRORS.combine));
      setOutcome({ success: false, message: COMBINE_MESSAGES.failed, combinations: [], title: combineResultTitle({ success: false, combinations: [] }) });
    }
  }, [items, combineSimilar, reportError, toast]);

  return { combine, busy: isLoading, outcome, close: () => setOutcome(null) };
}

export type CombineSimilarModel = ReturnType<typeof useCombineSimilar>;
