import { useEffect } from 'react';
import styled from 'styled-components';
import { useOidcInfoQuery, type OidcInfoDto } from '@mealapp/api-client';
import { providerSignInMessage } from '@mealapp/domain';
import { browserNavigation, Button } from '@mealapp/ui';
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

function goToProvider(): void {
  browserNavigation.assign(providerStartUrl());
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
  return (
    <>
      <Button fullWidth variant={primary ? 'primary' : 'secondary'} onClick={goToProvider} aria-describedby={info.reachable ? undefined : 'provider-unreachable'}>
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
  useEffect(() => {
    if (info?.enabled && info.autoRedirect && info.reachable && !cameBack) goToProvider();
  }, [info, cameBack]);
}
