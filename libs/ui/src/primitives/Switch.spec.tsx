import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { Switch } from './Switch';

function Controlled({ onChange }: { onChange: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Auto-add to Pantry"
      description="Checked items go to your pantry"
      checked={on}
      onChange={(v) => {
        setOn(v);
        onChange(v);
      }}
    />
  );
}

test('a switch is named, described, and toggles by click and keyboard', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <AppThemeProvider mode="light">
      <Controlled onChange={onChange} />
    </AppThemeProvider>,
  );
  const toggle = screen.getByRole('switch', { name: 'Auto-add to Pantry' });
  expect(toggle).toHaveAccessibleDescription('Checked items go to your pantry');
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  toggle.focus();
  await user.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.keyboard('{Enter}');
  expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
});

test('a disabled switch does not change', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <AppThemeProvider mode="light">
      <Switch label="Notifications" checked={false} onChange={onChange} disabled />
    </AppThemeProvider>,
  );
  await user.click(screen.getByRole('switch', { name: 'Notifications' }));
  expect(onChange).not.toHaveBeenCalled();
});
