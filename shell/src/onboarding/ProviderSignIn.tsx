import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, useOidcInfoQuery, useStartNativeProviderSignIn, type OidcInfoDto } from '@mealapp/api-client';
import { providerSignInMessage } from '@mealapp/domain';
import { browserNavigation, Button, ErrorBanner, inNativeApp } from '@mealapp/ui';
import { peekTargetAfterSignIn } from '../routes/after-sign-in';

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The server's start of a sign-in at the provider, bringing a kept invitation link through the round trip. */
export function providerStartUrl(): string {
  const target = peekTargetAfterSignIn();
  return `/api/auth/oidc/start${target ? `?returnTo=${encodeURIComponent(target)}` : ''}`;
}

/**
 * Off to the provider: in a browser, this page goes to the server's start; in the Android and iOS
 * apps, the provider's page opens in the system browser and comes back by the app's link
 * (native/NativeSignInLinks.tsx). `problem`: why the app's start failed, to show.
 */
function useGoToProvider(name: string): { go: () => void; problem: string | null } {
  const startNative = useStartNativeProviderSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const go = useCallback(() => {
    if (!inNativeApp()) return browserNavigation.assign(providerStartUrl());
    setProblem(null);
    startNative(peekTargetAfterSignIn())
      .then((url) => browserNavigation.openProvider(url))
      .catch((error: unknown) => setProblem(apiErrorMessage(error, providerSignInMessage('failed', name))));
  }, [startNative, name]);
  return { go, problem };
}

/** How people sign in here (GET /api/auth/oidc); undefined while it loads. */
export function useSignInOptions(): OidcInfoDto | undefined {
  return useOidcInfoQuery().data;
}

/**
 * "Sign in with {provider}" on onboarding, when a provider is set up: the main action when
 * passwords are turned off. While the provider cannot be reached the button stays (it may be back
 * by the time it is pressed) and says so beside it.
 */
export function ProviderSignInButton({ info, primary }: { info: OidcInfoDto; primary: boolean }) {
  const name = info.providerName ?? 'your identity provider';
  const { go, problem } = useGoToProvider(name);
  return (
    <>
      {problem && <ErrorBanner>{problem}</ErrorBanner>}
      <Button fullWidth variant={primary ? 'primary' : 'secondary'} onClick={go} aria-describedby={info.reachable ? undefined : 'provider-unreachable'}>
        Sign in with {name}
      </Button>
      {!info.reachable && (
        <Note id="provider-unreachable" role="status">
          {providerSignInMessage('unreachable', name)}
        </Note>
      )}
    </>
  );
}

/** OIDC_AUTO_REDIRECT: onboarding goes straight to the provider (unless it is down, or a sign-in just came back from there). */
export function useAutoRedirect(info: OidcInfoDto | undefined, cameBack: boolean): void {
  const { go } = useGoToProvider(info?.providerName ?? 'your identity provider');
  useEffect(() => {
    if (info?.enabled && info.autoRedirect && info.reachable && !cameBack) go();
  }, [info, cameBack, go]);
}
