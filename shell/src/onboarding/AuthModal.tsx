import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, isFetchBaseQueryError, useForgotPasswordMutation, useRegister, useSignIn } from '@mealapp/api-client';
import { Button, ErrorBanner } from '@mealapp/ui';
import { Modal, TextField } from '@mealapp/ui/controls';
import { AUTH_MODES, EMPTY_AUTH_VALUES, validateAuthField, type AuthField, type AuthMode, type AuthValues } from './auth-form';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Success = styled.p`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.success};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.success} 12%, ${({ theme }) => theme.colors.surface});
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Links = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const LinkButton = styled.button`
  border: none;
  background: none;
  padding: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const LABELS: Record<AuthField, string> = { name: 'Name', email: 'Email', password: 'Password', confirmPassword: 'Confirm Password' };
const INPUT: Record<AuthField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'current-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
};

function failureText(error: unknown, fallback: string, mode: AuthMode): string {
  if (!isFetchBaseQueryError(error) || typeof error.status !== 'number') return 'An error occurred';
  // spec part 1 §8: forgot-password falls back to "Server error: {status}" for a bare server failure.
  const modeFallback = mode === 'forgot' && error.status >= 500 ? `Server error: ${error.status}` : fallback;
  return apiErrorMessage(error, modeFallback);
}

export interface AuthModalProps {
  open: boolean;
  initialMode?: AuthMode;
  onClose: () => void;
}

export function AuthModal({ open, initialMode = 'signin', onClose }: AuthModalProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<AuthValues>(EMPTY_AUTH_VALUES);
  const [touched, setTouched] = useState<Partial<Record<AuthField, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const signIn = useSignIn();
  const register = useRegister();
  const [forgotPassword] = useForgotPasswordMutation();
  const config = AUTH_MODES[mode];

  // spec part 1 §4: switching mode clears the form, the errors and the success flag.
  const switchTo = (next: AuthMode) => {
    setMode(next);
    setValues(EMPTY_AUTH_VALUES);
    setTouched({});
    setError(null);
    setSent(false);
  };

  const close = () => {
    switchTo(initialMode);
    onClose();
  };

  const change = (field: AuthField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = config.fields.filter((field) => validateAuthField(field, values));
    if (invalid.length) {
      setTouched(Object.fromEntries(config.fields.map((field) => [field, true])));
      return;
    }
    setBusy(true);
    setError(null);
    setSent(false);
    try {
      const email = values.email.trim();
      if (mode === 'signin') await signIn({ email, password: values.password });
      else if (mode === 'signup') await register({ name: values.name.trim(), email, password: values.password });
      else {
        await forgotPassword({ email }).unwrap();
        setSent(true);
      }
    } catch (failure) {
      setError(failureText(failure, config.failure, mode));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={config.title} onClose={close}>
      <Form noValidate onSubmit={submit} aria-label={config.title}>
        {error && <ErrorBanner>{error}</ErrorBanner>}
        {sent && <Success role="status">Password reset email sent! Check your inbox.</Success>}
        {config.fields.map((field) => {
          const fieldError = touched[field] ? validateAuthField(field, values) : null;
          return (
            <TextField
              key={`${mode}-${field}`}
              label={LABELS[field]}
              name={field}
              type={INPUT[field].type}
              autoComplete={mode === 'signup' && field === 'password' ? 'new-password' : INPUT[field].autoComplete}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
              error={fieldError}
              valid={Boolean(touched[field]) && !fieldError}
              required
            />
          );
        })}
        <Button type="submit" fullWidth busy={busy}>
          {busy ? 'Please wait...' : config.submit}
        </Button>
        <Links>
          {mode === 'signin' && (
            <>
              <LinkButton type="button" onClick={() => switchTo('forgot')}>
                Forgot your password?
              </LinkButton>
              <span>
                Don&apos;t have an account?{' '}
                <LinkButton type="button" onClick={() => switchTo('signup')}>
                  Sign Up
                </LinkButton>
              </span>
            </>
          )}
          {mode === 'signup' && (
            <span>
              Already have an account?{' '}
              <LinkButton type="button" onClick={() => switchTo('signin')}>
                Sign In
              </LinkButton>
            </span>
          )}
          {mode === 'forgot' && (
            <LinkButton type="button" onClick={() => switchTo('signin')}>
              ← Back to Sign In
            </LinkButton>
          )}
        </Links>
      </Form>
    </Modal>
  );
}
