import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { Autocomplete } from './Autocomplete';
import { Modal } from './Modal';

const FRUIT = ['Apple', 'Apricot', 'Avocado', 'Banana'];

function Harness({ onSelect = jest.fn(), inModal = false, onClose = jest.fn() }) {
  const [value, setValue] = useState('');
  const suggestions = value.length >= 2 ? FRUIT.filter((f) => f.toLowerCase().includes(value.toLowerCase())) : [];
  const field = (
    <Autocomplete
      label="Item name"
      value={value}
      onChange={setValue}
      suggestions={suggestions}
      getKey={(s) => s}
      getLabel={(s) => s}
      getDescription={(s) => `${s.length} letters`}
      onSelect={(s) => {
        setValue(s);
        onSelect(s);
      }}
    />
  );
  return (
    <AppThemeProvider mode="light">
      {inModal ? (
        <Modal open title="Add" onClose={onClose}>
          {field}
        </Modal>
      ) : (
        field
      )}
    </AppThemeProvider>
  );
}

test('a combobox that lists matches and tracks the active option with aria-activedescendant', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByRole('combobox', { name: 'Item name' });
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.type(input, 'a');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.type(input, 'p');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  const listbox = screen.getByRole('listbox');
  expect(input).toHaveAttribute('aria-controls', listbox.id);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Apple5 letters', 'Apricot7 letters']);
  expect(input).not.toHaveAttribute('aria-activedescendant');

  await user.keyboard('{ArrowDown}');
  const [apple, apricot] = screen.getAllByRole('option');
  expect(input).toHaveAttribute('aria-activedescendant', apple.id);
  expect(apple).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', apricot.id);
  await user.keyboard('{ArrowDown}'); // wraps
  expect(input).toHaveAttribute('aria-activedescendant', apple.id);
  await user.keyboard('{ArrowUp}'); // wraps back
  expect(input).toHaveAttribute('aria-activedescendant', apricot.id);
  expect(input).toHaveFocus();
});

test('Enter picks the active option and closes the list', async () => {
  const onSelect = jest.fn();
  const user = userEvent.setup();
  render(<Harness onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Item name' });
  await user.type(input, 'ap{ArrowDown}{ArrowDown}{Enter}');
  expect(onSelect).toHaveBeenCalledWith('Apricot');
  expect(input).toHaveValue('Apricot');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('a click picks an option and focus stays in the field', async () => {
  const onSelect = jest.fn();
  const user = userEvent.setup();
  render(<Harness onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Item name' });
  await user.type(input, 'ban');
  await user.click(screen.getByRole('option', { name: /Banana/ }));
  expect(onSelect).toHaveBeenCalledWith('Banana');
  expect(input).toHaveFocus();
});

test('ArrowUp on a closed list opens it at the last option', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByRole('combobox', { name: 'Item name' });
  await user.type(input, 'ap{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{ArrowUp}');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Apricot/ }).id);
});

test('Escape closes the list but not the dialog around it; a second Escape closes the dialog', async () => {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(<Harness inModal onClose={onClose} />);
  const input = screen.getByRole('combobox', { name: 'Item name' });
  await user.type(input, 'av');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).toHaveValue('av');
  expect(onClose).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('Enter with no active option is left to the form', async () => {
  const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
  const user = userEvent.setup();
  render(
    <AppThemeProvider mode="light">
      <form onSubmit={onSubmit}>
        <Autocomplete label="Item name" value="ap" onChange={() => undefined} suggestions={['Apple']} getKey={(s) => s} getLabel={(s) => s} onSelect={() => undefined} />
      </form>
    </AppThemeProvider>,
  );
  await user.click(screen.getByRole('combobox'));
  await user.keyboard('{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
