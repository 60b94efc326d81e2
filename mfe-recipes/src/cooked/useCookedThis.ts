import { useState } from 'react';
import { apiErrorText, type PantryChangeDto } from '@mealapp/api-client';
import { deviceTimeZone } from '@mealapp/domain';
import { useCookRecipeMutation, useUpdatePantryItemMutation } from '../api/recipes-api';
import { COOKED_TEXT } from '../shared/messages';
import { useRecipeToast } from '../shared/useRecipeActions';

export type CookedStep =
  | { kind: 'closed' }
  | { kind: 'recording' }
  | { kind: 'recordFailed'; message: string }
  /** The offers the server made, and which of them the user has ticked (none at first: each is confirmed). */
  | { kind: 'offers'; offers: PantryChangeDto[]; confirmed: ReadonlySet<number>; applying: boolean; error: string | null };

/**
 * Issue 26, "I cooked this": records the cooking (the server marks today's planned slots cooked)
 * and offers pantry changes, which are applied only as the user confirms each one, with the pantry
 * update the pantry screen uses. A refused change keeps the dialog open with what is left to do.
 */
export function useCookedThis(recipe: { id: number; title: string }, servings: number | undefined, onDone?: () => void) {
  const [step, setStep] = useState<CookedStep>({ kind: 'closed' });
  const [cookRecipe] = useCookRecipeMutation();
  const [updatePantryItem] = useUpdatePantryItemMutation();
  const notify = useRecipeToast();

  const finish = (message: string) => {
    setStep({ kind: 'closed' });
    notify('success', message);
    onDone?.();
  };

  const record = async () => {
    setStep({ kind: 'recording' });
    try {
      const cooked = await cookRecipe({ id: recipe.id, cookRecipeDto: { servings, timeZone: deviceTimeZone() } }).unwrap();
      if (cooked.pantryChanges.length === 0) return finish(COOKED_TEXT.recorded(recipe.title));
      setStep({ kind: 'offers', offers: cooked.pantryChanges, confirmed: new Set(), applying: false, error: null });
    } catch (error) {
      setStep({ kind: 'recordFailed', message: apiErrorText(error, COOKED_TEXT.recordFailed) });
    }
  };

  const toggle = (itemId: number) =>
    setStep((current) => {
      if (current.kind !== 'offers') return current;
      const confirmed = new Set(current.confirmed);
      if (!confirmed.delete(itemId)) confirmed.add(itemId);
      return { ...current, confirmed };
    });

  const apply = async () => {
    if (step.kind !== 'offers' || step.applying || step.confirmed.size === 0) return;
    const chosen = step.offers.filter((offer) => step.confirmed.has(offer.item.id));
    setStep({ ...step, applying: true, error: null });
    const failed: PantryChangeDto[] = [];
    let reason = '';
    for (const offer of chosen) {
      try {
        await updatePantryItem({ id: offer.item.id, updatePantryItemDto: { status: offer.status } }).unwrap();
      } catch (error) {
        failed.push(offer);
        reason = apiErrorText(error, '');
      }
    }
    if (failed.length === 0) return finish(COOKED_TEXT.pantryUpdated(chosen.length));
    // What was applied leaves the list; what failed stays ticked, to try again or skip.
    setStep({
      kind: 'offers',
      offers: step.offers.filter((offer) => !chosen.includes(offer) || failed.includes(offer)),
      confirmed: new Set(failed.map((offer) => offer.item.id)),
      applying: false,
      error: COOKED_TEXT.pantryFailed(failed.map((offer) => offer.item.name), reason),
    });
  };

  return {
    step,
    record: () => void record(),
    toggle,
    apply: () => void apply(),
    skip: () => finish(COOKED_TEXT.recorded(recipe.title)),
    close: () => setStep({ kind: 'closed' }),
  };
}

export type CookedThis = ReturnType<typeof useCookedThis>;
