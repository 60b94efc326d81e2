import { useId } from 'react';
import styled from 'styled-components';
import { Button, ErrorBanner, Note, Spinner } from '@mealapp/ui';
import { FilePickButton, FilePickInput, Modal } from '@mealapp/ui/controls';
import { IMPORT_KIND_LABELS, MY_DATA_TEXT as T } from './messages';
import type { ImportState } from './useImportMyData';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.colors.text};
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
  }
`;

/** Settings > Import: choose an export file; progress while it is read and imported; then what was added. */
export function ImportDialog(state: ImportState) {
  const inputId = useId();
  return (
    <Modal
      open={state.open}
      title={T.importTitle}
      onClose={state.close}
      footer={
        <Button variant="secondary" onClick={state.close} disabled={state.busy}>
          {T.close}
        </Button>
      }
    >
      <Body>
        <Note>{T.importIntro}</Note>
        {state.error && <ErrorBanner>{state.error}</ErrorBanner>}
        <div>
          <FilePickInput
            id={inputId}
            accept="application/json,.json"
            disabled={state.busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void state.importFile(file);
            }}
          />
          <FilePickButton htmlFor={inputId} $disabled={state.busy}>
            {T.chooseFile}
          </FilePickButton>
        </div>
        <div aria-live="polite">
          {state.busy && (
            <Progress>
              <Spinner label={state.phase === 'reading' ? T.reading : T.importing} size={20} />
              <span aria-hidden="true">{state.phase === 'reading' ? T.reading : T.importing}</span>
            </Progress>
          )}
          {state.result && (
            <Table>
              <caption>{T.importDone}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.kind}</th>
                  <th scope="col">{T.added}</th>
                  <th scope="col">{T.existing}</th>
                </tr>
              </thead>
              <tbody>
                {IMPORT_KIND_LABELS.map(([kind, label]) => (
                  <tr key={kind}>
                    <th scope="row">{label}</th>
                    <td>{state.result?.[kind].added}</td>
                    <td>{state.result?.[kind].existing}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
      </Body>
    </Modal>
  );
}
