import { useId } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@mealapp/ui';
import { useTutorial } from './TutorialProvider';

const Offer = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  border-color: ${({ theme }) => theme.colors.focus};

  h2 { font-size: ${({ theme }) => theme.font.size.md}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; margin-top: 2px; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** First run on Home: a card in the page, not a dialog, so nothing waits for an answer. */
export function TutorialOffer() {
  const tutorial = useTutorial();
  const titleId = useId();
  if (!tutorial?.offered) return null;
  return (
    <Offer as="section" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>New here?</h2>
        <p>Take a 1-minute tour of the app.</p>
      </div>
      <Actions>
        <Button onClick={tutorial.start}>Start tour</Button>
        <Button variant="ghost" onClick={tutorial.decline}>
          Not now
        </Button>
      </Actions>
    </Offer>
  );
}
