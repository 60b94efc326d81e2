import { useId } from 'react';
import { Button, ErrorBanner, Note } from '@mealapp/ui';
import { FilePickButton, FilePickInput, Modal } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { ARCHIVE_TEXT } from '../shared/messages';
import { ArchiveProgress, ArchiveReport } from './ArchiveImportViews';
import { useArchiveImport } from './useArchiveImport';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

// What the picker offers: every export the server reads (docs/importing-recipes.md), by extension
// (phones know few of these types) and by type.
const ACCEPT = [
  '.zip,.json,.jsonld,.paprikarecipes,.paprikarecipe,.melarecipes,.melarecipe,.csv,.html,.htm,.cook,.md',
  'application/zip,application/json,application/ld+json,text/csv,text/html,text/markdown',
].join(',');

/** Add recipe > Import from another app: choose files, watch the upload and the import, read the report. */
export default function ArchiveImportDialog({ onClose }: { onClose: () => void }) {
  const flow = useArchiveImport();
  const inputId = useId();
  const close = () => {
    flow.stop();
    onClose();
  };

  return (
    <Modal
      open
      title={ARCHIVE_TEXT.title}
      onClose={close}
      footer={
        flow.report ? (
          <>
            <Button variant="secondary" onClick={flow.reset}>
              {ARCHIVE_TEXT.importMore}
            </Button>
            <Button onClick={close}>{ARCHIVE_TEXT.done}</Button>
          </>
        ) : (
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        )
      }
    >
      <Stack aria-busy={flow.busy}>
        {!flow.report && (
          <>
            <Note>{ARCHIVE_TEXT.hint}</Note>
            <div>
              <FilePickInput
                id={inputId}
                multiple
                accept={ACCEPT}
                disabled={flow.busy}
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  // Cleared, so choosing the same files again (after a refusal) is a change too.
                  event.target.value = '';
                  void flow.start(files);
                }}
              />
              <FilePickButton htmlFor={inputId} $disabled={flow.busy}>
                {ARCHIVE_TEXT.choose}
              </FilePickButton>
            </div>
          </>
        )}
        <div role="status">
          <ArchiveProgress stage={flow.stage} uploaded={flow.uploaded} done={flow.done} total={flow.total} />
          {flow.report && <ArchiveReport report={flow.report} />}
        </div>
        {flow.error && <ErrorBanner>{flow.error}</ErrorBanner>}
      </Stack>
    </Modal>
  );
}
