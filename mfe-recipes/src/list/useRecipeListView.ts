import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { categoryChoices, groupRecipes, STARTER_GROUP, toListed, visibleRecipes, type RecipeGroup, type RecipeTab } from './recipe-list';
import { READY_TO_COOK } from '../shared/constants';
import type { RecipeSummary } from '../shared/types';

/** Cards a group shows at first and adds per "Show more": 10,000 recipes must not render at once. */
const GROUP_PAGE_SIZE = 24;

interface ViewState {
  search: string;
  tab: RecipeTab;
  tags: readonly string[];
  categories: readonly string[];
  /** Groups the user opened or closed; the rest follow the defaults. */
  open: Readonly<Record<string, boolean>>;
  /** Cards shown per group, beyond the first page. */
  shown: Readonly<Record<string, number>>;
}

export interface InitialView {
  tab: RecipeTab;
  tags: readonly string[];
}

const toggled = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/**
 * Search, tab, filters and the open groups of the recipe list, applied on the device. Ready to
 * Cook opens every group (spec part 2 §2); the starter section starts closed once the user has
 * recipes of their own.
 */
export function useRecipeListView(items: readonly RecipeSummary[], categoryNames: readonly string[], initial: InitialView) {
  const [state, setState] = useState<ViewState>(() => ({ search: '', categories: [], open: {}, shown: {}, ...initial }));
  const search = useDeferredValue(state.search);
  const listed = useMemo(() => toListed(items), [items]);
  const hasOwn = useMemo(() => items.some((recipe) => !recipe.readOnly), [items]);
  const visible = useMemo(
    () => visibleRecipes(listed, { search, tab: state.tab, tags: state.tags, categories: state.categories }),
    [listed, search, state.tab, state.tags, state.categories],
  );
  const groups = useMemo(() => groupRecipes(visible), [visible]);
  const categories = useMemo(() => categoryChoices(listed, categoryNames), [listed, categoryNames]);

  const isOpen = useCallback(
    (group: RecipeGroup) => state.open[group.key] ?? (state.tags.includes(READY_TO_COOK) || group.key !== STARTER_GROUP || !hasOwn),
    [state.open, state.tags, hasOwn],
  );

  const set = useCallback(<K extends keyof ViewState>(key: K, value: ViewState[K]) => setState((s) => ({ ...s, [key]: value })), []);
  const toggleTag = useCallback(
    (tag: string) =>
      setState((s) => {
        const tags = toggled(s.tags, tag);
        // Turning Ready to Cook on shows every group open, whatever was closed before.
        return { ...s, tags, open: tag === READY_TO_COOK && tags.includes(tag) ? {} : s.open };
      }),
    [],
  );

  return {
    search: state.search,
    tab: state.tab,
    tags: state.tags,
    selectedCategories: state.categories,
    selectedCount: state.tags.length + state.categories.length,
    groups,
    categories,
    isOpen,
    hasOwn,
    totalCount: items.length,
    favoriteCount: useMemo(() => items.filter((recipe) => recipe.isFavorited).length, [items]),
    shownIn: (group: RecipeGroup) => Math.min(group.recipes.length, state.shown[group.key] ?? GROUP_PAGE_SIZE),
    setSearch: useCallback((value: string) => set('search', value), [set]),
    setTab: useCallback((tab: RecipeTab) => set('tab', tab), [set]),
    toggleTag,
    toggleCategory: useCallback((name: string) => setState((s) => ({ ...s, categories: toggled(s.categories, name) })), []),
    clearFilters: useCallback(() => setState((s) => ({ ...s, tags: [], categories: [] })), []),
    setOpen: useCallback((key: string, open: boolean) => setState((s) => ({ ...s, open: { ...s.open, [key]: open } })), []),
    showMore: useCallback(
      (key: string) => setState((s) => ({ ...s, shown: { ...s.shown, [key]: (s.shown[key] ?? GROUP_PAGE_SIZE) + GROUP_PAGE_SIZE } })),
      [],
    ),
  };
}

export type RecipeListView = ReturnType<typeof useRecipeListView>;
