import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, isFetchBaseQueryError, useResetPasswordMutation } from '@mealapp/api-client';
import { validateResetConfirm, validateResetPassword, validateResetToken } from '@mealapp/domain';
import { Button, ErrorBanner } from '@mealapp/ui';
import { Form, Muted, PasswordField, SIGN_IN, SignedOutCard } from '../onboarding/auth-layout';

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
    <SignedOutCard>
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
    </SignedOutCard>
  );
}
