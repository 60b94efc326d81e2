import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RECIPE_FILTER_GROUPS, tagKey } from '@mealapp/domain';
import { Button, EmptyState, ErrorBox, PageHeader, Screen, SearchIcon, Spinner } from '@mealapp/ui';
import styled from 'styled-components';
import { AiRecommendations } from '../ai/AiRecommendations';
import { RecipeFormDialog } from '../form/RecipeFormDialog';
import type { RecipeDraft } from '../form/recipe-draft';
import type { FormMode } from '../form/useRecipeForm';
import { PotIcon } from '../shared/icons';
import { RECIPES_TEXT } from '../shared/messages';
import { TabPanel } from '../shared/Tabs';
import { useRecipeActions } from '../shared/useRecipeActions';
import type { RecipeSummary } from '../shared/types';
import { AddMenu, type AddWay } from './AddMenu';
import { DeleteRecipeDialog } from './DeleteRecipeDialog';
import { RECIPE_TABS, type RecipeTab } from './recipe-list';
import { RecipeGroups } from './RecipeGroups';
import { LIST_TABS_ID, RecipeToolbar } from './RecipeToolbar';
import { useCategoryNames, useRecipes } from './useRecipes';
import { useRecipeListView, type InitialView } from './useRecipeListView';

// The sheet, the import dialogs and their rules load when first opened.
const AddCategorySheet = lazy(() => import('./AddCategorySheet'));
const ImportUrlDialog = lazy(() => import('../import/ImportUrlDialog'));
const ScanRecipeDialog = lazy(() => import('../scan/ScanRecipeDialog'));
const ArchiveImportDialog = lazy(() => import('../archive/ArchiveImportDialog'));

const LoadFailed = styled(ErrorBox)`
  button { margin-top: ${({ theme }) => theme.space(3)}; }
`;

const Panel = styled(TabPanel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const FILTER_OPTIONS: readonly string[] = RECIPE_FILTER_GROUPS.flatMap((group) => group.options);

/** spec part 2 §2: `?tag=` preselects a filter (Home links Ready to Cook), `?tab=ai` opens the AI tab. */
function initialView(params: URLSearchParams): InitialView {
  const tab = params.get('tab');
  return {
    tab: RECIPE_TABS.includes(tab as RecipeTab) ? (tab as RecipeTab) : 'mine',
    tags: params.getAll('tag').flatMap((tag) => FILTER_OPTIONS.filter((option) => tagKey(option) === tagKey(tag))),
  };
}

/** /recipes: the recipe list (spec part 2 §2). */
export function RecipeListScreen() {
  const [params] = useSearchParams();
  const list = useRecipes();
  const view = useRecipeListView(list.items, useCategoryNames(), initialView(params));
  const actions = useRecipeActions();
  const [addingCategory, setAddingCategory] = useState(false);
  const [formMode, setFormMode] = useState<FormMode | null>(null);
  const [importing, setImporting] = useState<Exclude<AddWay, 'create'> | null>(null);
  const editImported = useCallback((draft: RecipeDraft) => {
    setImporting(null);
    setFormMode({ kind: 'create', draft });
  }, []);
  const [confirming, setConfirming] = useState<RecipeSummary | null>(null);
  const toggleFavorite = useCallback((recipe: RecipeSummary) => void actions.toggleFavorite(recipe.id), [actions]);

  const filtering = view.search.trim() !== '' || view.selectedCount > 0;
  let content;
  if (view.tab === 'ai') {
    content = <AiRecommendations search={view.search} />;
  } else if (list.isLoading) {
    content = <Spinner label="Loading recipes" />;
  } else if (list.error !== null) {
    content = (
      <LoadFailed title={RECIPES_TEXT.loadFailed}>
        <p>{list.error}</p>
        <Button variant="secondary" onClick={list.retry} busy={list.isFetching}>
          Retry
        </Button>
      </LoadFailed>
    );
  } else if (view.tab === 'favorites' && view.favoriteCount === 0) {
    content = <EmptyState icon={<PotIcon />} title={RECIPES_TEXT.emptyFavorites} />;
  } else if (view.groups.length === 0) {
    content =
      view.totalCount === 0 && !filtering ? (
        <EmptyState icon={<PotIcon />} title={RECIPES_TEXT.emptyMine} />
      ) : (
        <EmptyState icon={<SearchIcon />} title={RECIPES_TEXT.noMatch} />
      );
  } else {
    content = (
      <>
        {/* A new account has only the starter library: say how to start one's own collection above it. */}
        {view.tab === 'mine' && !view.hasOwn && !filtering && <EmptyState icon={<PotIcon />} title={RECIPES_TEXT.emptyMine} />}
        <RecipeGroups view={view} onToggleFavorite={toggleFavorite} onDelete={setConfirming} />
      </>
    );
  }

  return (
    <Screen>
      <PageHeader title={RECIPES_TEXT.title} />
      <RecipeToolbar view={view} onAddCategory={() => setAddingCategory(true)} />
      <Panel idBase={LIST_TABS_ID} tab={view.tab}>
        {content}
      </Panel>
      <AddMenu onChoose={(way) => (way === 'create' ? setFormMode({ kind: 'create' }) : setImporting(way))} />
      <DeleteRecipeDialog
        recipe={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(recipe) => {
          setConfirming(null);
          void actions.remove(recipe.id);
        }}
      />
      {addingCategory && (
        <Suspense fallback={null}>
          <AddCategorySheet onClose={() => setAddingCategory(false)} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          {importing === 'url' ? (
            <ImportUrlDialog onClose={() => setImporting(null)} onEditMore={editImported} />
          ) : importing === 'archive' ? (
            <ArchiveImportDialog onClose={() => setImporting(null)} />
          ) : (
            <ScanRecipeDialog key={importing} source={importing === 'scan' ? 'camera' : 'library'} onClose={() => setImporting(null)} onEditMore={editImported} />
          )}
        </Suspense>
      )}
      <RecipeFormDialog mode={formMode} onClose={() => setFormMode(null)} />
    </Screen>
  );
}
