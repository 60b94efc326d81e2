import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, useDeleteMeMutation, useListHouseholdsQuery, useSignedInUserId, useSignOut } from '@mealapp/api-client';
import { ACCOUNT_MESSAGES, ownedHouseholdFates } from '@mealapp/domain';
import { useToast } from '@mealapp/ui';
import { MY_DATA_TEXT as T } from './messages';

/**
 * Settings > Delete account: says what goes (households handed over or deleted, from GET
 * /api/households), asks for the password, DELETE /api/me, then signs out. A failure keeps the
 * password typed and shows the server's reason.
 */
export function useDeleteAccount() {
  const [deleteMe, { isLoading: deleting }] = useDeleteMeMutation();
  const [open, setOpen] = useState(false);
  const households = useListHouseholdsQuery(undefined, { skip: !open });
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
  const close = useCallback(() => setOpen(false), []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (!password) {
        setError(ACCOUNT_MESSAGES.currentPasswordMissing);
        return;
      }
      setError(null);
      try {
        await deleteMe({ password }).unwrap();
      } catch (failure) {
        setError(apiErrorMessage(failure, T.deleteFailed));
        return;
      }
      setOpen(false);
      toast.show({ type: 'success', message: T.deleted });
      await signOut();
      navigate('/onboarding', { replace: true });
    },
    [password, deleteMe, toast, signOut, navigate],
  );

  return {
    open,
    openDialog,
    close,
    fates,
    loadingHouseholds: households.isLoading,
    password,
    setPassword,
    error,
    deleting,
    submit,
  };
}

export type DeleteAccountState = ReturnType<typeof useDeleteAccount>;
