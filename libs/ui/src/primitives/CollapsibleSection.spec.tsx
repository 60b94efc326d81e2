import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { CollapsibleSection } from './CollapsibleSection';

test('a named region whose heading button collapses and expands the body', async () => {
  const user = userEvent.setup();
  render(
    <AppThemeProvider mode="light">
      <CollapsibleSection title="Produce" count={2}>
        <p>Bananas</p>
      </CollapsibleSection>
    </AppThemeProvider>,
  );
  const region = screen.getByRole('region', { name: 'Produce' });
  const toggle = screen.getByRole('button', { name: /Produce/ });
  expect(toggle).toHaveAccessibleName('Produce 2 items');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(region).toContainElement(screen.getByText('Bananas'));
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Bananas')).not.toBeVisible();
  await user.click(toggle);
  expect(screen.getByText('Bananas')).toBeVisible();
});
