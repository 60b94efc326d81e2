import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CollapsibleSectionProps {
  title: string;
  /** Shown beside the title, e.g. how many items the section holds. */
  count?: number;
  children?: ReactNode;
  defaultOpen?: boolean;
  /** Controlled use: pass both. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(1)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  text-align: left;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
`;

const Count = styled.span`
  min-width: 24px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
  text-align: center;
  letter-spacing: 0;
`;

const Chevron = styled.svg<{ $open: boolean }>`
  flex: none;
  transform: rotate(${({ $open }) => ($open ? 0 : -90)}deg);
  transition: transform 150ms ease;
`;

const Body = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;

  & > * + * { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

/** A titled group whose body can be collapsed; the heading is a disclosure button. */
export function CollapsibleSection({ title, count, children, defaultOpen = true, open, onOpenChange, className }: CollapsibleSectionProps) {
  const bodyId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const toggle = () => {
    if (open === undefined) setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <Section className={className} aria-label={title}>
      <Heading>
        <Toggle type="button" aria-expanded={isOpen} aria-controls={bodyId} onClick={toggle}>
          <Chevron $open={isOpen} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </Chevron>
          <Title>{title}</Title>
          {count !== undefined && <Count aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}>{count}</Count>}
        </Toggle>
      </Heading>
      <Body id={bodyId} hidden={!isOpen}>
        {children}
      </Body>
    </Section>
  );
}
