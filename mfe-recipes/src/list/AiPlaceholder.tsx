import { Link } from 'react-router-dom';
import { Badge, Card } from '@mealapp/ui';
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

/**
 * The AI Recommendations tab until the recommendations issue lands: it says so plainly and
 * shows no sample suggestions (DECISIONS.md: no invented data).
 */
export function AiPlaceholder() {
  return (
    <Box as="section" aria-labelledby="ai-placeholder-title">
      <h2 id="ai-placeholder-title">
        AI Recommendations <Badge tone="info">PREMIUM</Badge>
      </h2>
      <p>Personalized recommendations arrive in a later release. They will be ranked by your dietary preferences, your pantry and your recent meal plans.</p>
      <PreferencesLink to="/preferences">Set your dietary preferences</PreferencesLink>
    </Box>
  );
}
