import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const SpinnerGlyph = styled.span<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 24 }) => $size}px;
  height: ${({ $size = 24 }) => $size}px;
  border: ${({ $size = 24 }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  opacity: 0.85;
`;

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SpinnerProps {
  label: string;
  size?: number;
  className?: string;
}

export function Spinner({ label, size, className }: SpinnerProps) {
  return (
    <Wrap role="status" className={className}>
      <SpinnerGlyph aria-hidden="true" $size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrap>
  );
}
