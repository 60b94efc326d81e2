import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, isFetchBaseQueryError, useFinishProviderSignIn, useLinkProviderAccount, useOidcInfoQuery } from '@mealapp/api-client';
import { isProviderSignInProblem, PROVIDER_SIGN_IN_MESSAGES, providerSignInMessage, safeReturnPath, type ProviderSignInProblem } from '@mealapp/domain';
import { Button, ErrorBanner } from '@mealapp/ui';
import { takeTargetAfterSignIn } from '../routes/after-sign-in';
import { Form, Muted, PasswordField, SignedOutCard } from './auth-layout';

/** Where a finished sign-in goes: the page it started from (an invitation), else the kept link, else Home. */
function destination(returnTo: string | null): string {
  return safeReturnPath(returnTo) ?? takeTargetAfterSignIn() ?? '/home';
}

/**
 * /signin/callback: where the server sends the browser back from the identity provider. Signed
 * in (the refresh cookie is set): the session's first access token, then on. A link to confirm:
 * the account's password, once. A confirmation (a fresh sign-in for the signed-in account): back to
 * where it was asked. A problem: what went wrong, in the provider's name.
 */
export function ProviderSignInPage() {
  const [params] = useSearchParams();
  const { data: info } = useOidcInfoQuery();
  const provider = info?.providerName ?? 'your identity provider';
  const problem = params.get('problem');
  const returnTo = params.get('returnTo');

  if (isProviderSignInProblem(problem)) return <Problem problem={problem} provider={provider} />;
  if (params.get('confirmed') === '1') return <Navigate to={safeReturnPath(returnTo) ?? '/settings'} replace />;
  if (params.get('link') === '1') return <LinkAccount provider={provider} email={params.get('email') ?? ''} returnTo={returnTo} />;
  return <Finishing provider={provider} returnTo={returnTo} />;
}

function Problem({ problem, provider }: { problem: ProviderSignInProblem; provider: string }) {
  return (
    <SignedOutCard>
      <h1>Sign-in did not finish</h1>
      <ErrorBanner>{providerSignInMessage(problem, provider)}</ErrorBanner>
    </SignedOutCard>
  );
}

function Finishing({ provider, returnTo }: { provider: string; returnTo: string | null }) {
  const finish = useFinishProviderSignIn();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    // Once: the refresh cookie rotates, so a second refresh from a re-render would find it spent.
    if (started.current) return;
    started.current = true;
    finish()
      .then(() => navigate(destination(returnTo), { replace: true }))
      .catch(() => setFailed(true));
  }, [finish, navigate, returnTo]);
  if (failed) return <Problem problem="failed" provider={provider} />;
  return (
    <SignedOutCard back={false}>
      <h1>Signing you in</h1>
      <Muted role="status">Finishing your sign-in with {provider}…</Muted>
    </SignedOutCard>
  );
}

function LinkAccount({ provider, email, returnTo }: { provider: string; email: string; returnTo: string | null }) {
  const link = useLinkProviderAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) return setError('Password is required');
    setError(null);
    setBusy(true);
    try {
      const startedFrom = await link(password);
      navigate(destination(startedFrom ?? returnTo), { replace: true });
    } catch (failure) {
      // The password stays typed: a wrong one is corrected, not typed again.
      setError(isFetchBaseQueryError(failure) && typeof failure.status === 'number' ? apiErrorMessage(failure, PROVIDER_SIGN_IN_MESSAGES.linkFailed) : 'Could not reach the server. Please try again.');
      setBusy(false);
    }
  };

  return (
    <SignedOutCard>
      <Form onSubmit={submit} noValidate aria-label="Link your account">
        <h1>Link your account</h1>
        <Muted>{PROVIDER_SIGN_IN_MESSAGES.linkPrompt(provider, email)}</Muted>
        {error && <ErrorBanner>{error}</ErrorBanner>}
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
        <Button type="submit" fullWidth busy={busy}>
          {busy ? 'Linking...' : 'Link and sign in'}
        </Button>
      </Form>
    </SignedOutCard>
  );
}
