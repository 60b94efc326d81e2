import styled from 'styled-components';
import { ALLERGIES, CUISINES, DIETARY_RESTRICTIONS, SPICE_LEVELS } from '@mealapp/domain';
import { ErrorBanner, ListSection, PageHeader, Screen, Spinner } from '@mealapp/ui';
import { Switch } from '@mealapp/ui/controls';
import { CookingTimeSlider } from './CookingTimeSlider';
import { OptionChips } from './OptionChips';
import { PREFERENCES_TEXT } from './messages';
import type { PreferencesState } from './usePreferences';

// Always there, so the sections do not jump while the indicator comes and goes under a dragging thumb.
const SaveStatus = styled.p`
  min-height: 1.5em;
  margin-top: -${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const asOptions = <Label extends string>(labels: readonly Label[]) => labels.map((label) => ({ value: label, label }));
const DIET_OPTIONS = asOptions(DIETARY_RESTRICTIONS);
const CUISINE_OPTIONS = asOptions(CUISINES);
const SPICE_OPTIONS = SPICE_LEVELS.map(({ level, label }) => ({ value: level, label }));

export function PreferencesView({ preferences: p, saving, saveFailed, ...change }: PreferencesState) {
  return (
    <Screen>
      <PageHeader title={PREFERENCES_TEXT.title} subtitle={PREFERENCES_TEXT.subtitle} />
      <SaveStatus role="status">{saving ? PREFERENCES_TEXT.saving : ''}</SaveStatus>
      {saveFailed && <ErrorBanner>{PREFERENCES_TEXT.saveFailed}</ErrorBanner>}
      {p === null ? (
        <Spinner label={PREFERENCES_TEXT.loading} />
      ) : (
        <>
          <ListSection title="Dietary Restrictions">
            <OptionChips
              legend="Dietary Restrictions"
              type="checkbox"
              name="dietaryRestrictions"
              options={DIET_OPTIONS}
              isPicked={(label) => p.dietaryRestrictions.includes(label)}
              onPick={change.toggleDietaryRestriction}
            />
          </ListSection>

          <ListSection title="Allergies & Intolerances">
            {ALLERGIES.map(({ key, label }) => (
              <Switch key={key} label={label} checked={p.allergies[key]} onChange={(on) => change.setAllergy(key, on)} />
            ))}
          </ListSection>

          <ListSection title="Cooking Preferences">
            <CookingTimeSlider minutes={p.maxCookingTime} onChange={change.setMaxCookingTime} />
            <OptionChips
              legend="Spice level"
              type="radio"
              name="spiceLevel"
              options={SPICE_OPTIONS}
              isPicked={(level) => p.spiceLevel === level}
              onPick={change.setSpiceLevel}
            />
          </ListSection>

          <ListSection title="Favorite Cuisines">
            <OptionChips
              legend="Favorite Cuisines"
              type="checkbox"
              name="favoriteCuisines"
              options={CUISINE_OPTIONS}
              isPicked={(label) => p.favoriteCuisines.includes(label)}
              onPick={change.toggleCuisine}
            />
          </ListSection>
        </>
      )}
    </Screen>
  );
}
