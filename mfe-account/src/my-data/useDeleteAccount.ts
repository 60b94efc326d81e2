import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, useDeleteMeMutation, useListHouseholdsQuery, useSignedInUserId, useSignOut } from '@mealapp/api-client';
import { ACCOUNT_MESSAGES, ownedHouseholdFates } from '@mealapp/domain';
import { useToast } from '@mealapp/ui';
import { useProviderConfirmation } from '../sign-in/useProviderConfirmation';
import { MY_DATA_TEXT as T } from './messages';

/**
 * Settings > Delete account: says what goes (households handed over or deleted, from GET
 * /api/households), asks for the password, DELETE /api/me, then signs out. A failure keeps the
 * password typed and shows the server's reason. An account made at the identity provider has no
 * password: it signs in there again first (useProviderConfirmation) and comes back to
 * /settings?delete=confirmed, which opens this dialog ready to delete.
 */
export function useDeleteAccount() {
  const [deleteMe, { isLoading: deleteCalling }] = useDeleteMeMutation();
  const [open, setOpen] = useState(false);
  const { provider, cameBack, confirm, confirming, settle } = useProviderConfirmation('delete', open);
  const [confirmed] = useState(cameBack);
  // Back from the provider: the dialog opens ready to delete.
  const shown = open || (cameBack && confirmed);
  const deleting = deleteCalling || confirming;
  const households = useListHouseholdsQuery(undefined, { skip: !shown });
  const userId = useSignedInUserId();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const fates = useMemo(() => (userId === null ? [] : ownedHouseholdFates(households.data ?? [], userId)), [households.data, userId]);

  const openDialog = useCallback(() => {
    setPassword('');
    setError(null);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    settle();
  }, [settle]);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (provider && !confirmed) {
        setError(null);
        try {
          await confirm();
        } catch (failure) {
          setError(apiErrorMessage(failure, T.deleteFailed));
        }
        return;
      }
      if (!provider && !password) {
        setError(ACCOUNT_MESSAGES.currentPasswordMissing);
        return;
      }
      setError(null);
      try {
        await deleteMe(provider ? {} : { password }).unwrap();
      } catch (failure) {
        setError(apiErrorMessage(failure, T.deleteFailed));
        return;
      }
      setOpen(false);
      settle();
      toast.show({ type: 'success', message: T.deleted });
      await signOut();
      navigate('/onboarding', { replace: true });
    },
    [provider, confirmed, confirm, password, deleteMe, settle, toast, signOut, navigate],
  );

  return {
    open: shown,
    openDialog,
    close,
    fates,
    loadingHouseholds: households.isLoading,
    password,
    setPassword,
    /** The identity provider's name when the account confirms there rather than by a password. */
    provider,
    /** Back from a fresh sign-in at the provider: ready to delete. */
    confirmed,
    error,
    deleting,
    submit,
  };
}

export type DeleteAccountState = ReturnType<typeof useDeleteAccount>;
