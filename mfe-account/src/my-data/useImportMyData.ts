import { useCallback, useState } from 'react';
import { apiErrorMessage, useImportMyDataMutation, type ImportMyDataApiArg, type ImportResultDto } from '@mealapp/api-client';
import { MY_DATA_TEXT as T } from './messages';

export type ImportPhase = 'idle' | 'reading' | 'importing' | 'done';

/** Settings > Import: a chosen export file, read and sent to POST /api/me/import; the answer says what was added. */
export function useImportMyData() {
  const [importMyData] = useImportMyDataMutation();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResultDto | null>(null);

  const openDialog = useCallback(() => {
    setPhase('idle');
    setError(null);
    setResult(null);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  const importFile = useCallback(
    async (file: File) => {
      setError(null);
      setResult(null);
      setPhase('reading');
      let document: ImportMyDataApiArg;
      try {
        document = JSON.parse(await file.text()) as ImportMyDataApiArg;
      } catch {
        setError(T.notAnExport);
        setPhase('idle');
        return;
      }
      setPhase('importing');
      try {
        setResult(await importMyData(document).unwrap());
        setPhase('done');
      } catch (failure) {
        setError(apiErrorMessage(failure, T.importFailed));
        setPhase('idle');
      }
    },
    [importMyData],
  );

  return {
    open,
    openDialog,
    close,
    phase,
    busy: phase === 'reading' || phase === 'importing',
    error,
    result,
    importFile,
  };
}

export type ImportState = ReturnType<typeof useImportMyData>;
