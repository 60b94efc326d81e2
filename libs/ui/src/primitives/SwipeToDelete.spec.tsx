import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { SwipeToDelete } from './SwipeToDelete';


const thresholds = { startDistancePx: 15, startDelayMs: 120, deletePx: 120 };

function setup(onDelete = jest.fn(), onEdit = jest.fn()) {
  render(
    <AppThemeProvider mode="light">
      <SwipeToDelete onDelete={onDelete} thresholds={thresholds} deleteLabel="Delete Milk">
        <div data-testid="row">
          Milk <button onClick={onEdit}>Edit Milk</button>
        </div>
      </SwipeToDelete>
    </AppThemeProvider>,
  );
  const row = screen.getByTestId('row').parentElement!;
  return { row, onDelete, onEdit };
}

const at = (clientX: number, clientY = 100) => ({ clientX, clientY, pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true });
const wrapState = (row: HTMLElement) => row.parentElement!.getAttribute('data-swipe-state');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a leftward drag beyond the delete distance deletes on release', () => {
  const { row, onDelete } = setup();
  fireEvent.pointerDown(row, at(300));
  act(() => jest.advanceTimersByTime(130));
  fireEvent.pointerMove(row, at(280));
  expect(wrapState(row)).toBe('dragging');
  expect(row.style.transform).toBe('translateX(-20px)');
  fireEvent.pointerMove(row, at(170));
  expect(wrapState(row)).toBe('armed');
  fireEvent.pointerUp(row, at(170));
  expect(onDelete).toHaveBeenCalledTimes(1);
});

test('releasing short of the delete distance springs back', () => {
  const { row, onDelete } = setup();
  fireEvent.pointerDown(row, at(300));
  act(() => jest.advanceTimersByTime(130));
  fireEvent.pointerMove(row, at(200));
  fireEvent.pointerUp(row, at(200)); // 100 px, not beyond 120
  expect(onDelete).not.toHaveBeenCalled();
  expect(row.style.transform).toBe('');
  expect(wrapState(row)).toBe('idle');
});

test('exactly the delete distance is not beyond it', () => {
  const { row, onDelete } = setup();
  fireEvent.pointerDown(row, at(300));
  act(() => jest.advanceTimersByTime(130));
  fireEvent.pointerMove(row, at(180));
  fireEvent.pointerUp(row, at(180));
  expect(onDelete).not.toHaveBeenCalled();
});

test('the drag does not start within the start delay, however far the pointer moves', () => {
  const { row, onDelete } = setup();
  fireEvent.pointerDown(row, at(300));
  act(() => jest.advanceTimersByTime(120)); // not more than 120 ms
  fireEvent.pointerMove(row, at(100));
  expect(wrapState(row)).toBe('idle');
  fireEvent.pointerUp(row, at(100));
  expect(onDelete).not.toHaveBeenCalled();
});

test('the drag starts only beyond the start distance', () => {
  const { row } = setup();
  fireEvent.pointerDown(row, at(300));
  act(() => jest.advanceTimersByTime(200));
  fireEvent.pointerMove(row, at(285)); // exactly 15 px
  expect(wrapState(row)).toBe('idle');
  fireEvent.pointerMove(row, at(284));
  expect(wrapState(row)).toBe('dragging');
});

test('a rightward or vertical move never starts a drag', () => {
  const { row, onDelete } = setup();
  fireEvent.pointerDown(row, at(100));
  act(() => jest.advanceTimersByTime(200));
  fireEvent.pointerMove(row, at(300));
  expect(wrapState(row)).toBe('idle');
  fireEvent.pointerUp(row, at(300));

  fireEvent.pointerDown(row, at(300, 100));
  act(() => jest.advanceTimersByTime(200));
  fireEvent.pointerMove(row, at(295, 160)); // scrolling
  fireEvent.pointerMove(row, at(100, 160));
  expect(wrapState(row)).toBe('idle');
  fireEvent.pointerUp(row, at(100, 160));
  expect(onDelete).not.toHaveBeenCalled();
});

test('a cancelled pointer springs back', () => {
  const { row, onDelete } = setup();
  fireEvent.pointerDown(row, at(300));
  act(() => jest.advanceTimersByTime(130));
  fireEvent.pointerMove(row, at(100));
  fireEvent.pointerCancel(row, at(100));
  expect(row.style.transform).toBe('');
  expect(onDelete).not.toHaveBeenCalled();
});

test('a swipe that ends over a button does not press it', () => {
  const { row, onEdit } = setup();
  fireEvent.pointerDown(row, at(300));
  act(() => jest.advanceTimersByTime(130));
  fireEvent.pointerMove(row, at(250));
  fireEvent.pointerUp(row, at(250));
  fireEvent.click(screen.getByRole('button', { name: 'Edit Milk' }));
  expect(onEdit).not.toHaveBeenCalled();
  // a plain tap afterwards works
  fireEvent.pointerDown(row, at(250));
  fireEvent.pointerUp(row, at(250));
  fireEvent.click(screen.getByRole('button', { name: 'Edit Milk' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
});

test('the delete is also a keyboard button that slides the row aside when focused', async () => {
  jest.useRealTimers();
  const user = userEvent.setup();
  const { row, onDelete } = setup();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Edit Milk' })).toHaveFocus();
  await user.tab();
  const remove = screen.getByRole('button', { name: 'Delete Milk' });
  expect(remove).toHaveFocus();
  expect(row.style.transform).toBe('translateX(-96px)');
  await user.keyboard('{Enter}');
  expect(onDelete).toHaveBeenCalledTimes(1);
});
