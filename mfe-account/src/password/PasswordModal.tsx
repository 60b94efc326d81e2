import { useId } from 'react';
import styled from 'styled-components';
import { Button, ErrorBanner } from '@mealapp/ui';
import { Modal, TextField } from '@mealapp/ui/controls';
import type { PasswordField, PasswordForm } from './usePasswordForm';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FIELDS: ReadonlyArray<{ field: PasswordField; label: string; autoComplete: string }> = [
  { field: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

export function PasswordModal(form: PasswordForm) {
  const formId = useId();
  // An account made at the identity provider sets a first password, after confirming there.
  const { provider, confirmed } = form;
  const fields = provider ? FIELDS.filter(({ field }) => field !== 'currentPassword') : FIELDS;
  const action = provider === null ? 'Change Password' : confirmed ? 'Set Password' : `Confirm with ${provider}`;
  return (
    <Modal
      open={form.open}
      title={provider ? 'Set a Password' : 'Change Password'}
      onClose={form.close}
      footer={
        <>
          <Button variant="secondary" onClick={form.close} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={form.saving}>
            {action}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={form.submit}>
        {form.error && <ErrorBanner>{form.error}</ErrorBanner>}
        {provider && (
          <Hint>
            {confirmed
              ? `Confirmed with ${provider}. Choose a password to sign in with besides ${provider}.`
              : `Your account signs in with ${provider}. Confirm it is you by signing in there again, then choose a password.`}
          </Hint>
        )}
        {(!provider || confirmed) &&
          fields.map(({ field, label, autoComplete }) => (
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
