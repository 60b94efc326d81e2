export { baseApi } from './base-api';
export { refreshingBaseQuery } from './base-query';
// The generated hooks and types; endpoints.ts enhances the same endpoints in place.
export * from './generated/api';
export { accountApi } from './endpoints';
export { PANTRY_LIST_TAG, SHOPPING_LIST_TAG, RECIPE_LIST_TAG, MEAL_PLAN_LIST_TAG, HOUSEHOLD_DATA_TAGS } from './cache-tags';
export { useCurrentHouseholdName, useCurrentHouseholdMembers, useLostHousehold, useSignedInUserId } from './households';
export {
  sessionSlice,
  signedIn,
  signedOut,
  sessionExpired,
  tokenRefreshed,
  tokenCleared,
  userLoaded,
  ACCESS_TOKEN_KEY,
  LAST_USER_KEY,
  GREETING_NAME_KEY,
  readStoredGreetingName,
  type SessionState,
  type SessionUser,
} from './session';
export { deviceSettingsSlice, deviceSettingChanged, APP_SETTINGS_KEY } from './device-settings';
export { useToday } from './today';
export { createAppStore, useAppDispatch, useAppSelector, useAppStore, type AppStore, type AppDispatch, type RootState } from './store';
export { useSession, useIsSignedIn, useDeviceSettings, useSetDeviceSetting, useSignIn, useRegister, useSignOut, useFinishProviderSignIn, useLinkProviderAccount, useStartNativeProviderSignIn, useFinishNativeProviderSignIn } from './hooks';
export { apiErrorMessage, apiErrorText, isFetchBaseQueryError, type ApiError } from './errors';
export { useListActions } from './list-actions';
export { listOnScreen } from './list-query';
export { ALL_PANTRY_ITEMS, ALL_RECIPES, RECOMMENDED_RECIPES, plannerMeals, weekMeals } from './screen-lists';
export { reportClientError, installClientErrorReporting, type ClientErrorReport } from './client-errors';
export { isUnsaved, rowKey, upsertRow } from './optimistic-list';
export { optimisticList, signedInPerson, type CacheAccess } from './optimistic-endpoints';
export { applyHouseholdChanges, pantryRowBelongs } from './household-changes';
export { usePendingWrites, usePendingRow, useConnectivity, useWriteRefusals } from './offline/hooks';
export { LAST_SEEN_ENDPOINTS } from './offline/last-seen';
export type { QueuedWrite, WriteList } from './offline/write-queue';
export type { WriteRefusal } from './offline/offline-slice';
