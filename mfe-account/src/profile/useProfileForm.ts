import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { apiErrorMessage, useGetMeQuery, useIsSignedIn, useUpdateMeMutation, type UserDto } from '@mealapp/api-client';
import { ACCOUNT_MESSAGES, isValidEmail, normalizeEmail } from '@mealapp/domain';
import { useToast } from '@mealapp/ui';
import { useProviderConfirmation } from '../sign-in/useProviderConfirmation';
import { PROFILE_FAILED, PROFILE_INVALID_EMAIL, PROFILE_UPDATED } from './messages';

/** What was typed, kept through the round trip to the identity provider (this tab only). */
const DRAFT_KEY = 'profile.draftWhileConfirming';

function takeDraft(): { name: string; email: string } | null {
  const raw = sessionStorage.getItem(DRAFT_KEY);
  sessionStorage.removeItem(DRAFT_KEY);
  try {
    const draft = raw ? (JSON.parse(raw) as unknown) : null;
    return draft && typeof draft === 'object' && 'name' in draft && 'email' in draft && typeof draft.name === 'string' && typeof draft.email === 'string' ? { name: draft.name, email: draft.email } : null;
  } catch {
    return null;
  }
}

/** What the form reads of the profile query; stable (module level), so RTK Query keeps its memoized selector across renders. */
const pickUser = ({ data }: { data?: UserDto }) => ({ data });

/**
 * The Profile modal's state: opened from the current user, saved through PATCH /api/me. A new
 * address needs the current password; an account made at the identity provider, which has none,
 * signs in there again instead (useProviderConfirmation), what it typed kept meanwhile, and comes
 * back to /settings?profile=confirmed with this form open as it left it.
 */
export function useProfileForm() {
  const isSignedIn = useIsSignedIn();
  // Skipped once signed out, so the cache reset on sign-out cannot refetch (and re-sign-in) the user.
  // Only the user is read: a refetch that answers the same user then renders nothing, where the
  // query's fetching flag rendered all of Settings twice, synchronously (a store update).
  const me = useGetMeQuery(undefined, { skip: !isSignedIn, selectFromResult: pickUser });
  const [updateMe, { isLoading: saving }] = useUpdateMeMutation();
  const toast = useToast();

  const [open, setOpen] = useState(false);
  const { provider, cameBack, confirm, confirming, settle } = useProviderConfirmation('profile', open);
  /** Back from the provider: the new address can be saved without a password. */
  const confirmed = provider !== null && cameBack;
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

  // Back from the provider: the form as it was left.
  useEffect(() => {
    if (!cameBack) return;
    const draft = takeDraft();
    setName(draft?.name ?? me.data?.name ?? '');
    setEmail(draft?.email ?? me.data?.email ?? '');
    setOpen(true);
    // Once, on coming back; the user arriving later must not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cameBack]);

  const close = useCallback(() => {
    setOpen(false);
    settle();
  }, [settle]);

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
      if (emailChanges && provider && !confirmed) {
        setError(null);
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name, email }));
        try {
          await confirm();
        } catch (failure) {
          sessionStorage.removeItem(DRAFT_KEY);
          setError(apiErrorMessage(failure, PROFILE_FAILED));
        }
        return;
      }
      if (emailChanges && !provider && !currentPassword) {
        setPasswordError(ACCOUNT_MESSAGES.currentPasswordRequired);
        return;
      }
      setPasswordError(null);
      setError(null);
      try {
        await updateMe({ name: name.trim(), email: trimmedEmail, ...(emailChanges && !provider ? { currentPassword } : {}) }).unwrap();
        setOpen(false);
        settle();
        toast.show({ type: 'success', message: PROFILE_UPDATED });
      } catch (failure) {
        // DECISIONS: never fake success; the input stays in the form.
        setError(apiErrorMessage(failure, PROFILE_FAILED));
      }
    },
    [email, emailChanges, provider, confirmed, confirm, currentPassword, name, updateMe, settle, toast],
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
    saving: saving || confirming,
    submit,
    /** The identity provider's name when the account has no password (a new address is confirmed there); null otherwise. */
    provider,
    /** Back from the provider: the new address can be saved. */
    confirmed,
  };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
