import type { ReactNode } from 'react';
import { NavLink } from '@mealapp/ui';
import styled from 'styled-components';
import { HomeIcon, PantryIcon, PlannerIcon, RecipesIcon, ShoppingIcon } from './icons';

// spec part 1 §2: five tabs; hidden on /, /onboarding and /reset-password.
export const TABS: readonly { to: string; label: string; icon: ReactNode; end?: boolean }[] = [
  { to: '/home', label: 'Home', icon: <HomeIcon />, end: true },
  { to: '/pantry', label: 'Pantry', icon: <PantryIcon /> },
  { to: '/shopping-list', label: 'Shopping', icon: <ShoppingIcon /> },
  { to: '/recipes', label: 'Recipes', icon: <RecipesIcon /> },
  { to: '/planner', label: 'Planner', icon: <PlannerIcon /> },
];

export const NAV_HIDDEN_PATHS = ['/', '/onboarding', '/reset-password'];
// Issue 26: cook mode is full screen.
const FULL_SCREEN_PATHS = /^\/recipes\/[^/]+\/cook$/;

export function showsBottomNav(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !NAV_HIDDEN_PATHS.includes(path) && !FULL_SCREEN_PATHS.test(path);
}

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 12px rgba(0, 0, 0, ${({ theme }) => (theme.mode === 'dark' ? 0.4 : 0.06)});
  padding-bottom: env(safe-area-inset-bottom, 0px);
`;

const List = styled.ul`
  display: flex;
  max-width: 640px;
  height: ${({ theme }) => theme.bottomNavHeight};
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const Tab = styled(NavLink)`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline-offset: -4px;
  }
`;

export function BottomNav() {
  return (
    <Bar aria-label="Main" data-tutorial="nav">
      <List>
        {TABS.map((tab) => (
          <li key={tab.to} style={{ flex: 1, display: 'flex' }}>
            <Tab to={tab.to} end={tab.end}>
              {tab.icon}
              <span>{tab.label}</span>
            </Tab>
          </li>
        ))}
      </List>
    </Bar>
  );
}
