import { useId } from 'react';
import styled from 'styled-components';
import { Button, ErrorBanner, Modal, TextField } from '@mealapp/ui';
import type { PasswordForm } from './usePasswordForm';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

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
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          error={form.fieldErrors.currentPassword}
          onChange={(e) => form.setCurrentPassword(e.target.value)}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={form.newPassword}
          error={form.fieldErrors.newPassword}
          onChange={(e) => form.setNewPassword(e.target.value)}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          error={form.fieldErrors.confirmPassword}
          onChange={(e) => form.setConfirmPassword(e.target.value)}
        />
      </Form>
    </Modal>
  );
}
