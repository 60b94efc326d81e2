import styled from 'styled-components';
import { apiErrorMessage, readStoredGreetingName, useGetMeQuery, useSession } from '@mealapp/api-client';
import { firstName } from '@mealapp/domain';
import { Badge, Button, Card, ErrorBox, Link, PageHeader, Screen, Spinner } from '@mealapp/ui';
import { GearIcon, SparkleIcon } from '../nav/icons';
import { FeatureCardSlot } from './FeatureCardSlot';
import { HOME_FEATURE_CARDS } from './feature-cards';
import { TutorialOffer } from '../tutorial/TutorialOffer';

const SettingsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
`;

const Cards = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const PremiumCard = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  border-color: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 45%, ${({ theme }) => theme.colors.border});
  background: linear-gradient(
    135deg,
    color-mix(in srgb, ${({ theme }) => theme.colors.primary} 14%, ${({ theme }) => theme.colors.surface}),
    ${({ theme }) => theme.colors.surface}
  );

  h2 { font-size: ${({ theme }) => theme.font.size.md}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; margin: 2px 0 8px; }
`;

const CardIcon = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

const Retry = styled(ErrorBox)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** spec part 1 §2 Home. */
export function HomePage() {
  const session = useSession();
  const me = useGetMeQuery();
  const user = session.user ?? me.data ?? null;
  // Before the app knows who is signed in, the name the device kept greets them, as the page's own
  // first paint did (boot/last-seen-greeting.ts): no spinner between the two greetings.
  const greetingName = user ? firstName(user) : session.accessToken ? readStoredGreetingName() : null;

  const settings = (
    <SettingsLink to="/settings" aria-label="Settings" title="Settings">
      <GearIcon />
    </SettingsLink>
  );

  if (!greetingName) {
    return (
      <Screen>
        <PageHeader title="Home" actions={settings} />
        {me.isError ? (
          <Retry title="Could not load your dashboard">
            <p>{apiErrorMessage(me.error, 'Please check your connection and try again.')}</p>
            <Button variant="secondary" onClick={() => void me.refetch()} busy={me.isFetching}>
              Retry
            </Button>
          </Retry>
        ) : (
          <Spinner label="Loading your dashboard" />
        )}
      </Screen>
    );
  }

  return (
    <Screen>
      <PageHeader title={`Hi ${greetingName}!`} subtitle="Ready to plan your meals?" actions={settings} />
      <TutorialOffer />
      <Cards aria-label="Dashboard">
        {HOME_FEATURE_CARDS.map((card) => (
          <FeatureCardSlot key={`${card.remote}/${card.module}`} card={card} />
        ))}
        <PremiumCard>
          <CardIcon aria-hidden="true">
            <SparkleIcon />
          </CardIcon>
          <div>
            <h2>Premium Features Active</h2>
            <p>AI recommendations &amp; nutrition tracking enabled</p>
            <Badge tone="success">Active subscription</Badge>
          </div>
        </PremiumCard>
      </Cards>
    </Screen>
  );
}
