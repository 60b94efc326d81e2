import { useCallback, useState, type FormEvent } from 'react';
import {
  apiErrorMessage,
  useCreateHouseholdMutation,
  useDeleteHouseholdMutation,
  useHandOverHouseholdMutation,
  useInviteToHouseholdMutation,
  useIsSignedIn,
  useJoinHouseholdMutation,
  useListHouseholdsQuery,
  useRemoveHouseholdMemberMutation,
  useRenameHouseholdMutation,
  useRevokeHouseholdInvitationMutation,
  useRevokeHouseholdInvitationsMutation,
  useSignedInUserId,
  useSwitchHouseholdMutation,
  type HouseholdDto,
  type HouseholdInvitationDto,
  type HouseholdMemberDto,
} from '@mealapp/api-client';
import { HOUSEHOLD_LIMITS, householdNameError, normalizeInvitationCode } from '@mealapp/domain';
import { useToast } from '@mealapp/ui';
import { HOUSEHOLD_TEXT as T } from './messages';

/** A step that asks first: what it does, in words, and the call that does it (answering the toast's text). */
export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  run: () => Promise<string>;
}

function useConfirmation() {
  const toast = useToast();
  const [pending, setPending] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = useCallback((confirmation: Confirmation) => {
    setError(null);
    setPending(confirmation);
  }, []);
  const cancel = useCallback(() => setPending(null), []);
  const confirm = useCallback(async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      const done = await pending.run();
      setPending(null);
      toast.show({ type: 'success', message: done });
    } catch (failure) {
      setError(apiErrorMessage(failure, T.failed));
    } finally {
      setBusy(false);
    }
  }, [pending, toast]);
  return { pending, busy, error, ask, cancel, confirm };
}

/** Create (the new household becomes current) or rename the current one. */
function useNameForm(current: HouseholdDto | undefined) {
  const toast = useToast();
  const [createHousehold, created] = useCreateHouseholdMutation();
  const [renameHousehold, renamed] = useRenameHouseholdMutation();
  const [mode, setMode] = useState<'create' | 'rename' | null>(null);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const openWith = (next: 'create' | 'rename', value: string) => {
    setMode(next);
    setName(value);
    setFieldError(null);
    setError(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const rule = householdNameError(name);
    setFieldError(rule);
    if (rule) return;
    setError(null);
    try {
      if (mode === 'rename' && current) {
        await renameHousehold({ id: current.id, householdNameDto: { name: name.trim() } }).unwrap();
        toast.show({ type: 'success', message: T.renamed });
      } else {
        const household = await createHousehold({ name: name.trim() }).unwrap();
        toast.show({ type: 'success', message: T.created(household.name) });
      }
      setMode(null);
    } catch (failure) {
      setError(apiErrorMessage(failure, T.failed));
    }
  };

  return {
    mode,
    name,
    setName: (value: string) => {
      setName(value);
      if (fieldError && !householdNameError(value)) setFieldError(null);
    },
    fieldError,
    error,
    saving: created.isLoading || renamed.isLoading,
    openCreate: () => openWith('create', ''),
    openRename: () => openWith('rename', current?.name ?? ''),
    close: () => setMode(null),
    submit,
  };
}

/** Navigator.share where the device has one (a phone's share sheet), else the clipboard. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** One invitation, made when the dialog opens: its code, its link (copied or shared) and its withdrawal. */
function useInvitation(current: HouseholdDto | undefined) {
  const toast = useToast();
  const [invite, inviting] = useInviteToHouseholdMutation();
  const [revoke, revoking] = useRevokeHouseholdInvitationMutation();
  const [open, setOpen] = useState(false);
  const [invitation, setInvitation] = useState<HouseholdInvitationDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  const make = async () => {
    if (!current) return;
    setError(null);
    try {
      setInvitation(await invite(current.id).unwrap());
    } catch (failure) {
      setError(apiErrorMessage(failure, T.failed));
    }
  };

  const openDialog = () => {
    setInvitation(null);
    setCopied(null);
    setOpen(true);
    void make();
  };

  const shareLink = async () => {
    if (!invitation) return;
    if (canShare()) {
      try {
        await navigator.share({ title: T.inviteTitle, text: T.inviteHint(HOUSEHOLD_LIMITS.invitationDays), url: invitation.url });
      } catch {
        // Dismissed share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(invitation.url);
      setCopied(T.copied);
    } catch {
      setCopied(T.copyFailed);
    }
  };

  const withdraw = async () => {
    if (!current || !invitation) return;
    setError(null);
    try {
      await revoke({ id: current.id, code: invitation.code }).unwrap();
      setOpen(false);
      toast.show({ type: 'success', message: T.withdrawn });
    } catch (failure) {
      setError(apiErrorMessage(failure, T.failed));
    }
  };

  return {
    open,
    openDialog,
    close: () => setOpen(false),
    invitation,
    loading: inviting.isLoading,
    retry: () => void make(),
    error,
    shareLabel: canShare() ? T.share : T.copy,
    shareLink,
    copied,
    withdraw,
    withdrawing: revoking.isLoading,
  };
}

/** Typing a code: the button waits for something that can be a code; a refusal keeps what was typed. */
function useJoinByCode() {
  const toast = useToast();
  const [join, joining] = useJoinHouseholdMutation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const code = normalizeInvitationCode(typed);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!code) return;
    setError(null);
    try {
      const household = await join({ code }).unwrap();
      setOpen(false);
      toast.show({ type: 'success', message: T.joined(household.name) });
    } catch (failure) {
      setError(apiErrorMessage(failure, T.failed));
    }
  };

  return {
    open,
    openDialog: () => {
      setTyped('');
      setError(null);
      setOpen(true);
    },
    close: () => setOpen(false),
    typed,
    setTyped,
    canJoin: code !== null,
    joining: joining.isLoading,
    error,
    submit,
  };
}

function useSwitcher() {
  const toast = useToast();
  const [switchHousehold, switching] = useSwitchHouseholdMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (household: HouseholdDto) => {
    setError(null);
    try {
      await switchHousehold({ householdId: household.id }).unwrap();
      setOpen(false);
      toast.show({ type: 'success', message: T.switched(household.name) });
    } catch (failure) {
      setError(apiErrorMessage(failure, T.failed));
    }
  };

  return {
    open,
    openDialog: () => {
      setError(null);
      setOpen(true);
    },
    close: () => setOpen(false),
    pick,
    switching: switching.isLoading,
    error,
  };
}

/** Settings > Household: the current household, its members, and every step on it (issue 23). */
export function useHousehold() {
  const isSignedIn = useIsSignedIn();
  const list = useListHouseholdsQuery(undefined, { skip: !isSignedIn });
  const households = list.data ?? [];
  const current = households.find((household) => household.isCurrent);
  const others = households.filter((household) => !household.isCurrent);
  const myId = useSignedInUserId() ?? undefined;

  const [deleteHousehold] = useDeleteHouseholdMutation();
  const [removeMember] = useRemoveHouseholdMemberMutation();
  const [handOver] = useHandOverHouseholdMutation();
  const [revokeAll] = useRevokeHouseholdInvitationsMutation();
  const confirmation = useConfirmation();
  const [member, setMember] = useState<HouseholdMemberDto | null>(null);

  const askDelete = () => {
    if (!current) return;
    confirmation.ask({
      title: T.deleteTitle(current.name),
      message: T.deleteMessage(current.name),
      confirmLabel: T.delete,
      run: async () => {
        await deleteHousehold(current.id).unwrap();
        return T.deleted(current.name);
      },
    });
  };

  const askLeave = () => {
    if (!current || myId === undefined) return;
    confirmation.ask({
      title: T.leaveTitle(current.name),
      message: T.leaveMessage(current.name),
      confirmLabel: T.leave,
      run: async () => {
        await removeMember({ id: current.id, userId: myId }).unwrap();
        return T.left(current.name);
      },
    });
  };

  const askWithdrawAll = () => {
    if (!current) return;
    confirmation.ask({
      title: `${T.withdrawAll}?`,
      message: T.withdrawAllMessage(current.name),
      confirmLabel: T.withdrawAll,
      run: async () => {
        await revokeAll(current.id).unwrap();
        return T.withdrewAll;
      },
    });
  };

  const askRemove = (who: HouseholdMemberDto) => {
    if (!current) return;
    setMember(null);
    confirmation.ask({
      title: T.removeTitle(who.name),
      message: T.removeMessage(who.name, current.name),
      confirmLabel: T.remove,
      run: async () => {
        await removeMember({ id: current.id, userId: who.id }).unwrap();
        return T.removed(who.name);
      },
    });
  };

  const askHandOver = (who: HouseholdMemberDto) => {
    if (!current) return;
    setMember(null);
    confirmation.ask({
      title: T.handOverTitle(who.name),
      message: T.handOverMessage(who.name, current.name),
      confirmLabel: T.handOver,
      run: async () => {
        await handOver({ id: current.id, userId: who.id, updateHouseholdMemberDto: { role: 'owner' } }).unwrap();
        return T.handedOver(who.name);
      },
    });
  };

  return {
    loading: list.isLoading,
    failed: list.isError && !list.data,
    reload: () => void list.refetch(),
    current,
    others,
    isOwner: current?.role === 'owner',
    myId,
    member,
    openMember: setMember,
    closeMember: () => setMember(null),
    askDelete,
    askLeave,
    askWithdrawAll,
    askRemove,
    askHandOver,
    confirmation,
    nameForm: useNameForm(current),
    invitation: useInvitation(current),
    joinByCode: useJoinByCode(),
    switcher: useSwitcher(),
  };
}

export type HouseholdState = ReturnType<typeof useHousehold>;
