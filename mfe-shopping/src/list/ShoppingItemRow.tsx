import { isUnsaved, usePendingRow, useSignedInUserId } from '@mealapp/api-client';
import { OFFLINE_TEXT, SHOPPING_STATUS_BADGE, SHOPPING_SWIPE, shoppingByline, type AttributedShoppingItem, type ShoppingItem } from '@mealapp/domain';
import { Badge, IconButton, PencilIcon, PendingMark } from '@mealapp/ui';
import { SwipeToDelete } from '@mealapp/ui/controls';
import styled, { css } from 'styled-components';
import { CheckIcon } from '../shared/icons';

const Row = styled.div<{ $unsaved: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding-right: ${({ theme }) => theme.space(1)};
  opacity: ${({ $unsaved }) => ($unsaved ? 0.7 : 1)};
  user-select: none;
`;

const Toggle = styled.button`
  flex: 1;
  min-width: 0;
  min-height: 60px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &:disabled { cursor: progress; }
  &:focus-visible { outline-offset: -3px; }
`;

const Box = styled.span<{ $checked: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : 'transparent')};
  color: ${({ theme }) => theme.colors.primaryText};
  transition: background 120ms ease, border-color 120ms ease;
`;

const Text = styled.span<{ $done: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  opacity: ${({ $done }) => ($done ? 0.55 : 1)};
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};

  /* Dimmed, a shopped item still reads at 4.5:1: its name and quantity start from the strongest ink. */
  ${({ $done, theme }) =>
    $done &&
    css`
      &,
      & > span {
        color: ${theme.colors.ink};
      }
    `}
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Quantity = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Who ticked it is news, not struck through with the item: an inline block takes no line-through.
const Byline = styled(Quantity)`
  font-size: ${({ theme }) => theme.font.size.xs};

  & > span { display: inline-block; }
`;

export interface ShoppingItemRowProps {
  item: AttributedShoppingItem;
  showStatusBadge: boolean;
  onToggle: (item: ShoppingItem) => void;
  onEdit: (item: ShoppingItem) => void;
  onDelete: (item: ShoppingItem) => void;
}

/** Tap to tick (struck through and dimmed when shopped); swipe left (or the Delete button) deletes; the pencil edits. */
export function ShoppingItemRow({ item, showStatusBadge, onToggle, onEdit, onDelete }: ShoppingItemRowProps) {
  // A row waiting in the offline queue can be changed (the queue follows it to its saved id); one being saved now cannot.
  const pending = usePendingRow('shopping', item.id);
  const unsaved = isUnsaved(item) && !pending;
  const done = item.isShopped;
  const byline = shoppingByline(item, useSignedInUserId());
  return (
    <SwipeToDelete onDelete={() => onDelete(item)} thresholds={SHOPPING_SWIPE} deleteLabel={`Delete ${item.name}`} disabled={unsaved}>
      <Row $unsaved={unsaved} data-testid="shopping-item" data-shopped={done} aria-busy={unsaved || undefined}>
        <Toggle type="button" role="checkbox" aria-checked={done} disabled={unsaved} onClick={() => onToggle(item)}>
          <Box $checked={done} aria-hidden="true">
            {done && <CheckIcon />}
          </Box>
          <Text $done={done} data-testid="shopping-item-text">
            <Name>{item.name}</Name>
            {item.quantity && <Quantity>{item.quantity}</Quantity>}
            {byline && (
              <Byline>
                <span>{byline}</span>
              </Byline>
            )}
          </Text>
        </Toggle>
        {pending && <PendingMark label={OFFLINE_TEXT.pendingRow} />}
        {showStatusBadge && (
          <Badge tone={done ? 'success' : 'warning'}>{done ? SHOPPING_STATUS_BADGE.completed : SHOPPING_STATUS_BADGE.pending}</Badge>
        )}
        <IconButton label={`Edit ${item.name}`} onClick={() => onEdit(item)} disabled={unsaved}>
          <PencilIcon />
        </IconButton>
      </Row>
    </SwipeToDelete>
  );
}
