import { useId, useRef, useState, type PointerEvent } from 'react';
import { RECIPE_LIMITS } from '@mealapp/domain';
import { Button } from '@mealapp/ui';
import { Modal, TextField } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { SHEET_DISMISS_PX } from '../shared/constants';
import { RECIPES_TEXT } from '../shared/messages';
import { useAddCategory } from './useAddCategory';

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  /* The sheet follows a downward drag; its content is short enough not to need scrolling. */
  touch-action: none;
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Grip = styled.div`
  align-self: center;
  width: 40px;
  height: 5px;
  margin-top: calc(-1 * ${({ theme }) => theme.space(2)});
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
`;

/** Follows a downward drag and reports one longer than the spec's 80 px. */
function useSwipeDown(onDismiss: () => void) {
  const start = useRef<{ id: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const end = (event: PointerEvent) => {
    if (start.current?.id !== event.pointerId) return;
    const distance = event.clientY - start.current.y;
    start.current = null;
    setOffset(0);
    if (distance > SHEET_DISMISS_PX) onDismiss();
  };
  return {
    style: offset > 0 ? { transform: `translateY(${offset}px)` } : undefined,
    onPointerDown: (event: PointerEvent) => {
      if (event.isPrimary) start.current = { id: event.pointerId, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent) => {
      if (start.current?.id === event.pointerId) setOffset(Math.max(0, event.clientY - start.current.y));
    },
    onPointerUp: end,
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };
}

/**
 * spec part 2 §2 and §5: the Add Cat. bottom sheet; the name is required, Enter submits, a downward
 * swipe closes it. Mounted while open, and loaded on first use.
 */
export default function AddCategorySheet({ onClose }: { onClose: () => void }) {
  const sheet = useAddCategory(onClose);
  const formId = useId();
  const swipe = useSwipeDown(sheet.close);
  return (
    <Modal
      open
      title={RECIPES_TEXT.addCategoryTitle}
      onClose={sheet.close}
      footer={
        <>
          <Button variant="secondary" onClick={sheet.close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={sheet.name.trim() === ''} busy={sheet.busy}>
            Add
          </Button>
        </>
      }
    >
      <Sheet {...swipe} data-testid="category-sheet">
        <Grip aria-hidden="true" />
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void sheet.submit();
          }}
        >
          <Fields>
            <TextField
              label="Category name"
              value={sheet.name}
              maxLength={RECIPE_LIMITS.categoryNameLength}
              required
              error={sheet.error}
              onChange={(event) => sheet.setName(event.target.value)}
              onKeyDown={(event) => {
                // spec part 2 §5: Enter submits (the sheet's button sits outside the form, in the footer).
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void sheet.submit();
              }}
            />
            <TextField label="Description (optional)" value={sheet.description} onChange={(event) => sheet.setDescription(event.target.value)} />
          </Fields>
        </form>
      </Sheet>
    </Modal>
  );
}
