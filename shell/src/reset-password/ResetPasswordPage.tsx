import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiErrorMessage, isFetchBaseQueryError, useResetPasswordMutation } from '@mealapp/api-client';
import { validateResetConfirm, validateResetPassword, validateResetToken } from '@mealapp/domain';
import { Button, Card, ErrorBanner, IconButton, TextField } from '@mealapp/ui';
import { EyeIcon, EyeOffIcon } from '../nav/icons';
import type { OnboardingState } from '../onboarding/OnboardingPage';

const Page = styled.main`
  min-height: 100dvh;
  max-width: 480px;
  margin: 0 auto;
  padding: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space(12)}) ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};

  h1 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Back = styled(Link)`
  align-self: center;
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const SIGN_IN: OnboardingState = { auth: 'signin' };

function PasswordField({ label, value, onChange, autoComplete }: { label: string; value: string; onChange: (value: string) => void; autoComplete: string }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      trailing={
        <IconButton label={shown ? 'Hide password' : 'Show password'} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}

/** spec part 1 §2 and §5: editing, submitting, success. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const tokenError = validateResetToken(token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tokenError || isLoading) return;
    const problem = !password || !confirm ? 'Both fields are required' : (validateResetConfirm(password, confirm) ?? validateResetPassword(password));
    if (problem) return setError(problem);
    setError(null);
    try {
      await resetPassword({ token, password }).unwrap();
      setDone(true);
    } catch (failure) {
      setError(isFetchBaseQueryError(failure) && typeof failure.status === 'number' ? apiErrorMessage(failure, 'Failed to reset password') : 'An error occurred while resetting password');
    }
  };

  return (
    <Page>
      <Panel>
        {done ? (
          <>
            <h1>Password Reset Successfully</h1>
            <Muted>You can now sign in with your new password.</Muted>
            <Button fullWidth onClick={() => navigate('/onboarding', { state: SIGN_IN })}>
              Go to Sign In
            </Button>
          </>
        ) : (
          <Form onSubmit={submit} noValidate aria-label="Reset Password">
            <h1>Reset Password</h1>
            <Muted>Choose a new password for your account.</Muted>
            {tokenError && <ErrorBanner>{tokenError}</ErrorBanner>}
            {error && <ErrorBanner>{error}</ErrorBanner>}
            <PasswordField label="New Password" value={password} onChange={setPassword} autoComplete="new-password" />
            <PasswordField label="Confirm Password" value={confirm} onChange={setConfirm} autoComplete="new-password" />
            <Button type="submit" fullWidth busy={isLoading} disabled={Boolean(tokenError)}>
              {isLoading ? 'Resetting Password...' : 'Reset Password'}
            </Button>
          </Form>
        )}
      </Panel>
      <Back to="/onboarding" state={SIGN_IN}>
        Back to Sign In
      </Back>
    </Page>
  );
}
