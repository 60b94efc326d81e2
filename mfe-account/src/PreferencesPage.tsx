import { PageHeader, Screen } from '@mealapp/ui';

/** /preferences: the title and subtitle now; the real screen arrives with its own issue (spec part 2). */
export default function PreferencesPage() {
  return (
    <Screen>
      <PageHeader title="Your Preferences" subtitle="Customize your meal recommendations" />
    </Screen>
  );
}
