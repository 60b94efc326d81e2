import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { Button } from './Button';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <AppThemeProvider mode="light">
      <Button onClick={() => setOpen(true)}>Edit profile</Button>
      <Modal open={open} title="Edit Profile" onClose={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>Save</Button>}>
        <label>
          Name <input />
        </label>
      </Modal>
    </AppThemeProvider>
  );
}

test('opens as a labelled modal dialog with focus inside, traps Tab, closes on Escape and returns focus', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Edit profile' });
  await user.click(opener);

  const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByLabelText('Name')).toHaveFocus();

  await user.tab(); // Save
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  await user.tab(); // wraps to the close button, the first focusable
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true }); // and back around to the last
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a click on the backdrop closes; a click inside does not', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  await user.click(screen.getByLabelText('Name'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByTestId('modal-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
});

test('the close button closes', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
