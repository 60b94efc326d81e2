import { useContext, useEffect, useRef, useState } from 'react';
import { generatedApi, RECIPE_LIST_TAG, useAppStore, type ArchiveImportReportDto } from '@mealapp/api-client';
import { ARCHIVE_UPLOAD_LIMITS } from '@mealapp/domain';
import { ARCHIVE_TEXT } from '../shared/messages';
import { ArchiveSender, type ArchiveAnswer } from './send-archive';

export type ArchiveStage = 'idle' | 'uploading' | 'importing' | 'done';

export interface ArchiveImportState {
  stage: ArchiveStage;
  /** Percent of the upload sent. */
  uploaded: number;
  /** Recipes saved so far, of `total`; total is null until the server has read the files. */
  done: number;
  total: number | null;
  report: ArchiveImportReportDto | null;
  /** Why the files were refused or the import failed. */
  error: string | null;
}

const IDLE: ArchiveImportState = { stage: 'idle', uploaded: 0, done: 0, total: null, report: null, error: null };
const MB = 1024 * 1024;

/** Why the chosen files cannot be sent, before anything is uploaded; null when they can. */
export function archiveFilesProblem(files: readonly File[]): string | null {
  if (files.length === 0) return ARCHIVE_TEXT.noFile;
  if (files.length > ARCHIVE_UPLOAD_LIMITS.files) return ARCHIVE_TEXT.tooManyFiles(ARCHIVE_UPLOAD_LIMITS.files);
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  return bytes > ARCHIVE_UPLOAD_LIMITS.bytes ? ARCHIVE_TEXT.tooLarge(ARCHIVE_UPLOAD_LIMITS.bytes / MB) : null;
}

/**
 * The import from another app: the chosen files are checked, uploaded (with the share sent), the
 * server's progress followed ("Importing 12 of 40"), then its report kept. An expired token is
 * refreshed once through the app's own refresh (a call of the generated API) and the upload sent
 * again. The recipe list is read again when anything was imported.
 */
export function useArchiveImport() {
  const send = useContext(ArchiveSender);
  const store = useAppStore();
  const [state, setState] = useState<ArchiveImportState>(IDLE);
  const call = useRef<AbortController | null>(null);
  useEffect(() => () => call.current?.abort(), []);

  const token = () => store.getState().session.accessToken;

  const start = async (files: readonly File[]) => {
    if (call.current) return;
    const problem = archiveFilesProblem(files);
    if (problem) {
      setState({ ...IDLE, error: problem });
      return;
    }
    const controller = new AbortController();
    call.current = controller;
    setState({ ...IDLE, stage: 'uploading' });
    const callbacks = {
      onUpload: (fraction: number) =>
        setState((current) => (fraction >= 1 ? { ...current, uploaded: 100, stage: 'importing' } : { ...current, uploaded: Math.floor(fraction * 100) })),
      onProgress: (done: number, total: number) => setState((current) => ({ ...current, stage: 'importing', uploaded: 100, done, total })),
    };
    let answer: ArchiveAnswer = await send(files, token(), callbacks, controller.signal);
    if (answer.kind === 'refused' && answer.status === 401 && !controller.signal.aborted) {
      await store.dispatch(generatedApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
      setState({ ...IDLE, stage: 'uploading' });
      answer = await send(files, token(), callbacks, controller.signal);
    }
    if (controller.signal.aborted) return;
    call.current = null;
    if (answer.kind === 'report') {
      const { report } = answer;
      if (report.imported > 0) store.dispatch(generatedApi.util.invalidateTags([RECIPE_LIST_TAG]));
      setState((current) => ({ ...current, stage: 'done', report }));
    } else setState({ ...IDLE, error: answer.error });
  };

  return {
    ...state,
    busy: state.stage === 'uploading' || state.stage === 'importing',
    start,
    /** Back to choosing files. */
    reset: () => setState(IDLE),
    stop: () => {
      call.current?.abort();
      call.current = null;
    },
  };
}
