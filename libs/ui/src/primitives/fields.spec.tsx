import { render, screen } from '@testing-library/react';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { darkTheme, lightTheme } from '../theme/theme';
import { Select, TextField } from './fields';

const inLight = (ui: React.ReactNode) => render(<AppThemeProvider mode="light">{ui}</AppThemeProvider>);

test('the label names the input', () => {
  inLight(<TextField label="Email" type="email" />);
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
});

test('an error marks the input invalid, colours it red and is linked by aria-describedby', () => {
  inLight(<TextField label="Email" error="Please enter a valid email address" hint="We never share it" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Please enter a valid email address We never share it');
  expect(input).toHaveStyle({ borderColor: lightTheme.colors.danger });
});

test('a valid field has a green border and is not invalid', () => {
  inLight(<TextField label="Name" valid />);
  const input = screen.getByLabelText('Name');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveStyle({ borderColor: lightTheme.colors.success });
});

test('a neutral field uses the border colour, in the dark theme too', () => {
  render(
    <AppThemeProvider mode="dark">
      <TextField label="Name" />
    </AppThemeProvider>,
  );
  expect(screen.getByLabelText('Name')).toHaveStyle({ borderColor: darkTheme.colors.border });
});

test('a trailing control sits beside the input and stays reachable', () => {
  inLight(<TextField label="Password" trailing={<button type="button">Show password</button>} />);
  expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
});

test('Select lists its options under its label', () => {
  inLight(
    <Select
      label="Sort"
      options={[
        { value: 'name', label: 'Name' },
        { value: 'status', label: 'Status' },
      ]}
      defaultValue="status"
    />,
  );
  expect(screen.getByLabelText('Sort')).toHaveValue('status');
  expect(screen.getAllByRole('option')).toHaveLength(2);
});
