import { useId } from 'react';
import { rowKey } from '@mealapp/api-client';
import type { AttributedShoppingItem, ShoppingGroup, ShoppingItem } from '@mealapp/domain';
import styled from 'styled-components';
import { ShoppingItemRow } from './ShoppingItemRow';

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
`;

const Emoji = styled.span`
  font-size: 1.125rem;
  letter-spacing: 0;
`;

const Count = styled.span`
  margin-left: auto;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: 0;
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export interface ShoppingGroupsProps {
  groups: readonly ShoppingGroup<AttributedShoppingItem>[];
  showStatusBadges: boolean;
  onToggle: (item: ShoppingItem) => void;
  onEdit: (item: ShoppingItem) => void;
  onDelete: (item: ShoppingItem) => void;
}

function Group({ group, ...row }: { group: ShoppingGroup<AttributedShoppingItem> } & Omit<ShoppingGroupsProps, 'groups'>) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>
        {group.emoji && <Emoji aria-hidden="true">{group.emoji}</Emoji>}
        {group.heading}
        <Count aria-hidden="true">{group.items.length}</Count>
      </Heading>
      <Items>
        {group.items.map((item) => (
          <li key={rowKey(item)}>
            <ShoppingItemRow item={item} showStatusBadge={row.showStatusBadges} onToggle={row.onToggle} onEdit={row.onEdit} onDelete={row.onDelete} />
          </li>
        ))}
      </Items>
    </Section>
  );
}

/** spec part 1 §2: category groups with emoji and upper-case headings, or one "SORTED BY …" group. */
export function ShoppingGroups({ groups, ...rest }: ShoppingGroupsProps) {
  return (
    <Groups data-tutorial="shopping-list">
      {groups.map((group) => (
        <Group key={group.key} group={group} {...rest} />
      ))}
    </Groups>
  );
}
