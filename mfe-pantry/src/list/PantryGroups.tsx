import type { AttributedPantryItem, PantryCategoryGroup } from '@mealapp/domain';
import { rowKey } from '@mealapp/api-client';
import { CollapsibleSection } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { PantryItemEditor } from '../edit/PantryItemEditor';
import type { PantryEditor } from '../edit/usePantryEditor';
import { PantryItemRow } from './PantryItemRow';

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export interface PantryGroupsProps {
  groups: readonly PantryCategoryGroup<AttributedPantryItem>[];
  today: Date;
  editor: PantryEditor;
}

/** spec part 1 §2: items by category in collapsible sections with counts, Uncategorized last. */
export function PantryGroups({ groups, today, editor }: PantryGroupsProps) {
  return (
    <Groups data-tutorial="pantry-list">
      {groups.map((group) => (
        <CollapsibleSection key={group.category} title={group.category} count={group.items.length}>
          {group.items.map((item) =>
            editor.editing?.item.id === item.id ? (
              <PantryItemEditor key={rowKey(item)} editing={editor.editing} change={editor.change} save={editor.save} cancel={editor.cancel} remove={editor.remove} />
            ) : (
              <PantryItemRow key={rowKey(item)} item={item} today={today} onEdit={editor.start} onDelete={editor.remove} />
            ),
          )}
        </CollapsibleSection>
      ))}
    </Groups>
  );
}
