import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirmOidcAccountMutation, useOidcAccountQuery } from '@mealapp/api-client';
import { browserNavigation, inNativeApp } from '@mealapp/ui';

/** What a fresh sign-in at the provider stands in for a password for; each comes back to /settings?{purpose}=confirmed. */
export type ConfirmationPurpose = 'delete' | 'password' | 'profile';

/**
 * An account made at the identity provider has no password to confirm a change with: deleting it,
 * setting its first password or a new address takes a fresh sign-in there instead (POST
 * /api/auth/oidc/account/confirm, max_age=0). The provider, in the system browser in the Android and
 * iOS apps, comes back to /settings?{purpose}=confirmed, and the server takes the confirmation once,
 * within five minutes, with the change. `needed`: whether to ask the server about the account yet.
 */
export function useProviderConfirmation(purpose: ConfirmationPurpose, needed: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const cameBack = searchParams.get(purpose) === 'confirmed';
  const account = useOidcAccountQuery(undefined, { skip: !needed && !cameBack });
  const [start, { isLoading: confirming }] = useConfirmOidcAccountMutation();
  /** The provider's name when the account has no password and confirms there; null otherwise. */
  const provider = account.data?.linked && !account.data.hasPassword ? account.data.providerName : null;

  /** Off to the provider; rejects with the API error (the page stays). */
  const confirm = useCallback(async () => {
    const { url } = await start({ returnTo: `/settings?${purpose}=confirmed`, ...(inNativeApp() ? { native: true } : {}) }).unwrap();
    await browserNavigation.openProvider(url);
  }, [start, purpose]);

  /** The confirmation was used (or given up): the address no longer says it came back. */
  const settle = useCallback(() => {
    if (cameBack) setSearchParams({}, { replace: true });
  }, [cameBack, setSearchParams]);

  return { provider, cameBack, confirm, confirming, settle };
}
