import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { FloatingActionButton } from './FloatingActionButton';
import { QuickAddChips } from './QuickAddChips';

test('chips are buttons in a named group and report the picked item', async () => {
  const onPick = jest.fn();
  const user = userEvent.setup();
  render(
    <AppThemeProvider mode="light">
      <QuickAddChips label="Quick add" heading="Quick add" items={[{ n: 'Milk' }, { n: 'Eggs' }]} getKey={(i) => i.n} getLabel={(i) => i.n} onPick={onPick} />
    </AppThemeProvider>,
  );
  const group = screen.getByRole('group', { name: 'Quick add' });
  expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['+Milk', '+Eggs']);
  await user.click(within(group).getByRole('button', { name: 'Eggs' }));
  expect(onPick).toHaveBeenCalledWith({ n: 'Eggs' });
});

test('the floating action button is named by its label', async () => {
  const onClick = jest.fn();
  const user = userEvent.setup();
  render(
    <AppThemeProvider mode="light">
      <FloatingActionButton label="Add item" onClick={onClick} />
    </AppThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Add item' }));
  expect(onClick).toHaveBeenCalled();
});
