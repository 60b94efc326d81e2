import type { RemoteModule } from '@mealapp/build-tools/remote-modules';

export type HomeFeatureCard = RemoteModule;

/**
 * The Home dashboard's feature cards, in display order. Each feature app owns its card and
 * exposes it (e.g. pantry `./PantryStatusCard`); add it here once the remote exposes it.
 */
export const HOME_FEATURE_CARDS: readonly HomeFeatureCard[] = [
  { remote: 'pantry', module: 'PantryStatusCard' },
  { remote: 'shopping', module: 'ShoppingListCard' },
];
