import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMatch } from 'react-router-dom';
import { Screen, Spinner } from '@mealapp/ui';
import { RecipeListScreen } from './list/RecipeListScreen';

// The detail (with the matching and display rules) loads when a recipe is first opened.
const RecipeDetailScreen = lazy(() => import('./detail/RecipeDetailScreen'));
const CookModeScreen = lazy(() => import('./cook/CookModeScreen'));

function scrollPage(top: number) {
  (document.scrollingElement ?? document.documentElement).scrollTop = top;
}

/**
 * /recipes, /recipes/{id} and /recipes/{id}/cook (spec part 2 §2, issue 26): one route element, so
 * going from the list to a recipe and back finds the list as it was (search, filters, open groups,
 * scroll position), and leaving cook mode finds the recipe as it was (its servings). The list
 * mounts on its first visit: a recipe opened from a link does not load every recipe first.
 */
export default function RecipesPage() {
  // Matched here rather than read from the route, so the page works under any route that mounts it.
  const cookingId = useMatch('/recipes/:id/cook')?.params.id;
  const id = useMatch('/recipes/:id')?.params.id ?? cookingId;
  const [listVisited, setListVisited] = useState(id === undefined);
  if (id === undefined && !listVisited) setListVisited(true);
  const listScroll = useRef(0);

  useEffect(() => {
    if (id !== undefined) return;
    const keep = () => {
      listScroll.current = window.scrollY;
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [id]);
  useLayoutEffect(() => scrollPage(id === undefined ? listScroll.current : 0), [id, cookingId]);

  return (
    <>
      {listVisited && (
        <div hidden={id !== undefined}>
          <RecipeListScreen />
        </div>
      )}
      {id !== undefined && (
        <div hidden={cookingId !== undefined}>
          <Suspense
            fallback={
              <Screen>
                <Spinner label="Loading recipe" />
              </Screen>
            }
          >
            <RecipeDetailScreen key={id} idParam={id} />
          </Suspense>
        </div>
      )}
      {cookingId !== undefined && (
        <Suspense fallback={<Spinner label="Loading cook mode" />}>
          <CookModeScreen key={cookingId} idParam={cookingId} />
        </Suspense>
      )}
    </>
  );
}
