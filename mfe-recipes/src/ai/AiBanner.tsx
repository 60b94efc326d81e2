import { Badge, Card, Link } from '@mealapp/ui';
import styled from 'styled-components';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  h2 { display: flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const PreferencesLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** spec part 2 §2: the AI tab's banner, linking to /preferences, saying what the ranking weighs. */
export function AiBanner() {
  return (
    <Box as="section" aria-labelledby="ai-banner-title">
      <h2 id="ai-banner-title">
        AI Recommendations <Badge tone="info">PREMIUM</Badge>
      </h2>
      <p>Picked for you from your recipes and the starter library: your diet and allergies, what your pantry holds and what expires soon, your favourite cuisines, time and spice, and what you planned lately.</p>
      <PreferencesLink to="/preferences">Set your dietary preferences</PreferencesLink>
    </Box>
  );
}
