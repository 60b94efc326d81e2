import { useId } from 'react';
import styled from 'styled-components';
import { Button, ErrorBanner } from '@mealapp/ui';
import { Modal, TextField } from '@mealapp/ui/controls';
import type { ProfileForm } from './useProfileForm';

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

type Props = Pick<
  ProfileForm,
  | 'open'
  | 'close'
  | 'name'
  | 'setName'
  | 'email'
  | 'setEmail'
  | 'emailError'
  | 'emailChanges'
  | 'currentPassword'
  | 'setCurrentPassword'
  | 'passwordError'
  | 'error'
  | 'saving'
  | 'submit'
  | 'provider'
  | 'confirmed'
>;

export function ProfileModal(props: Props) {
  const { open, close, name, setName, email, setEmail, emailError, emailChanges, currentPassword, setCurrentPassword, passwordError, error, saving, submit, provider, confirmed } = props;
  const formId = useId();
  // An account made at the identity provider confirms a new address there, not with a password.
  const confirmsAtProvider = emailChanges && provider !== null;
  return (
    <Modal
      open={open}
      title="Edit Profile"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {confirmsAtProvider && !confirmed ? `Confirm with ${provider}` : 'Save'}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit}>
        {error && <ErrorBanner>{error}</ErrorBanner>}
        <TextField label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          error={emailError ?? undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        {confirmsAtProvider && (
          <Hint>
            {confirmed
              ? `Confirmed with ${provider}. Save to change your email; this signs you out on your other devices.`
              : `Your account signs in with ${provider}. To change your email, confirm it is you by signing in there again.`}
          </Hint>
        )}
        {emailChanges && !confirmsAtProvider && (
          <>
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              value={currentPassword}
              error={passwordError ?? undefined}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
            <Hint>Changing your email signs you out on your other devices.</Hint>
          </>
        )}
      </Form>
    </Modal>
  );
}
