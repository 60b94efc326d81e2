import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link, type LinkProps } from './links';

const cardBase = css`
  display: block;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space(4)};
`;

export const Card = styled.div`
  ${cardBase}
`;

const StyledCardLink = styled(Link)`
  ${cardBase}
  text-decoration: none;
  min-height: ${({ theme }) => theme.touchTarget};
  transition: transform 120ms ease, box-shadow 120ms ease;

  &:hover { box-shadow: ${({ theme }) => theme.shadow.md}; }
  &:active { transform: scale(0.99); }
`;

export type CardLinkProps = LinkProps & { ref?: React.Ref<HTMLAnchorElement> };

export function CardLink(props: CardLinkProps) {
  return <StyledCardLink {...props} />;
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const c = $tone === 'neutral' ? theme.colors.textMuted : theme.colors[$tone];
    // An opaque tint of the surface, not a see-through one: the text keeps 4.5:1 whatever the badge
    // sits on (the page, a tinted or gradient card).
    return css`
      color: ${c};
      background: color-mix(in srgb, ${c} 14%, ${theme.colors.surface});
      border: 1px solid color-mix(in srgb, ${c} 35%, ${theme.colors.surface});
    `;
  }}
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}

const Banner = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 12%, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export function ErrorBanner({ children, ...rest }: ComponentPropsWithRef<'div'>) {
  return (
    <Banner role="alert" {...rest}>
      {children}
    </Banner>
  );
}

const BoxTitle = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

export interface ErrorBoxProps {
  title?: string;
  children?: ReactNode;
  className?: string;
}

export function ErrorBox({ title = 'Error', children, className }: ErrorBoxProps) {
  return (
    <Banner role="alert" className={className} style={{ display: 'block' }}>
      <BoxTitle>{title}</BoxTitle>
      <div>{children}</div>
    </Banner>
  );
}

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};

  h2 { color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const EmptyIcon = styled.div`
  font-size: 2.5rem;
  line-height: 1;
`;

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ title, message, icon, children, className }: EmptyStateProps) {
  return (
    <Empty className={className}>
      {icon && <EmptyIcon aria-hidden="true">{icon}</EmptyIcon>}
      <h2>{title}</h2>
      {message && <p>{message}</p>}
      {children}
    </Empty>
  );
}

/** A short tinted note inside a form: a tip (info) or a hint about what will happen (success). */
export const Note = styled.p<{ $tone?: 'info' | 'success' }>`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(in srgb, ${({ theme, $tone = 'info' }) => theme.colors[$tone]} 12%, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
