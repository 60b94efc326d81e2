import styled from 'styled-components';

export interface QuickAddChipsProps<T> {
  /** Accessible name of the group, e.g. "Quick add". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  onPick: (item: T) => void;
  /** Shown above the chips; the group keeps `label` as its name. */
  heading?: string;
  disabled?: boolean;
  className?: string;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Heading = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 45%, ${({ theme }) => theme.colors.border});
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  /* A 36px chip with a 44px hit area (WCAG 2.5.5). */
  position: relative;
  &::after { content: ''; position: absolute; inset: -4px 0; }

  &:hover:not(:disabled) { background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 18%, ${({ theme }) => theme.colors.surface}); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

const Plus = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A wrap of one-tap chips, e.g. common items to add. */
export function QuickAddChips<T>({ label, items, getKey, getLabel, onPick, heading, disabled, className }: QuickAddChipsProps<T>) {
  if (items.length === 0) return null;
  return (
    <Group className={className}>
      {heading && <Heading aria-hidden="true">{heading}</Heading>}
      <Chips role="group" aria-label={label}>
        {items.map((item) => (
          <Chip key={getKey(item)} type="button" disabled={disabled} onClick={() => onPick(item)}>
            <Plus aria-hidden="true">+</Plus>
            {getLabel(item)}
          </Chip>
        ))}
      </Chips>
    </Group>
  );
}
