import type { ComponentPropsWithRef } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { SpinnerGlyph } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.colors.primary};
    color: ${t.colors.primaryText};
    border-color: ${t.colors.primary};
  `,
  secondary: (t) => css`
    background: ${t.colors.surface};
    color: ${t.colors.text};
    border-color: ${t.colors.border};
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.colors.primary};
    border-color: transparent;
  `,
  danger: (t) => css`
    background: ${t.colors.danger};
    color: ${t.mode === 'dark' ? '#1a0a0a' : '#ffffff'};
    border-color: ${t.colors.danger};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
  min-width: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(4)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  transition: filter 120ms ease, transform 120ms ease;
  ${({ theme, $variant }) => variants[$variant](theme)}

  &:hover:not(:disabled) { filter: brightness(${({ theme }) => (theme.mode === 'dark' ? 1.12 : 0.94)}); }
  &:active:not(:disabled) { transform: scale(0.98); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; }
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  busy?: boolean;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', busy = false, fullWidth = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <SpinnerGlyph aria-hidden="true" $size={16} />}
      {children}
    </StyledButton>
  );
}

const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  cursor: pointer;

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** Accessible name; the icon itself is decorative. */
  label: string;
}

export function IconButton({ label, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={label} {...rest}>
      <span aria-hidden="true">{children}</span>
    </StyledIconButton>
  );
}
