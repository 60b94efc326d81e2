import { useId } from 'react';
import styled from 'styled-components';
import { Button, ErrorBanner, Modal, TextField } from '@mealapp/ui';
import type { PasswordField, PasswordForm } from './usePasswordForm';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const FIELDS: ReadonlyArray<{ field: PasswordField; label: string; autoComplete: string }> = [
  { field: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

export function PasswordModal(form: PasswordForm) {
  const formId = useId();
  return (
    <Modal
      open={form.open}
      title="Change Password"
      onClose={form.close}
      footer={
        <>
          <Button variant="secondary" onClick={form.close} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={form.saving}>
            Change Password
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={form.submit}>
        {form.error && <ErrorBanner>{form.error}</ErrorBanner>}
        {FIELDS.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            name={field}
            type="password"
            autoComplete={autoComplete}
            required
            value={form.values[field]}
            error={form.fieldErrors[field]}
            onChange={(e) => form.setValue(field, e.target.value)}
          />
        ))}
      </Form>
    </Modal>
  );
}
