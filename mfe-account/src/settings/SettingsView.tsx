import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Button, ListRow, ListSection, PageHeader, requestTutorial, Screen } from '@mealapp/ui';
import { Switch } from '@mealapp/ui/controls';
import { NotificationsRow } from '../notifications';
import type { AppPreferences } from './useAppPreferences';

/** This feature app's build (tools/rsbuild-app.ts): an operator publishing it on its own sees which one is live. */
const SETTINGS_VERSION = process.env.MF_BUILD_VERSION ?? 'development';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface SettingsViewProps {
  profileSummary?: string;
  onOpenProfile: () => void;
  onOpenPassword: () => void;
  onOpenHelp: () => void;
  preferences: AppPreferences;
  onSignOut: () => void;
  signingOut: boolean;
  /** Settings > Account: the identity provider's row, when one is set up. */
  providerSignIn?: ReactNode;
  /** Settings > Household, with its dialogs. */
  household?: ReactNode;
  /** Settings > Your Data (export, import, delete account), with its dialogs. */
  myData?: ReactNode;
  /** Modals rendered by the page. */
  children?: ReactNode;
}

export function SettingsView({ profileSummary, onOpenProfile, onOpenPassword, onOpenHelp, preferences: p, onSignOut, signingOut, providerSignIn, household, myData, children }: SettingsViewProps) {
  return (
    <Screen>
      <PageHeader title="Settings" subtitle="Manage your account and app preferences" />

      {/* The tutorial's settings step rings this list (shell/src/tutorial). */}
      <div data-tutorial="settings">
        <ListSection title="Account">
          <ListRow label="Dietary Preferences" description="Diet, allergies and favourite cuisines" to="/preferences" />
          <ListRow label="Profile" description={profileSummary ?? 'Name and email'} onClick={onOpenProfile} aria-haspopup="dialog" />
          <ListRow label="Change Password" description="Signs you out on your other devices" onClick={onOpenPassword} aria-haspopup="dialog" />
          {providerSignIn}
        </ListSection>
      </div>

      {household}

      <ListSection title="App Preferences">
        <Switch
          label="Dark Mode"
          description={`${p.darkMode ? 'Dark' : 'Light'} theme is on${p.themeFollowsDevice ? ', as on this device' : ''}`}
          checked={p.darkMode}
          onChange={p.setDarkMode}
        />
        <NotificationsRow />
        <Switch
          label="Auto-add to Pantry"
          description="Add items you check off the shopping list to your pantry"
          checked={p.autoAddShoppedToPantry}
          onChange={p.setAutoAddShoppedToPantry}
        />
        <Switch
          label="Update on Uncheck"
          description="Unchecking a shopping item marks it Out of Stock in your pantry (with Auto-add on)"
          checked={p.autoUpdatePantryOnUncheck}
          onChange={p.setAutoUpdatePantryOnUncheck}
        />
        <Switch
          label="Compact Parsed Ingredients"
          description="Show parsed recipe ingredients as a compact list"
          checked={p.compactParsedIngredients}
          onChange={p.setCompactParsedIngredients}
        />
      </ListSection>

      <ListSection title="Subscription">
        <ListRow
          label="Premium Plan"
          description="AI recommendations & nutrition tracking enabled"
          trailing={<Badge tone="success">Active</Badge>}
          chevron={false}
        />
        <ListRow label="Billing Information" description="Free tier and Premium plan" chevron={false} />
      </ListSection>

      {myData}

      <ListSection title="Support">
        <ListRow label="Help & FAQ" description="Scanning, parsing, subscription and more" onClick={onOpenHelp} aria-haspopup="dialog" />
        <ListRow label="Contact Support" chevron={false} />
        <ListRow label="Privacy Policy" chevron={false} />
        <ListRow label="Terms of Service" chevron={false} />
        <ListRow label="Settings Version" description={SETTINGS_VERSION} chevron={false} />
      </ListSection>

      <Actions>
        <ListSection title="More">
          <ListRow label="Go to Shopping List" to="/shopping-list" />
        </ListSection>
        {/* The tour runs in the shell, another bundle: asked for through libs/ui's tutorial contract. */}
        <Button variant="secondary" fullWidth onClick={requestTutorial}>
          Start Tutorial
        </Button>
        <Button variant="danger" fullWidth busy={signingOut} onClick={onSignOut}>
          Sign Out
        </Button>
      </Actions>
      {children}
    </Screen>
  );
}
