import { Button } from '@mealapp/ui';
import { CollapsibleSection } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { useNearViewport } from '../shared/useNearViewport';
import type { RecipeSummary } from '../shared/types';
import { RecipeCard } from './RecipeCard';
import type { RecipeGroup } from './recipe-list';
import type { RecipeListView } from './useRecipeListView';

// Roughly a card's height, so a group not yet mounted takes the room it will need.
const CARD_HEIGHT_PX = 114;

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const ShowMore = styled(Button)`
  width: 100%;
  border-radius: 0;
`;

interface Actions {
  onToggleFavorite: (recipe: RecipeSummary) => void;
  onDelete: (recipe: RecipeSummary) => void;
}

function GroupSection({ group, view, onToggleFavorite, onDelete }: { group: RecipeGroup; view: RecipeListView } & Actions) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const open = view.isOpen(group);
  const shown = view.shownIn(group);
  const rest = group.recipes.length - shown;
  return (
    <div ref={ref}>
      <CollapsibleSection title={group.title} count={group.recipes.length} open={open} onOpenChange={(next) => view.setOpen(group.key, next)}>
        {/* A closed group renders nothing, and an open one only its first pages once near the screen. */}
        {open &&
          (near ? (
            <>
              {group.recipes.slice(0, shown).map((entry) => (
                <RecipeCard
                  key={entry.recipe.id}
                  entry={entry}
                  onToggleFavorite={onToggleFavorite}
                  onDelete={entry.recipe.readOnly ? undefined : onDelete}
                />
              ))}
              {rest > 0 && (
                <ShowMore variant="ghost" onClick={() => view.showMore(group.key)}>
                  Show more ({rest} more)
                </ShowMore>
              )}
            </>
          ) : (
            <div aria-hidden="true" style={{ height: shown * CARD_HEIGHT_PX }} />
          ))}
      </CollapsibleSection>
    </div>
  );
}

/** spec part 2 §2: recipes grouped by category in collapsible groups with counts; the starter library last. */
export function RecipeGroups({ view, ...actions }: { view: RecipeListView } & Actions) {
  return (
    <Groups data-tutorial="recipes-list">
      {view.groups.map((group) => (
        <GroupSection key={group.key} group={group} view={view} {...actions} />
      ))}
    </Groups>
  );
}
