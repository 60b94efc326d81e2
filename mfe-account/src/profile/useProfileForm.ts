import { useCallback, useState, type FormEvent } from 'react';
import { apiErrorMessage, useGetMeQuery, useSession, useUpdateMeMutation } from '@mealapp/api-client';
import { ACCOUNT_MESSAGES, isValidEmail, normalizeEmail } from '@mealapp/domain';
import { useToast } from '@mealapp/ui';
import { PROFILE_FAILED, PROFILE_INVALID_EMAIL, PROFILE_UPDATED } from './messages';

/** The Profile modal's state: opened from the current user, saved through PATCH /api/me. */
export function useProfileForm() {
  const { isSignedIn } = useSession();
  // Skipped once signed out, so the cache reset on sign-out cannot refetch (and re-sign-in) the user.
  const me = useGetMeQuery(undefined, { skip: !isSignedIn });
  const [updateMe, { isLoading: saving }] = useUpdateMeMutation();
  const toast = useToast();

  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new address signs every device out, so the server asks for the password first.
  const emailChanges = normalizeEmail(email) !== normalizeEmail(me.data?.email ?? '');

  const openForm = useCallback(() => {
    setName(me.data?.name ?? '');
    setEmail(me.data?.email ?? '');
    setEmailError(null);
    setCurrentPassword('');
    setPasswordError(null);
    setError(null);
    setOpen(true);
  }, [me.data]);

  const close = useCallback(() => setOpen(false), []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const trimmedEmail = email.trim();
      // spec part 1 §5: email is required and of e-mail type; name is trimmed.
      if (!isValidEmail(trimmedEmail)) {
        setEmailError(PROFILE_INVALID_EMAIL);
        return;
      }
      setEmailError(null);
      if (emailChanges && !currentPassword) {
        setPasswordError(ACCOUNT_MESSAGES.currentPasswordRequired);
        return;
      }
      setPasswordError(null);
      setError(null);
      try {
        await updateMe({ name: name.trim(), email: trimmedEmail, ...(emailChanges ? { currentPassword } : {}) }).unwrap();
        setOpen(false);
        toast.show({ type: 'success', message: PROFILE_UPDATED });
      } catch (failure) {
        // DECISIONS: never fake success; the input stays in the form.
        setError(apiErrorMessage(failure, PROFILE_FAILED));
      }
    },
    [email, emailChanges, currentPassword, name, updateMe, toast],
  );

  return {
    user: me.data,
    open,
    openForm,
    close,
    name,
    setName,
    email,
    setEmail: (value: string) => {
      setEmail(value);
      if (emailError && isValidEmail(value)) setEmailError(null);
    },
    emailError,
    emailChanges,
    currentPassword,
    setCurrentPassword: (value: string) => {
      setCurrentPassword(value);
      if (value) setPasswordError(null);
    },
    passwordError,
    error,
    saving,
    submit,
  };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
