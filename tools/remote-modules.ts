/**
 * What each feature app exposes, by remote and module name: the one list the remotes build their
 * `exposes` from (federation.ts) and the shell loads by, so the compiler refuses a module the shell
 * asks for that its remote does not have. Every exposed module's default export is a component
 * taking no props (a route or a Home card).
 */
export const REMOTE_MODULES = {
  pantry: ['PantryPage', 'PantryStatusCard'],
  shopping: ['ShoppingListPage', 'ShoppingListCard'],
  recipes: ['RecipesPage', 'CookTonightCard', 'AiRecommendationsCard'],
  planner: ['PlannerPage', 'WeekMealsCard'],
  account: ['SettingsPage', 'PreferencesPage', 'JoinPage'],
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;
export type RemoteModuleName<R extends RemoteName> = (typeof REMOTE_MODULES)[R][number];

/** One exposed module: `{ remote: 'pantry', module: 'PantryPage' }`; other pairs do not type-check. */
export type RemoteModule = { [R in RemoteName]: { remote: R; module: RemoteModuleName<R> } }[RemoteName];
