import { useState } from 'react';
import { apiErrorMessage, useOidcAccountQuery, useUnlinkOidcAccountMutation } from '@mealapp/api-client';
import { Button, ErrorBanner, ListRow } from '@mealapp/ui';

/**
 * Settings > Account, when the household's identity provider is set up: whether this account
 * signs in with it, and Unlink when the account has a password to sign in with instead.
 */
export function ProviderAccountRow() {
  const { data } = useOidcAccountQuery();
  const [unlink, { isLoading }] = useUnlinkOidcAccountMutation();
  const [error, setError] = useState<string | null>(null);
  if (!data?.providerName) return null;
  const name = data.providerName;

  const unlinkNow = async () => {
    setError(null);
    const result = await unlink();
    if ('error' in result) setError(apiErrorMessage(result.error, `Could not unlink ${name}. Please try again.`));
  };

  const description = !data.linked
    ? `Not linked. Sign in with ${name} and give your password once to link it.`
    : data.hasPassword
      ? `Linked: you can sign in with ${name} or your password.`
      : `Linked: you sign in with ${name}. Set a password (Change Password) to be able to unlink it.`;
  return (
    <>
      <ListRow
        label={`Sign in with ${name}`}
        description={description}
        trailing={
          data.linked && data.hasPassword ? (
            <Button variant="secondary" busy={isLoading} onClick={() => void unlinkNow()} aria-label={`Unlink ${name}`}>
              Unlink
            </Button>
          ) : undefined
        }
      />
      {error && <ErrorBanner>{error}</ErrorBanner>}
    </>
  );
}
