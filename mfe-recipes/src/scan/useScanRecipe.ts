import { useContext, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, reportClientError } from '@mealapp/api-client';
import { useScanRecipeMutation } from '../api/recipes-api';
import type { Failure } from '../import/failure';
import { recipeOfParseAnswer, reviewImage } from '../import/parsed-recipe';
import type { Reviewed } from '../import/useUrlImport';
import { SCAN_TEXT } from '../shared/messages';
import { photoCheck, type PhotoSource } from './scan-photo';
import { base64Of, PhotoShrinker } from './shrink-photo';

export type ScanStage = 'idle' | 'optimizing' | 'uploading';

// spec part 2 §8: scan failures are reported to the client error endpoint with this stage
const REPORT_STAGE = 'scanRecipeFlow';

/**
 * The scan flow (spec part 2 §4): a chosen photo is checked (8 MB, small-photo warning), shrunk,
 * sent for OCR, and its recipe reviewed. One scan at a time; cancelling forgets the photo and
 * whatever its scan answers later.
 */
export function useScanRecipe(source: PhotoSource) {
  const shrink = useContext(PhotoShrinker);
  const [scanRecipe] = useScanRecipeMutation();
  const [stage, setStage] = useState<ScanStage>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  // spec part 2 §4: a busy flag blocks double starts (a ref: two changes can land before a render).
  const busy = useRef(false);
  const run = useRef(0);
  const call = useRef<{ abort: () => void } | null>(null);

  const stop = () => {
    run.current++;
    busy.current = false;
    call.current?.abort();
    call.current = null;
  };
  useEffect(() => stop, []);

  const start = async (file: File | undefined) => {
    if (busy.current) return;
    if (!file) {
      setRefusal(SCAN_TEXT.noFile);
      return;
    }
    const check = photoCheck(file.size, source);
    setRefusal(check.refusal);
    setWarning(check.warning);
    setFailure(null);
    if (check.refusal) return;
    busy.current = true;
    const current = ++run.current;
    const stale = () => current !== run.current;
    try {
      setStage('optimizing');
      const image = await base64Of(await shrink(file));
      if (stale()) return;
      setStage('uploading');
      const request = scanRecipe({ image });
      call.current = request;
      let answer;
      try {
        answer = await request.unwrap();
      } catch (error) {
        throw new Error(apiErrorMessage(error, SCAN_TEXT.scanFailed));
      }
      if (stale()) return;
      const recipe = recipeOfParseAnswer(answer);
      if (!recipe) throw new Error(SCAN_TEXT.noRecipe);
      setReviewed({ recipe, image: reviewImage(recipe, answer.recipe?.suggestedImage) });
    } catch (error) {
      if (stale()) return;
      const reason = error instanceof Error && error.message ? error.message : SCAN_TEXT.scanFailed;
      setFailure({ message: SCAN_TEXT.failed, reason });
      void reportClientError({
        message: `${SCAN_TEXT.failed}: ${reason}`,
        stack: error instanceof Error ? error.stack : undefined,
        extra: { stage: REPORT_STAGE, source, fileSize: file.size, fileType: file.type },
      });
    } finally {
      if (!stale()) {
        busy.current = false;
        call.current = null;
        setStage('idle');
      }
    }
  };

  return {
    stage,
    busy: stage !== 'idle',
    refusal,
    warning,
    failure,
    reviewed,
    start,
    stop,
    /** Back to choosing a photo, with nothing of the last one kept. */
    closeReview: () => {
      setReviewed(null);
      setWarning(null);
      setRefusal(null);
      setFailure(null);
    },
  };
}
