import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@mealapp/ui';
import { BowlIcon, PantryIcon, PlannerIcon, ShoppingIcon } from '../nav/icons';
import { AuthModal } from './AuthModal';
import { ProviderSignInButton, useAutoRedirect, useSignInOptions } from './ProviderSignIn';
import type { AuthMode } from './auth-form';

/** Other screens open the sign-in modal here with `navigate('/onboarding', { state: { auth: 'signin' } })`. */
export interface OnboardingState {
  auth?: AuthMode;
}

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Page = styled.main`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(8)};
  padding: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space(16)}) ${({ theme }) => theme.space(6)}
    calc(env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space(8)});
  max-width: 520px;
  margin: 0 auto;
  text-align: center;
`;

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Logo = styled.div`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: 28px;
  color: ${({ theme }) => theme.colors.primary};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 16%, ${({ theme }) => theme.colors.surface});
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Tagline = styled.h1`
  font-size: 2rem;
  line-height: 1.15;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const SubLine = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 22rem;
`;

const Features = styled.ul`
  list-style: none;
  padding: 0;
  margin-top: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  text-align: left;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function OnboardingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as OnboardingState | null)?.auth;
  const [open, setOpen] = useState(Boolean(requested));
  const options = useSignInOptions();
  // Coming back from a sign-in that did not finish (its page links here) must not bounce straight back to the provider.
  useAutoRedirect(options, Boolean(requested));
  const passwords = options?.passwordLogin ?? true;

  const close = () => {
    setOpen(false);
    if (requested) navigate(location.pathname, { replace: true, state: null });
  };

  return (
    <Page>
      <Hero>
        <Logo aria-hidden="true">
          <BowlIcon />
        </Logo>
        <Tagline>Your meals, simplified.</Tagline>
        <SubLine>Personalized recipes, smart pantry, and effortless planning.</SubLine>
        <Features>
          <li>
            <PantryIcon /> Track your pantry and what expires soon
          </li>
          <li>
            <ShoppingIcon /> Shopping lists that sort themselves
          </li>
          <li>
            <PlannerIcon /> Plan two weeks of meals in minutes
          </li>
        </Features>
      </Hero>
      <Actions>
        {passwords && (
          <Button fullWidth onClick={() => setOpen(true)}>
            Get Started
          </Button>
        )}
        {options?.enabled && <ProviderSignInButton info={options} primary={!passwords} />}
      </Actions>
      {passwords && <AuthModal open={open} initialMode={requested ?? 'signin'} onClose={close} />}
    </Page>
  );
}
