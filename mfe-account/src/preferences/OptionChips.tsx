import styled from 'styled-components';
import { VisuallyHidden } from '@mealapp/ui';
import { FieldGroup } from '@mealapp/ui/controls';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

/** A real checkbox or radio under the whole chip, so pointer, keyboard and screen readers all use the input itself. */
const Chip = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

// Not colour alone: a picked chip also carries a tick.
const Tick = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export interface OptionChipsProps<Value extends string | number> {
  legend: string;
  /** checkbox: any number picked; radio: exactly one. */
  type: 'checkbox' | 'radio';
  name: string;
  options: readonly { value: Value; label: string }[];
  isPicked: (value: Value) => boolean;
  onPick: (value: Value) => void;
}

export function OptionChips<Value extends string | number>({ legend, type, name, options, isPicked, onPick }: OptionChipsProps<Value>) {
  return (
    <FieldGroup>
      <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      <Chips>
        {options.map((option) => {
          const picked = isPicked(option.value);
          return (
            <Chip key={option.value}>
              <input type={type} name={name} value={option.value} checked={picked} onChange={() => onPick(option.value)} />
              {picked && <Tick aria-hidden="true">✓</Tick>}
              {option.label}
            </Chip>
          );
        })}
      </Chips>
    </FieldGroup>
  );
}
