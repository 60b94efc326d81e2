import styled from 'styled-components';
import { apiErrorMessage } from '@mealapp/api-client';
import { Button, ErrorBanner } from '@mealapp/ui';
import { notificationsApi } from './api';
import { NOTIFICATIONS_TEXT, TEST_DEVICE_KIND, TEST_OUTCOME } from './messages';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Results = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * Settings > Notifications: sends "Notifications are working" to every device of the person now
 * (POST /api/notifications/test) and says what happened on each; the answer is announced.
 */
export function TestNotice() {
  const [send, { data, error, isLoading, reset }] = notificationsApi.useSendTestNotificationMutation();
  const onSend = () => {
    reset();
    void send();
  };
  return (
    <Section aria-label={NOTIFICATIONS_TEXT.testResults}>
      <Button variant="secondary" onClick={onSend} disabled={isLoading}>
        {isLoading ? NOTIFICATIONS_TEXT.sendingTest : NOTIFICATIONS_TEXT.sendTest}
      </Button>
      {error && <ErrorBanner>{apiErrorMessage(error, NOTIFICATIONS_TEXT.testFailed)}</ErrorBanner>}
      <div aria-live="polite">
        {data?.length === 0 && <p>{NOTIFICATIONS_TEXT.testNoDevices}</p>}
        {data && data.length > 0 && (
          <Results>
            {data.map((device) => (
              <li key={`${device.kind}-${device.id}`}>
                <strong>
                  {TEST_DEVICE_KIND[device.kind]}: {TEST_OUTCOME[device.outcome]}
                </strong>
                {device.outcome !== 'sent' && <Detail>{device.detail}</Detail>}
              </li>
            ))}
          </Results>
        )}
      </div>
    </Section>
  );
}
