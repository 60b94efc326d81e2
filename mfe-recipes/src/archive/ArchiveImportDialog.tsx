import { useId } from 'react';
import { Button, ErrorBanner, Modal, Note } from '@mealapp/ui';
import styled from 'styled-components';
import { ARCHIVE_TEXT } from '../shared/messages';
import { ArchiveProgress, ArchiveReport } from './ArchiveImportViews';
import { useArchiveImport } from './useArchiveImport';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

// The input stays in the page (and in the tab order) but unseen; its label is the button people see.
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const Pick = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};

  input:focus-visible + & { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

// What the picker offers: the apps' zips and JSON-LD files (some systems name JSON-LD by extension only).
const ACCEPT = '.zip,.json,.jsonld,application/zip,application/json,application/ld+json';

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
              <FileInput
                id={inputId}
                type="file"
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
              <Pick htmlFor={inputId} $disabled={flow.busy}>
                {ARCHIVE_TEXT.choose}
              </Pick>
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
