import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: none;
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;

  &:disabled { cursor: not-allowed; opacity: 0.55; }
`;

const Text = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  transition: background 150ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '23px' : '3px')};
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
    transition: left 150ms ease;
  }
`;

export interface SwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  icon?: ReactNode;
  className?: string;
}

/** The whole row is the control, so the touch target is the full width. */
export function Switch({ label, description, checked, onChange, disabled, icon, className }: SwitchProps) {
  const id = useId();
  return (
    <Row
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-desc` : undefined}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={className}
    >
      {icon && <span aria-hidden="true">{icon}</span>}
      <Text>
        <Title id={`${id}-label`}>{label}</Title>
        {description && <Description id={`${id}-desc`}>{description}</Description>}
      </Text>
      <Track aria-hidden="true" $on={checked} />
    </Row>
  );
}
