import { pageAfterSwipe, type DayStatus } from '@mealapp/domain';
import { Button, VisuallyHidden } from '@mealapp/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { dayOfMonth, dayTileDetail, shortWeekday } from './day-labels';
import type { DayView } from './usePlanner';

const PAGE_NAMES = ['This Week', 'Next Week'];

const Toggle = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const ToggleButton = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

// pan-y leaves vertical scrolling to the browser and hands horizontal drags to the swipe.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  touch-action: pan-y;
  user-select: none;
`;

const Tile = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Weekday = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const DayNumber = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** spec part 2 §2: green all 3, amber 1 or 2, hollow none. */
const Dot = styled.span<{ $status: DayStatus }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  border: 2px solid
    ${({ theme, $status }) => ($status === 'all' ? theme.colors.success : $status === 'some' ? theme.colors.amber : theme.colors.textMuted)};
  background: ${({ theme, $status }) => ($status === 'all' ? theme.colors.success : $status === 'some' ? theme.colors.amber : 'transparent')};

  [aria-pressed='true'] > & { border-color: ${({ theme }) => theme.colors.primaryText}; }
`;

export interface WeekPagerProps {
  pages: string[][];
  page: number;
  onPage(page: number): void;
  dayView(date: string): DayView;
  selected: string | null;
  onSelect(date: string): void;
}

/** This Week / Next Week: 7 day tiles a page, paged by the toggle, Previous/Next or a horizontal swipe. */
export function WeekPager({ pages, page, onPage, dayView, selected, onSelect }: WeekPagerProps) {
  const swipeStart = useRef<number | null>(null);
  const endSwipe = (x: number) => {
    if (swipeStart.current === null) return;
    const next = pageAfterSwipe(page, x - swipeStart.current, pages.length);
    swipeStart.current = null;
    if (next !== page) onPage(next);
  };

  return (
    <>
      <Toggle role="group" aria-label="Week">
        {pages.map((_, index) => (
          <ToggleButton key={PAGE_NAMES[index]} aria-pressed={page === index} onClick={() => onPage(index)}>
            {PAGE_NAMES[index]}
          </ToggleButton>
        ))}
      </Toggle>
      <Nav>
        <Button variant="ghost" disabled={page === 0} onClick={() => onPage(page - 1)}>
          ‹ Previous
        </Button>
        <Button variant="ghost" disabled={page === pages.length - 1} onClick={() => onPage(page + 1)}>
          Next ›
        </Button>
      </Nav>
      <Grid
        data-tutorial="planner"
        aria-label={PAGE_NAMES[page]}
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={(event) => endSwipe(event.clientX)}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {pages[page].map((date) => {
          const day = dayView(date);
          return (
            <li key={date}>
              <Tile aria-pressed={selected === date} onClick={() => onSelect(date)}>
                <Weekday>{shortWeekday(date)}</Weekday>{' '}
                <DayNumber>{dayOfMonth(date)}</DayNumber>{' '}
                <VisuallyHidden>{dayTileDetail(date, day.planned)}</VisuallyHidden>
                <Dot $status={day.status} data-status={day.status} aria-hidden="true" />
              </Tile>
            </li>
          );
        })}
      </Grid>
    </>
  );
}
