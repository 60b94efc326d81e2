import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, useGetHouseholdInvitationQuery, useJoinHouseholdMutation } from '@mealapp/api-client';
import { useToast } from '@mealapp/ui';
import { HOUSEHOLD_TEXT } from './messages';

/** /join/:code: the invitation as the server describes it, and joining it. */
export function useJoinInvitation(code: string) {
  const navigate = useNavigate();
  const toast = useToast();
  const preview = useGetHouseholdInvitationQuery(code, { refetchOnMountOrArgChange: true });
  const [join, joining] = useJoinHouseholdMutation();
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setError(null);
    try {
      const household = await join({ code }).unwrap();
      toast.show({ type: 'success', message: HOUSEHOLD_TEXT.joined(household.name) });
      navigate('/home', { replace: true });
    } catch (failure) {
      setError(apiErrorMessage(failure, HOUSEHOLD_TEXT.failed));
    }
  };

  return {
    loading: preview.isLoading,
    invitation: preview.data,
    invalid: preview.isError ? apiErrorMessage(preview.error, HOUSEHOLD_TEXT.failed) : null,
    accept,
    joining: joining.isLoading,
    error,
    notNow: () => navigate('/home', { replace: true }),
  };
}
