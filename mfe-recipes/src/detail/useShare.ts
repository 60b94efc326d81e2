import { useCallback } from 'react';
import { RECIPE_SUCCESS } from '../shared/messages';
import { useRecipeToast } from '../shared/useRecipeActions';

/** The old way to copy, for browsers without the Clipboard API (or where it is refused). */
function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** spec part 2 §8: native share, else a clipboard copy, else a text-area copy; failures are only logged. */
export function useShare() {
  const notify = useRecipeToast();
  return useCallback(
    async ({ title, id }: { title: string; id: number }) => {
      const url = `${window.location.origin}/recipes/${id}`;
      try {
        if (typeof navigator.share === 'function') {
          await navigator.share({ title, text: title, url });
          return;
        }
        try {
          await navigator.clipboard.writeText(url);
        } catch {
          if (!copyWithTextArea(url)) throw new Error('Copy refused');
        }
        notify('success', RECIPE_SUCCESS.copied);
      } catch (error) {
        // Closing the share sheet also rejects; neither is worth more than a log line.
        console.error('Share failed', error);
      }
    },
    [notify],
  );
}
