import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from './links';

/** Page container: mobile-first, centred on wide screens, clear of the shell's fixed bottom nav. */
export const Screen = styled.div`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  padding-bottom: calc(${({ theme }) => theme.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space(6)});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(2)};

  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: 1.2;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const HeaderText = styled.div`
  flex: 1;
  min-width: 0;
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Context = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex: none;
`;

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A small line right under the title saying whose page this is (the household, when there is a choice). */
  context?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, context, actions, className }: PageHeaderProps) {
  return (
    <Header className={className}>
      <HeaderText>
        <h1>{title}</h1>
        {context && <Context>{context}</Context>}
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </HeaderText>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

const rowStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:is(a, button):hover:not([aria-disabled='true']) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[aria-disabled='true'], &:is(div) { cursor: default; }
`;

const RowButton = styled.button`
  ${rowStyle}
`;
const RowLink = styled(Link)`
  ${rowStyle}
`;
const RowIcon = styled.span`
  flex: none;
  width: 28px;
  text-align: center;
  font-size: 1.25rem;
`;
const RowText = styled.span<{ $muted: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  opacity: ${({ $muted }) => ($muted ? 0.7 : 1)};
`;
const RowLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
const RowDescription = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const RowTrailing = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ListRowProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  trailing?: ReactNode;
  /** When given, the row is a router Link. */
  to?: string;
  /** Shows the row but makes it inert (announced as disabled, still focusable). */
  inert?: boolean;
  /** Show a chevron on the right (default: when `to` or `onClick` is set). */
  chevron?: boolean;
}

export function ListRow({ label, description, icon, trailing, to, inert, chevron, onClick, type = 'button', ...rest }: ListRowProps) {
  const showChevron = chevron ?? (!inert && Boolean(to || onClick));
  const content = (
    <>
      {icon && <RowIcon aria-hidden="true">{icon}</RowIcon>}
      <RowText $muted={Boolean(inert)}>
        <RowLabel>{label}</RowLabel>
        {description && <RowDescription>{description}</RowDescription>}
      </RowText>
      {(trailing || showChevron) && (
        <RowTrailing>
          {trailing}
          {showChevron && <span aria-hidden="true">›</span>}
        </RowTrailing>
      )}
    </>
  );
  if (to && !inert) {
    return (
      <RowLink to={to} className={rest.className} id={rest.id}>
        {content}
      </RowLink>
    );
  }
  if (!to && !onClick && !inert) {
    // Static information: nothing to press, so not a button.
    return (
      <RowButton as="div" className={rest.className} id={rest.id}>
        {content}
      </RowButton>
    );
  }
  return (
    <RowButton type={type} aria-disabled={inert || undefined} onClick={inert ? undefined : onClick} {...rest}>
      {content}
    </RowButton>
  );
}

/** A titled group of rows, e.g. a Settings section. */
const SectionWrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  & > h2 {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const SectionBody = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;

  & > * + * { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export interface ListSectionProps {
  title: string;
  children?: ReactNode;
  className?: string;
}

export function ListSection({ title, children, className }: ListSectionProps) {
  return (
    <SectionWrap className={className} aria-label={title}>
      <h2>{title}</h2>
      <SectionBody>{children}</SectionBody>
    </SectionWrap>
  );
}
