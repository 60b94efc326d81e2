import { HOUSEHOLD_DATA_TAGS, MEAL_PLAN_LIST_TAG, PANTRY_LIST_TAG, RECIPE_LIST_TAG, SHOPPING_LIST_TAG } from './cache-tags';
import { generatedApi } from './generated/api';
import { readRecipesInPages } from './recipe-pages';
import { leavingFromHere } from './households';
import { asksPacked } from './packed-lists';
import { signedInPerson } from './optimistic-endpoints';
import { tokenRefreshed, userLoaded } from './session';

/** Cache behaviour for the generated endpoints; generated/api.ts itself is never edited. */
export const accountApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Me', 'OidcAccount'],
  endpoints: {
    oidcAccount: { providesTags: ['OidcAccount'] },
    unlinkOidcAccount: { invalidatesTags: ['OidcAccount'] },
    listPantryItems: (definition) => {
      definition.providesTags = [PANTRY_LIST_TAG];
      asksPacked(definition);
    },
    listShoppingItems: (definition) => {
      definition.providesTags = [SHOPPING_LIST_TAG];
      asksPacked(definition);
    },
    listMealPlans: { providesTags: [MEAL_PLAN_LIST_TAG] },
    listRecipes: {
      providesTags: [RECIPE_LIST_TAG],
      // Read in pages (recipe-pages.ts); the generated single request is set aside.
      query: undefined,
      queryFn: (arg, _api, _extraOptions, baseQuery) => readRecipesInPages(arg, (page) => baseQuery({ url: '/api/recipes', params: page })),
    },
    getMe: {
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // The caller shows its own error state.
        }
      },
    },
    updateMe: {
      invalidatesTags: [],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { accessToken, ...user } = data;
          // A new e-mail address signed every device out; this one got a fresh session.
          if (accessToken) dispatch(tokenRefreshed(accessToken));
          dispatch(accountApi.util.upsertQueryData('getMe', undefined, user));
          dispatch(userLoaded(user));
        } catch {
          // The profile modal shows the error and keeps the input.
        }
      },
    },
    changePassword: {
      // An account made at the identity provider may have just set its first password: Settings' provider row says so.
      invalidatesTags: ['OidcAccount'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(tokenRefreshed(data.accessToken));
        } catch {
          // The form shows the error and keeps the input.
        }
      },
    },
    // The export is a download, read once and handed to the browser: nothing of it stays cached.
    exportMyData: { providesTags: [], keepUnusedDataFor: 0 },
    // An import may add to every list and replace the preferences and notification settings.
    importMyData: {
      invalidatesTags: [...HOUSEHOLD_DATA_TAGS, 'preferences', 'notifications'],
    },
    // The account is gone: the caller signs out, which clears the whole cache.
    deleteMe: { invalidatesTags: [] },
    login: { invalidatesTags: [] },
    register: { invalidatesTags: [] },
    refresh: { invalidatesTags: [] },
    logout: { invalidatesTags: [] },
    forgotPassword: { invalidatesTags: [] },
    resetPassword: { invalidatesTags: [] },
    reportClientError: { invalidatesTags: [] },
    switchHousehold: { invalidatesTags: [...HOUSEHOLD_DATA_TAGS] },
    joinHousehold: { invalidatesTags: [...HOUSEHOLD_DATA_TAGS] },
    createHousehold: { invalidatesTags: [...HOUSEHOLD_DATA_TAGS] },
    deleteHousehold: {
      invalidatesTags: [...HOUSEHOLD_DATA_TAGS],
      onQueryStarted: (id, { queryFulfilled }) => leavingFromHere(id, queryFulfilled),
    },
    // Leaving moves the user to another household; the owner removing someone refetches needlessly, but cheaply.
    removeHouseholdMember: {
      invalidatesTags: [...HOUSEHOLD_DATA_TAGS],
      onQueryStarted: ({ id, userId }, { getState, queryFulfilled }) => {
        if (signedInPerson({ getState })?.id === userId) leavingFromHere(id, queryFulfilled);
      },
    },
    // A preview is read once before joining; joining (which invalidates 'households') uses the code up, and a refetch would answer 404.
    getHouseholdInvitation: { providesTags: [] },
    // The preferences screen keeps what the user picked; a refetch after each save could put an older answer on screen.
    savePreferences: { invalidatesTags: [] },
  },
});
