import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, IconButton, Link } from '@mealapp/ui';
import { TextField } from '@mealapp/ui/controls';
import { EyeIcon, EyeOffIcon } from '../nav/icons';
import type { OnboardingState } from './OnboardingPage';

/** The signed-out pages that are not onboarding itself (reset password, a provider sign-in's end): one card on the page. */
export const Page = styled.main`
  min-height: 100dvh;
  max-width: 480px;
  margin: 0 auto;
  padding: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space(12)}) ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};

  h1 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Back = styled(Link)`
  align-self: center;
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const SIGN_IN: OnboardingState = { auth: 'signin' };

export function PasswordField({ label, value, onChange, autoComplete }: { label: string; value: string; onChange: (value: string) => void; autoComplete: string }) {
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


/** One card on the page, and the way back to onboarding's sign-in under it (unless `back` is false). */
export function SignedOutCard({ children, back = true }: { children: ReactNode; back?: boolean }) {
  return (
    <Page>
      <Panel>{children}</Panel>
      {back && (
        <Back to="/onboarding" state={SIGN_IN}>
          Back to Sign In
        </Back>
      )}
    </Page>
  );
}
