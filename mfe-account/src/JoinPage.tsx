import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, ErrorBanner, ErrorBox, PageHeader, Screen, Spinner } from '@mealapp/ui';
import { JOIN_TEXT as T } from './household/messages';
import { useJoinInvitation } from './household/useJoinInvitation';

const Invitation = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** /join/:code, the link an invitation shares (issue 23). The shell sends a signed-out visitor through onboarding first. */
export default function JoinPage() {
  const { code = '' } = useParams();
  const join = useJoinInvitation(code);

  let content;
  if (join.loading) {
    content = <Spinner label={T.loading} />;
  } else if (join.invalid !== null || !join.invitation) {
    content = (
      <>
        <ErrorBox title={T.invalidTitle}>{join.invalid}</ErrorBox>
        <Button fullWidth variant="secondary" onClick={join.notNow}>
          {T.home}
        </Button>
      </>
    );
  } else {
    content = (
      <Invitation>
        <h2>{T.invited(join.invitation.invitedBy, join.invitation.householdName)}</h2>
        <p>{T.explain}</p>
        {join.error && <ErrorBanner>{join.error}</ErrorBanner>}
        <Actions>
          <Button fullWidth busy={join.joining} onClick={() => void join.accept()}>
            {T.join}
          </Button>
          <Button fullWidth variant="secondary" onClick={join.notNow} disabled={join.joining}>
            {T.notNow}
          </Button>
        </Actions>
      </Invitation>
    );
  }

  return (
    <Screen>
      <PageHeader title={T.title} />
      {content}
    </Screen>
  );
}
