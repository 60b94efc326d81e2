import { isUnsaved, usePendingRow, useSignedInUserId } from '@mealapp/api-client';
import { expiryLabel, OFFLINE_TEXT, PANTRY_SWIPE, pantryByline, type AttributedPantryItem, type PantryItem } from '@mealapp/domain';
import { Badge, IconButton, PencilIcon, PendingMark } from '@mealapp/ui';
import { SwipeToDelete } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { expiryColor, STATUS_TONE } from '../shared/tones';
import type { ExpiryTone } from '@mealapp/domain';

const Row = styled.div<{ $unsaved: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1)} ${theme.space(2)} ${theme.space(4)}`};
  opacity: ${({ $unsaved }) => ($unsaved ? 0.7 : 1)};
  user-select: none;
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const ExpiryNote = styled.span<{ $tone: ExpiryTone }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.font.weight.regular : theme.font.weight.medium)};
  color: ${({ theme, $tone }) => expiryColor($tone, theme.colors)};
`;

const Byline = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PantryItemRowProps {
  item: AttributedPantryItem;
  today: Date;
  onEdit: (item: PantryItem) => void;
  onDelete: (item: PantryItem) => void;
}

/** Name, coloured expiry note, status badge and edit button; swipe left (or the Delete button) deletes. */
export function PantryItemRow({ item, today, onEdit, onDelete }: PantryItemRowProps) {
  const label = expiryLabel(item.expirationDate, today);
  // A row waiting in the offline queue can be changed (the queue follows it to its saved id); one being saved now cannot.
  const pending = usePendingRow('pantry', item.id);
  const unsaved = isUnsaved(item) && !pending;
  const byline = pantryByline(item, useSignedInUserId());
  return (
    <SwipeToDelete onDelete={() => onDelete(item)} thresholds={PANTRY_SWIPE} deleteLabel={`Delete ${item.name}`} disabled={unsaved}>
      <Row $unsaved={unsaved} role="group" aria-label={item.name} data-testid="pantry-item" aria-busy={unsaved || undefined}>
        <Main>
          <Name>{item.name}</Name>
          {label && (
            <ExpiryNote $tone={label.tone} data-tone={label.tone}>
              {label.text}
            </ExpiryNote>
          )}
          {byline && <Byline>{byline}</Byline>}
        </Main>
        {pending && <PendingMark label={OFFLINE_TEXT.pendingRow} />}
        <Badge tone={STATUS_TONE[item.status]}>{item.status}</Badge>
        <IconButton label={`Edit ${item.name}`} onClick={() => onEdit(item)} disabled={unsaved}>
          <PencilIcon />
        </IconButton>
      </Row>
    </SwipeToDelete>
  );
}
