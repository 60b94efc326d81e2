import { Button } from '@mealapp/ui';
import { Modal } from '@mealapp/ui/controls';
import styled from 'styled-components';
import type { CombineOutcome } from './useCombineSimilar';

const Message = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Entry = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Originals = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Combined = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Quantity = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notes = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** spec part 1 §2: the result modal, "Items Combined" or "Combination Failed", listing each combination. */
export function CombineResultModal({ outcome, onClose }: { outcome: CombineOutcome | null; onClose: () => void }) {
  return (
    <Modal
      open={outcome !== null}
      title={outcome?.title ?? ''}
      onClose={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {outcome && (
        <>
          <Message>{outcome.message}</Message>
          {outcome.combinations.length > 0 && (
            <List aria-label="Combinations">
              {outcome.combinations.map((combination, index) => (
                <Entry key={`${combination.combinedItem.name}-${index}`}>
                  <Originals>{combination.originalItems.join(' + ')}</Originals>
                  <Combined>
                    <span aria-hidden="true">→ </span>
                    {combination.combinedItem.name}
                    {combination.combinedItem.quantity && <Quantity> · {combination.combinedItem.quantity}</Quantity>}
                  </Combined>
                  {combination.notes && <Notes>{combination.notes}</Notes>}
                </Entry>
              ))}
            </List>
          )}
        </>
      )}
    </Modal>
  );
}
