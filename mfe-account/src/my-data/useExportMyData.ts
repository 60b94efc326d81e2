import { useCallback, useState } from 'react';
import { accountApi, apiErrorMessage, useAppDispatch } from '@mealapp/api-client';
import { useToast } from '@mealapp/ui';
import { MY_DATA_TEXT as T } from './messages';

/** The name the server gives the file (Content-Disposition), from the document's own date. */
export const exportFileName = (exportedAt: string | undefined) => `meal-planner-export-${(exportedAt ?? new Date().toISOString()).slice(0, 10)}.json`;

/** Hands `text` to the browser as a downloaded file. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Settings > Export my data: GET /api/me/export, saved as a file; read once, not kept in the cache. */
export function useExportMyData() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const run = useCallback(async () => {
    setExporting(true);
    try {
      const document = await dispatch(
        accountApi.endpoints.exportMyData.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      download(JSON.stringify(document, null, 2), exportFileName(document.exportedAt));
      toast.show({ type: 'success', message: T.exported });
    } catch (failure) {
      toast.show({
        type: 'error',
        message: apiErrorMessage(failure, T.exportFailed),
      });
    } finally {
      setExporting(false);
    }
  }, [dispatch, toast]);
  return { exportMyData: run, exporting };
}
