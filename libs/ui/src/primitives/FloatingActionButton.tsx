import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const Fab = styled.button`
  position: fixed;
  z-index: 50;
  /* Above the shell's bottom navigation, inside the centred 640px column on wide screens. */
  bottom: calc(${({ theme }) => theme.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space(4)});
  right: max(${({ theme }) => theme.space(4)}, calc((100vw - 640px) / 2 + ${({ theme }) => theme.space(4)}));
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  cursor: pointer;
  transition: transform 120ms ease, filter 120ms ease;

  &:hover { filter: brightness(${({ theme }) => (theme.mode === 'dark' ? 1.1 : 0.94)}); }
  &:active { transform: scale(0.95); }
`;

function PlusIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export interface FloatingActionButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Accessible name; the icon is decorative. */
  label: string;
  /** Defaults to a plus. */
  icon?: ReactNode;
}

/** The screen's main action, floating above the bottom navigation. */
export function FloatingActionButton({ label, icon, type = 'button', ...rest }: FloatingActionButtonProps) {
  return (
    <Fab type={type} aria-label={label} title={label} {...rest}>
      {icon ?? <PlusIcon />}
    </Fab>
  );
}
