import styled from 'styled-components';

/** A list screen's controls, stacked: search, then filters and actions. */
export const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A search box with a drawn magnifier; give it an aria-label or a label. */
export const SearchField = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(2)} ${theme.space(10)}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23888' stroke-width='2' stroke-linecap='round'%3E%3Ccircle cx='11' cy='11' r='6'/%3E%3Cpath d='M20 20l-4.5-4.5'/%3E%3C/svg%3E")
    no-repeat 12px 50%;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem; /* 16px stops iOS zooming into the field */

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
`;

/** Filter selects two to a row. */
export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;
