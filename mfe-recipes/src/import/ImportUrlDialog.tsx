import { useId, useRef } from 'react';
import { RECIPE_PARSE_LIMITS } from '@mealapp/domain';
import { Button, VisuallyHidden } from '@mealapp/ui';
import { Modal, TextField } from '@mealapp/ui/controls';
import styled from 'styled-components';
import type { RecipeDraft } from '../form/recipe-draft';
import { IMPORT_TEXT } from '../shared/messages';
import { FailureBanner } from './failure';
import { ParsedRecipeReview } from './ParsedRecipeReview';
import { useUrlImport } from './useUrlImport';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface ImportUrlDialogProps {
  onClose: () => void;
  /** Edit More: the full form, prefilled with the review's recipe. */
  onEditMore: (draft: RecipeDraft) => void;
}

/** spec part 2 §2: 'Import from URL', then the 'Imported Recipe' review. */
export default function ImportUrlDialog({ onClose, onEditMore }: ImportUrlDialogProps) {
  const flow = useUrlImport();
  const formId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const close = () => {
    flow.stop();
    onClose();
  };

  if (flow.reviewed) {
    return <ParsedRecipeReview title={IMPORT_TEXT.importedTitle} reviewed={flow.reviewed} onBack={flow.closeReview} onSaved={onClose} onEditMore={onEditMore} />;
  }

  return (
    <Modal
      open
      title={IMPORT_TEXT.urlTitle}
      onClose={close}
      initialFocusRef={urlRef}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!flow.canImport} busy={flow.importing}>
            {flow.importing ? IMPORT_TEXT.importing : IMPORT_TEXT.import}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        aria-label={IMPORT_TEXT.urlTitle}
        aria-busy={flow.importing}
        onSubmit={(event) => {
          event.preventDefault();
          void flow.submit().then(() => urlRef.current?.focus());
        }}
      >
        <TextField
          ref={urlRef}
          label={IMPORT_TEXT.urlLabel}
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={RECIPE_PARSE_LIMITS.urlLength}
          placeholder="https://"
          hint={IMPORT_TEXT.urlHint}
          value={flow.url}
          error={flow.problem}
          readOnly={flow.importing}
          onChange={(event) => flow.change(event.target.value)}
        />
        {flow.failure && <FailureBanner failure={flow.failure} />}
        <VisuallyHidden role="status">{flow.importing ? IMPORT_TEXT.importing : ''}</VisuallyHidden>
      </Form>
    </Modal>
  );
}
