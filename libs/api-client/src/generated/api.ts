import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "auth",
  "events",
  "client-errors",
  "health",
  "households",
  "users",
  "meal-plans",
  "notifications",
  "pantry",
  "preferences",
  "recipes",
  "shopping",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      forgotPassword: build.mutation<
        ForgotPasswordApiResponse,
        ForgotPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/forgot-password`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["auth"],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/login`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["auth"],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      oidcInfo: build.query<OidcInfoApiResponse, OidcInfoApiArg>({
        query: () => ({ url: `/api/auth/oidc` }),
        providesTags: ["auth"],
      }),
      unlinkOidcAccount: build.mutation<
        UnlinkOidcAccountApiResponse,
        UnlinkOidcAccountApiArg
      >({
        query: () => ({ url: `/api/auth/oidc/account`, method: "DELETE" }),
        invalidatesTags: ["auth"],
      }),
      oidcAccount: build.query<OidcAccountApiResponse, OidcAccountApiArg>({
        query: () => ({ url: `/api/auth/oidc/account` }),
        providesTags: ["auth"],
      }),
      confirmOidcAccount: build.mutation<
        ConfirmOidcAccountApiResponse,
        ConfirmOidcAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/oidc/account/confirm`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["auth"],
      }),
      oidcCallback: build.query<OidcCallbackApiResponse, OidcCallbackApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/oidc/callback`,
          params: {
            error: queryArg.error,
            iss: queryArg.iss,
            state: queryArg.state,
            code: queryArg.code,
          },
        }),
        providesTags: ["auth"],
      }),
      oidcLink: build.mutation<OidcLinkApiResponse, OidcLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/oidc/link`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["auth"],
      }),
      oidcNativeFinish: build.mutation<
        OidcNativeFinishApiResponse,
        OidcNativeFinishApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/oidc/native/finish`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["auth"],
      }),
      oidcNativeStart: build.mutation<
        OidcNativeStartApiResponse,
        OidcNativeStartApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/oidc/native/start`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["auth"],
      }),
      oidcStart: build.query<OidcStartApiResponse, OidcStartApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/oidc/start`,
          params: {
            returnTo: queryArg,
          },
        }),
        providesTags: ["auth"],
      }),
      refresh: build.mutation<RefreshApiResponse, RefreshApiArg>({
        query: () => ({ url: `/api/auth/refresh`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/register`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["auth"],
      }),
      resetPassword: build.mutation<
        ResetPasswordApiResponse,
        ResetPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/reset-password`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["auth"],
      }),
      listHouseholdChanges: build.query<
        ListHouseholdChangesApiResponse,
        ListHouseholdChangesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/changes`,
          params: {
            since: queryArg,
          },
        }),
        providesTags: ["events"],
      }),
      reportClientError: build.mutation<
        ReportClientErrorApiResponse,
        ReportClientErrorApiArg
      >({
        query: (queryArg) => ({
          url: `/api/errors`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["client-errors"],
      }),
      health: build.query<HealthApiResponse, HealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
      }),
      liveness: build.query<LivenessApiResponse, LivenessApiArg>({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ["health"],
      }),
      readiness: build.query<ReadinessApiResponse, ReadinessApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ["health"],
      }),
      listHouseholds: build.query<
        ListHouseholdsApiResponse,
        ListHouseholdsApiArg
      >({
        query: () => ({ url: `/api/households` }),
        providesTags: ["households"],
      }),
      createHousehold: build.mutation<
        CreateHouseholdApiResponse,
        CreateHouseholdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["households"],
      }),
      switchHousehold: build.mutation<
        SwitchHouseholdApiResponse,
        SwitchHouseholdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/current`,
          method: "PUT",
          body: queryArg,
        }),
        invalidatesTags: ["households"],
      }),
      getHouseholdInvitation: build.query<
        GetHouseholdInvitationApiResponse,
        GetHouseholdInvitationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/invitations/${queryArg}`,
        }),
        providesTags: ["households"],
      }),
      joinHousehold: build.mutation<
        JoinHouseholdApiResponse,
        JoinHouseholdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/join`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["households"],
      }),
      deleteHousehold: build.mutation<
        DeleteHouseholdApiResponse,
        DeleteHouseholdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/${queryArg}`,
          method: "DELETE",
        }),
        invalidatesTags: ["households"],
      }),
      renameHousehold: build.mutation<
        RenameHouseholdApiResponse,
        RenameHouseholdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.householdNameDto,
        }),
        invalidatesTags: ["households"],
      }),
      revokeHouseholdInvitations: build.mutation<
        RevokeHouseholdInvitationsApiResponse,
        RevokeHouseholdInvitationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/${queryArg}/invitations`,
          method: "DELETE",
        }),
        invalidatesTags: ["households"],
      }),
      inviteToHousehold: build.mutation<
        InviteToHouseholdApiResponse,
        InviteToHouseholdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/${queryArg}/invitations`,
          method: "POST",
        }),
        invalidatesTags: ["households"],
      }),
      revokeHouseholdInvitation: build.mutation<
        RevokeHouseholdInvitationApiResponse,
        RevokeHouseholdInvitationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/${queryArg.id}/invitations/${queryArg.code}`,
          method: "DELETE",
        }),
        invalidatesTags: ["households"],
      }),
      removeHouseholdMember: build.mutation<
        RemoveHouseholdMemberApiResponse,
        RemoveHouseholdMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/${queryArg.id}/members/${queryArg.userId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["households"],
      }),
      handOverHousehold: build.mutation<
        HandOverHouseholdApiResponse,
        HandOverHouseholdApiArg
      >({
        query: (queryArg) => ({
          url: `/api/households/${queryArg.id}/members/${queryArg.userId}`,
          method: "PATCH",
          body: queryArg.updateHouseholdMemberDto,
        }),
        invalidatesTags: ["households"],
      }),
      deleteMe: build.mutation<DeleteMeApiResponse, DeleteMeApiArg>({
        query: (queryArg) => ({
          url: `/api/me`,
          method: "DELETE",
          body: queryArg,
        }),
        invalidatesTags: ["users"],
      }),
      getMe: build.query<GetMeApiResponse, GetMeApiArg>({
        query: () => ({ url: `/api/me` }),
        providesTags: ["users"],
      }),
      updateMe: build.mutation<UpdateMeApiResponse, UpdateMeApiArg>({
        query: (queryArg) => ({
          url: `/api/me`,
          method: "PATCH",
          body: queryArg,
        }),
        invalidatesTags: ["users"],
      }),
      exportMyData: build.query<ExportMyDataApiResponse, ExportMyDataApiArg>({
        query: () => ({ url: `/api/me/export` }),
        providesTags: ["users"],
      }),
      importMyData: build.mutation<ImportMyDataApiResponse, ImportMyDataApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/me/import`,
            method: "POST",
            body: queryArg,
          }),
          invalidatesTags: ["users"],
        },
      ),
      changePassword: build.mutation<
        ChangePasswordApiResponse,
        ChangePasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/me/password`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["users"],
      }),
      deleteMealPlanSlot: build.mutation<
        DeleteMealPlanSlotApiResponse,
        DeleteMealPlanSlotApiArg
      >({
        query: (queryArg) => ({
          url: `/api/meal-plans`,
          method: "DELETE",
          params: {
            date: queryArg.date,
            mealType: queryArg.mealType,
          },
        }),
        invalidatesTags: ["meal-plans"],
      }),
      listMealPlans: build.query<ListMealPlansApiResponse, ListMealPlansApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/meal-plans`,
            params: {
              startDate: queryArg.startDate,
              endDate: queryArg.endDate,
            },
          }),
          providesTags: ["meal-plans"],
        },
      ),
      createMealPlan: build.mutation<
        CreateMealPlanApiResponse,
        CreateMealPlanApiArg
      >({
        query: (queryArg) => ({
          url: `/api/meal-plans`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["meal-plans"],
      }),
      addPlannedToShoppingList: build.mutation<
        AddPlannedToShoppingListApiResponse,
        AddPlannedToShoppingListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/meal-plans/shopping`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["meal-plans"],
      }),
      deleteMealPlan: build.mutation<
        DeleteMealPlanApiResponse,
        DeleteMealPlanApiArg
      >({
        query: (queryArg) => ({
          url: `/api/meal-plans/${queryArg}`,
          method: "DELETE",
        }),
        invalidatesTags: ["meal-plans"],
      }),
      updateMealPlan: build.mutation<
        UpdateMealPlanApiResponse,
        UpdateMealPlanApiArg
      >({
        query: (queryArg) => ({
          url: `/api/meal-plans/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updateMealPlanDto,
        }),
        invalidatesTags: ["meal-plans"],
      }),
      getPushPublicKey: build.query<
        GetPushPublicKeyApiResponse,
        GetPushPublicKeyApiArg
      >({
        query: () => ({ url: `/api/notifications/public-key` }),
        providesTags: ["notifications"],
      }),
      unregisterPushToken: build.mutation<
        UnregisterPushTokenApiResponse,
        UnregisterPushTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/api/notifications/register-token`,
          method: "DELETE",
          body: queryArg,
        }),
        invalidatesTags: ["notifications"],
      }),
      registerPushToken: build.mutation<
        RegisterPushTokenApiResponse,
        RegisterPushTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/api/notifications/register-token`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["notifications"],
      }),
      getNotificationSettings: build.query<
        GetNotificationSettingsApiResponse,
        GetNotificationSettingsApiArg
      >({
        query: () => ({ url: `/api/notifications/settings` }),
        providesTags: ["notifications"],
      }),
      saveNotificationSettings: build.mutation<
        SaveNotificationSettingsApiResponse,
        SaveNotificationSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/notifications/settings`,
          method: "PUT",
          body: queryArg,
        }),
        invalidatesTags: ["notifications"],
      }),
      unsubscribePush: build.mutation<
        UnsubscribePushApiResponse,
        UnsubscribePushApiArg
      >({
        query: (queryArg) => ({
          url: `/api/notifications/subscribe`,
          method: "DELETE",
          body: queryArg,
        }),
        invalidatesTags: ["notifications"],
      }),
      subscribePush: build.mutation<
        SubscribePushApiResponse,
        SubscribePushApiArg
      >({
        query: (queryArg) => ({
          url: `/api/notifications/subscribe`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["notifications"],
      }),
      sendTestNotification: build.mutation<
        SendTestNotificationApiResponse,
        SendTestNotificationApiArg
      >({
        query: () => ({ url: `/api/notifications/test`, method: "POST" }),
        invalidatesTags: ["notifications"],
      }),
      listPantryItems: build.query<
        ListPantryItemsApiResponse,
        ListPantryItemsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/pantry`,
          params: {
            status: queryArg.status,
            category: queryArg.category,
          },
        }),
        providesTags: ["pantry"],
      }),
      createPantryItem: build.mutation<
        CreatePantryItemApiResponse,
        CreatePantryItemApiArg
      >({
        query: (queryArg) => ({
          url: `/api/pantry`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["pantry"],
      }),
      getPantryCatalogue: build.query<
        GetPantryCatalogueApiResponse,
        GetPantryCatalogueApiArg
      >({
        query: () => ({ url: `/api/pantry/catalogue` }),
        providesTags: ["pantry"],
      }),
      deletePantryItem: build.mutation<
        DeletePantryItemApiResponse,
        DeletePantryItemApiArg
      >({
        query: (queryArg) => ({
          url: `/api/pantry/${queryArg}`,
          method: "DELETE",
        }),
        invalidatesTags: ["pantry"],
      }),
      updatePantryItem: build.mutation<
        UpdatePantryItemApiResponse,
        UpdatePantryItemApiArg
      >({
        query: (queryArg) => ({
          url: `/api/pantry/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updatePantryItemDto,
        }),
        invalidatesTags: ["pantry"],
      }),
      getPreferences: build.query<
        GetPreferencesApiResponse,
        GetPreferencesApiArg
      >({
        query: () => ({ url: `/api/preferences` }),
        providesTags: ["preferences"],
      }),
      savePreferences: build.mutation<
        SavePreferencesApiResponse,
        SavePreferencesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/preferences`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["preferences"],
      }),
      getRecipeImage: build.query<
        GetRecipeImageApiResponse,
        GetRecipeImageApiArg
      >({
        query: (queryArg) => ({ url: `/api/recipe-images/${queryArg}` }),
        providesTags: ["recipes"],
      }),
      listRecipes: build.query<ListRecipesApiResponse, ListRecipesApiArg>({
        query: (queryArg) => ({
          url: `/api/recipes`,
          params: {
            category: queryArg.category,
            trending: queryArg.trending,
            recommended: queryArg.recommended,
            favorited: queryArg.favorited,
            pinned: queryArg.pinned,
            scope: queryArg.scope,
            limit: queryArg.limit,
            afterId: queryArg.afterId,
          },
        }),
        providesTags: ["recipes"],
      }),
      createRecipe: build.mutation<CreateRecipeApiResponse, CreateRecipeApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/recipes`,
            method: "POST",
            body: queryArg,
          }),
          invalidatesTags: ["recipes"],
        },
      ),
      listRecipeCategories: build.query<
        ListRecipeCategoriesApiResponse,
        ListRecipeCategoriesApiArg
      >({
        query: () => ({ url: `/api/recipes/categories` }),
        providesTags: ["recipes"],
      }),
      createRecipeCategory: build.mutation<
        CreateRecipeCategoryApiResponse,
        CreateRecipeCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/recipes/categories`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["recipes"],
      }),
      importRecipeArchive: build.mutation<
        ImportRecipeArchiveApiResponse,
        ImportRecipeArchiveApiArg
      >({
        query: (queryArg) => ({
          url: `/api/recipes/import/archive`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["recipes"],
      }),
      parseRecipe: build.mutation<ParseRecipeApiResponse, ParseRecipeApiArg>({
        query: (queryArg) => ({
          url: `/api/recipes/parse`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["recipes"],
      }),
      scanRecipe: build.mutation<ScanRecipeApiResponse, ScanRecipeApiArg>({
        query: (queryArg) => ({
          url: `/api/recipes/scan`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["recipes"],
      }),
      deleteRecipe: build.mutation<DeleteRecipeApiResponse, DeleteRecipeApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/recipes/${queryArg}`,
            method: "DELETE",
          }),
          invalidatesTags: ["recipes"],
        },
      ),
      getRecipe: build.query<GetRecipeApiResponse, GetRecipeApiArg>({
        query: (queryArg) => ({ url: `/api/recipes/${queryArg}` }),
        providesTags: ["recipes"],
      }),
      updateRecipe: build.mutation<UpdateRecipeApiResponse, UpdateRecipeApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/recipes/${queryArg.id}`,
            method: "PUT",
            body: queryArg.updateRecipeDto,
          }),
          invalidatesTags: ["recipes"],
        },
      ),
      cookRecipe: build.mutation<CookRecipeApiResponse, CookRecipeApiArg>({
        query: (queryArg) => ({
          url: `/api/recipes/${queryArg.id}/cooked`,
          method: "POST",
          body: queryArg.cookRecipeDto,
        }),
        invalidatesTags: ["recipes"],
      }),
      toggleRecipeFavorite: build.mutation<
        ToggleRecipeFavoriteApiResponse,
        ToggleRecipeFavoriteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/recipes/${queryArg}/favorite`,
          method: "POST",
        }),
        invalidatesTags: ["recipes"],
      }),
      updateRecipeImage: build.mutation<
        UpdateRecipeImageApiResponse,
        UpdateRecipeImageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/recipes/${queryArg.id}/image`,
          method: "PATCH",
          body: queryArg.updateRecipeImageDto,
        }),
        invalidatesTags: ["recipes"],
      }),
      uploadRecipeImage: build.mutation<
        UploadRecipeImageApiResponse,
        UploadRecipeImageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/recipes/${queryArg.id}/image/upload`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["recipes"],
      }),
      toggleRecipePin: build.mutation<
        ToggleRecipePinApiResponse,
        ToggleRecipePinApiArg
      >({
        query: (queryArg) => ({
          url: `/api/recipes/${queryArg}/pin`,
          method: "POST",
        }),
        invalidatesTags: ["recipes"],
      }),
      addRecipeToShoppingList: build.mutation<
        AddRecipeToShoppingListApiResponse,
        AddRecipeToShoppingListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/recipes/${queryArg.id}/shopping`,
          method: "POST",
          body: queryArg.addRecipeToShoppingListDto,
        }),
        invalidatesTags: ["recipes"],
      }),
      listShoppingItems: build.query<
        ListShoppingItemsApiResponse,
        ListShoppingItemsApiArg
      >({
        query: () => ({ url: `/api/shopping` }),
        providesTags: ["shopping"],
      }),
      createShoppingItem: build.mutation<
        CreateShoppingItemApiResponse,
        CreateShoppingItemApiArg
      >({
        query: (queryArg) => ({
          url: `/api/shopping`,
          method: "POST",
          body: queryArg,
        }),
        invalidatesTags: ["shopping"],
      }),
      combineSimilarShoppingItems: build.mutation<
        CombineSimilarShoppingItemsApiResponse,
        CombineSimilarShoppingItemsApiArg
      >({
        query: () => ({ url: `/api/shopping/combine-similar`, method: "POST" }),
        invalidatesTags: ["shopping"],
      }),
      clearCompletedShoppingItems: build.mutation<
        ClearCompletedShoppingItemsApiResponse,
        ClearCompletedShoppingItemsApiArg
      >({
        query: () => ({
          url: `/api/shopping/completed/clear`,
          method: "DELETE",
        }),
        invalidatesTags: ["shopping"],
      }),
      deleteShoppingItem: build.mutation<
        DeleteShoppingItemApiResponse,
        DeleteShoppingItemApiArg
      >({
        query: (queryArg) => ({
          url: `/api/shopping/${queryArg}`,
          method: "DELETE",
        }),
        invalidatesTags: ["shopping"],
      }),
      updateShoppingItem: build.mutation<
        UpdateShoppingItemApiResponse,
        UpdateShoppingItemApiArg
      >({
        query: (queryArg) => ({
          url: `/api/shopping/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updateShoppingItemDto,
        }),
        invalidatesTags: ["shopping"],
      }),
      toggleShoppingItem: build.mutation<
        ToggleShoppingItemApiResponse,
        ToggleShoppingItemApiArg
      >({
        query: (queryArg) => ({
          url: `/api/shopping/${queryArg.id}/toggle`,
          method: "PATCH",
          body: queryArg.toggleShoppingItemDto,
        }),
        invalidatesTags: ["shopping"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ForgotPasswordApiResponse =
  /** status 200 Answered at once and the same whether or not the address has an account; the mail follows */ MessageDto;
export type ForgotPasswordApiArg = ForgotPasswordDto;
export type LoginApiResponse =
  /** status 200 Also sets the httpOnly refresh_token cookie (path /api/auth) */ AccessTokenDto;
export type LoginApiArg = LoginDto;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type OidcInfoApiResponse = /** status 200  */ OidcInfoDto;
export type OidcInfoApiArg = void;
export type UnlinkOidcAccountApiResponse = unknown;
export type UnlinkOidcAccountApiArg = void;
export type OidcAccountApiResponse = /** status 200  */ OidcAccountDto;
export type OidcAccountApiArg = void;
export type ConfirmOidcAccountApiResponse =
  /** status 200 Also sets the oidc_state cookie; the browser goes to `url` and comes back to /signin/callback?confirmed=1 */ OidcConfirmStartDto;
export type ConfirmOidcAccountApiArg = OidcConfirmDto;
export type OidcCallbackApiResponse = unknown;
export type OidcCallbackApiArg = {
  error?: any;
  iss?: any;
  state?: any;
  code?: any;
};
export type OidcLinkApiResponse =
  /** status 200 Linked and signed in; also sets the refresh_token cookie */ OidcLinkedDto;
export type OidcLinkApiArg = OidcLinkDto;
export type OidcNativeFinishApiResponse =
  /** status 200 Where the app goes next, as the web callback's redirect: signed in (the refresh_token cookie set), a link to confirm (the oidc_link cookie set), or a problem. Finishes only with the oidc_state cookie the start set in the same app. */ OidcNativeFinishedDto;
export type OidcNativeFinishApiArg = OidcNativeFinishDto;
export type OidcNativeStartApiResponse =
  /** status 200 Also sets the oidc_state cookie in the app; the provider comes back by app.mealplanner:/signin/callback */ OidcNativeStartedDto;
export type OidcNativeStartApiArg = OidcNativeStartDto;
export type OidcStartApiResponse = unknown;
export type OidcStartApiArg =
  /** A path of this app to come back to, e.g. /join/{code} */ any | undefined;
export type RefreshApiResponse =
  /** status 200 Rotates the refresh_token cookie */ AccessTokenDto;
export type RefreshApiArg = void;
export type RegisterApiResponse =
  /** status 201 The new account; the client signs in next */ UserDto;
export type RegisterApiArg = RegisterDto;
export type ResetPasswordApiResponse =
  /** status 200 Signs the account out on every device */ MessageDto;
export type ResetPasswordApiArg = ResetPasswordDto;
export type ListHouseholdChangesApiResponse =
  /** status 200  */ HouseholdChangesDto;
export type ListHouseholdChangesApiArg =
  /** The last log position the client applied: an event's id from GET /api/events, or the seq of the previous answer */ number;
export type ReportClientErrorApiResponse =
  /** status 201  */ ClientErrorReceiptDto;
export type ReportClientErrorApiArg = ClientErrorReportDto;
export type HealthApiResponse = /** status 200  */ HealthDto;
export type HealthApiArg = void;
export type LivenessApiResponse = /** status 200  */ HealthDto;
export type LivenessApiArg = void;
export type ReadinessApiResponse = /** status 200  */ HealthDto;
export type ReadinessApiArg = void;
export type ListHouseholdsApiResponse =
  /** status 200 Every household the user belongs to, in the order they joined; one is current */ HouseholdDto[];
export type ListHouseholdsApiArg = void;
export type CreateHouseholdApiResponse = /** status 201  */ HouseholdDto;
export type CreateHouseholdApiArg = HouseholdNameDto;
export type SwitchHouseholdApiResponse = /** status 200  */ HouseholdDto;
export type SwitchHouseholdApiArg = SwitchHouseholdDto;
export type GetHouseholdInvitationApiResponse =
  /** status 200  */ HouseholdInvitationPreviewDto;
export type GetHouseholdInvitationApiArg = string;
export type JoinHouseholdApiResponse = /** status 200  */ HouseholdDto;
export type JoinHouseholdApiArg = JoinHouseholdDto;
export type DeleteHouseholdApiResponse = unknown;
export type DeleteHouseholdApiArg = number;
export type RenameHouseholdApiResponse = /** status 200  */ HouseholdDto;
export type RenameHouseholdApiArg = {
  id: number;
  householdNameDto: HouseholdNameDto;
};
export type RevokeHouseholdInvitationsApiResponse = unknown;
export type RevokeHouseholdInvitationsApiArg = number;
export type InviteToHouseholdApiResponse =
  /** status 201  */ HouseholdInvitationDto;
export type InviteToHouseholdApiArg = number;
export type RevokeHouseholdInvitationApiResponse = unknown;
export type RevokeHouseholdInvitationApiArg = {
  id: number;
  code: string;
};
export type RemoveHouseholdMemberApiResponse = unknown;
export type RemoveHouseholdMemberApiArg = {
  id: number;
  userId: number;
};
export type HandOverHouseholdApiResponse = /** status 200  */ HouseholdDto;
export type HandOverHouseholdApiArg = {
  id: number;
  userId: number;
  updateHouseholdMemberDto: UpdateHouseholdMemberDto;
};
export type DeleteMeApiResponse = unknown;
export type DeleteMeApiArg = DeleteAccountDto;
export type GetMeApiResponse = /** status 200  */ UserDto;
export type GetMeApiArg = void;
export type UpdateMeApiResponse =
  /** status 200 A new e-mail address signs every device out; this one gets a fresh access token and refresh cookie */ UpdatedProfileDto;
export type UpdateMeApiArg = UpdateMeDto;
export type ExportMyDataApiResponse =
  /** status 200 An attachment named meal-planner-export-YYYY-MM-DD.json */ {
    exportedAt?: string;
    format: "mealapp-export";
    households?: object[];
    libraryRecipes?: object[];
    notificationSettings?: object | null;
    preferences?: object | null;
    profile?: object;
    /** schema.org Recipe JSON-LD */
    schemaOrgRecipes?: object[];
    version: 1;
  };
export type ExportMyDataApiArg = void;
export type ImportMyDataApiResponse = /** status 200  */ ImportResultDto;
export type ImportMyDataApiArg = {
  exportedAt?: string;
  format: "mealapp-export";
  households?: object[];
  libraryRecipes?: object[];
  notificationSettings?: object | null;
  preferences?: object | null;
  profile?: object;
  /** schema.org Recipe JSON-LD */
  schemaOrgRecipes?: object[];
  version: 1;
};
export type ChangePasswordApiResponse =
  /** status 200 Every other device is signed out; this one gets a fresh access token and refresh cookie */ AccessTokenDto;
export type ChangePasswordApiArg = ChangePasswordDto;
export type DeleteMealPlanSlotApiResponse = unknown;
export type DeleteMealPlanSlotApiArg = {
  date: string;
  mealType: MealType;
};
export type ListMealPlansApiResponse =
  /** status 200 The entries of the range, by day then Breakfast, Lunch, Dinner, each recipe meal with its recipe summary */ MealPlanDto[];
export type ListMealPlansApiArg = {
  /** First day, YYYY-MM-DD */
  startDate: string;
  /** Last day (included), YYYY-MM-DD */
  endDate: string;
};
export type CreateMealPlanApiResponse =
  /** status 201 The entry as stored */ MealPlanDto;
export type CreateMealPlanApiArg = CreateMealPlanDto;
export type AddPlannedToShoppingListApiResponse =
  /** status 200 In one transaction: for every recipe meal planned from startDate to endDate (each meal counted), the ingredients missing or low in the user's pantry, added to the shopping list; one already pending gets the quantity added (merged) instead of a second row. Custom meals add nothing; nothing needed answers { added: 0, merged: 0, items: [] }. */ RecipeShoppingResultDto;
export type AddPlannedToShoppingListApiArg = PlannedShoppingDto;
export type DeleteMealPlanApiResponse = unknown;
export type DeleteMealPlanApiArg = number;
export type UpdateMealPlanApiResponse = /** status 200  */ MealPlanDto;
export type UpdateMealPlanApiArg = {
  id: number;
  updateMealPlanDto: UpdateMealPlanDto;
};
export type GetPushPublicKeyApiResponse =
  /** status 200 The server's VAPID public key, for PushManager.subscribe's applicationServerKey */ PublicKeyDto;
export type GetPushPublicKeyApiArg = void;
export type UnregisterPushTokenApiResponse = unknown;
export type UnregisterPushTokenApiArg = UnregisterTokenDto;
export type RegisterPushTokenApiResponse =
  | /** status 200 A token this user had registered */ NativePushTokenDto
  | /** status 201 A token new to this user */ NativePushTokenDto;
export type RegisterPushTokenApiArg = RegisterTokenDto;
export type GetNotificationSettingsApiResponse =
  /** status 200 The six settings (the defaults until the user saves) and the time zone the daily notifications use */ NotificationSettingsDto;
export type GetNotificationSettingsApiArg = void;
export type SaveNotificationSettingsApiResponse =
  /** status 200 The settings as stored (replacing the previous ones) */ NotificationSettingsDto;
export type SaveNotificationSettingsApiArg = SaveNotificationSettingsDto;
export type UnsubscribePushApiResponse = unknown;
export type UnsubscribePushApiArg = UnsubscribeDto;
export type SubscribePushApiResponse =
  | /** status 200 A device this user had subscribed: keys and time zone updated */ PushSubscriptionDto
  | /** status 201 A device new to this user */ PushSubscriptionDto;
export type SubscribePushApiArg = SubscribeDto;
export type SendTestNotificationApiResponse =
  /** status 200 One entry per device, browsers first; empty when the user has none */ DeviceDeliveryDto[];
export type SendTestNotificationApiArg = void;
export type ListPantryItemsApiResponse =
  /** status 200 The user's items, oldest first (by id). Sent as application/vnd.mealplanner.packed-list+json (each field and person named once) to a client whose Accept names it first */ PantryItemDto[];
export type ListPantryItemsApiArg = {
  status?: PantryStatus;
  /** One of the nine categories, or Uncategorized for items without one */
  category?: PantryCategoryFilter;
};
export type CreatePantryItemApiResponse = /** status 201  */ PantryItemDto;
export type CreatePantryItemApiArg = CreatePantryItemDto;
export type GetPantryCatalogueApiResponse =
  /** status 200 The built-in catalogue of common items (the same list the apps use) */ PantryCatalogueEntryDto[];
export type GetPantryCatalogueApiArg = void;
export type DeletePantryItemApiResponse = unknown;
export type DeletePantryItemApiArg = number;
export type UpdatePantryItemApiResponse = /** status 200  */ PantryItemDto;
export type UpdatePantryItemApiArg = {
  id: number;
  updatePantryItemDto: UpdatePantryItemDto;
};
export type GetPreferencesApiResponse =
  /** status 200 The user's preferences; the defaults until they save any */ PreferencesDto;
export type GetPreferencesApiArg = void;
export type SavePreferencesApiResponse =
  /** status 200 The preferences as stored (replacing the previous ones) */ PreferencesDto;
export type SavePreferencesApiArg = PreferencesDto;
export type GetRecipeImageApiResponse =
  /** status 200 The image as uploaded (PNG, JPEG or WebP, checked by content) */ Blob;
export type GetRecipeImageApiArg = string;
export type ListRecipesApiResponse =
  /** status 200 Every recipe the user can read, by id: their own and the shared ones (the demo recipes and the starter library, readOnly true). Summaries: every recipe field except ingredients, instructions and nutrition (GET /api/recipes/{id} gives those), plus ingredientStatus against the user's pantry, computed by the server at each call. Without limit the whole collection is answered at once; the apps read it in pages of 1,000 (limit and afterId), so no one answer is large, then group, filter and search it on the device. The Recipes screen shows the user's own recipes first and the shared ones in their own 'Starter recipes' section at the end, collapsed once the user has recipes of their own. */ RecipeSummaryDto[];
export type ListRecipesApiArg = {
  /** Only recipes in this category (a category id) */
  category?: number;
  /** true: only trending recipes; false: only the others */
  trending?: boolean;
  /** true: the user's recommendations, best first (at most 20), each with its match percent, badge and reason, computed at each call from their recipes and the starter library, pantry, preferences (diet and allergies exclude) and recent meal plans; false: every other recipe */
  recommended?: boolean;
  /** true: only the user's favorites; false: only the others */
  favorited?: boolean;
  /** true: only the user's pinned recipes; false: only the others */
  pinned?: boolean;
  /** mine: the user's own recipes; library: the shared demo and starter recipes; absent: both */
  scope?: RecipeScope;
  /** Answer at most this many recipes (a page); absent: all of them. Ask for the next page with afterId set to the last id answered, until a page comes back short. */
  limit?: number;
  /** Only recipes with a larger id (the list is ordered by id): the last id of the previous page */
  afterId?: number;
};
export type CreateRecipeApiResponse = /** status 201  */ RecipeDto;
export type CreateRecipeApiArg = CreateRecipeDto;
export type ListRecipeCategoriesApiResponse =
  /** status 200 The shared categories (the starter library's), then the user's own, each oldest first */ RecipeCategoryDto[];
export type ListRecipeCategoriesApiArg = void;
export type CreateRecipeCategoryApiResponse =
  /** status 201  */ RecipeCategoryDto;
export type CreateRecipeCategoryApiArg = CreateRecipeCategoryDto;
export type ImportRecipeArchiveApiResponse =
  /** status 200 The report; with Accept: application/x-ndjson, progress lines then the report line (schema #/components/schemas/ArchiveImportLineDto) */ ArchiveImportReportDto;
export type ImportRecipeArchiveApiArg = {
  /** Exports: zip archives, JSON, gzipped Paprika recipes, CSV, recipes.html, .cook and Chowdown .md files */
  files: Blob[];
};
export type ParseRecipeApiResponse =
  /** status 200 The recipe read from pasted text or from a web page (schema.org Recipe in JSON-LD or microdata, else the page's headings and lists), for the review step; nothing is saved. Pages are fetched by the server under the safe-fetch rules (public http(s) addresses only, at most 5 redirects, 10 s, 5 MB, HTML only). */ ParsedRecipeDto;
export type ParseRecipeApiArg = ParseRecipeDto;
export type ScanRecipeApiResponse =
  /** status 200 The recipe read from a photo of a printed page, for review before saving; nothing is saved. The photo's text is read on this server (Tesseract, English) and parsed as Paste & Parse parses text. */ ScanResultDto;
export type ScanRecipeApiArg = ScanRecipeDto;
export type DeleteRecipeApiResponse = unknown;
export type DeleteRecipeApiArg = number;
export type GetRecipeApiResponse = /** status 200  */ RecipeDto;
export type GetRecipeApiArg = number;
export type UpdateRecipeApiResponse =
  /** status 200 Replaces every field, ingredient, instruction and the nutrition */ RecipeDto;
export type UpdateRecipeApiArg = {
  id: number;
  updateRecipeDto: UpdateRecipeDto;
};
export type CookRecipeApiResponse =
  /** status 201 The cooking as recorded, the planned meals it marked and the pantry changes offered */ CookedMealDto;
export type CookRecipeApiArg = {
  id: number;
  cookRecipeDto: CookRecipeDto;
};
export type ToggleRecipeFavoriteApiResponse =
  /** status 200 Toggles the user's favorite; shared recipes too (favorites are per user) */ RecipeFavoriteDto;
export type ToggleRecipeFavoriteApiArg = number;
export type UpdateRecipeImageApiResponse = /** status 200  */ RecipeDto;
export type UpdateRecipeImageApiArg = {
  id: number;
  updateRecipeImageDto: UpdateRecipeImageDto;
};
export type UploadRecipeImageApiResponse =
  /** status 200 The recipe with imageType 'upload' and imageUrl /api/recipe-images/{id}. The type is read from the file's content, not its name. */ RecipeDto;
export type UploadRecipeImageApiArg = {
  id: number;
  body: {
    /** PNG, JPEG or WebP, at most 5 MB */
    file: Blob;
  };
};
export type ToggleRecipePinApiResponse =
  /** status 200 Toggles the user's pin; shared recipes too (pins are per user) */ RecipePinDto;
export type ToggleRecipePinApiArg = number;
export type AddRecipeToShoppingListApiResponse =
  /** status 200 In one transaction: the recipe's ingredients matched against the user's pantry; 'needed' takes the missing and low stock ones, 'all' every one. An item already pending on the list gets the quantity added (merged) instead of a second row. 'needed' with nothing missing or low answers { added: 0, merged: 0, items: [] }. With servings, the quantities are scaled from the recipe's servings to them as the recipe screen shows them (1 1/2 cups; eggs rounded to whole ones). */ RecipeShoppingResultDto;
export type AddRecipeToShoppingListApiArg = {
  id: number;
  addRecipeToShoppingListDto: AddRecipeToShoppingListDto;
};
export type ListShoppingItemsApiResponse =
  /** status 200 The user's items, oldest first (by id). Sent as application/vnd.mealplanner.packed-list+json (each field and person named once) to a client whose Accept names it first */ ShoppingItemDto[];
export type ListShoppingItemsApiArg = void;
export type CreateShoppingItemApiResponse = /** status 201  */ ShoppingItemDto;
export type CreateShoppingItemApiArg = CreateShoppingItemDto;
export type CombineSimilarShoppingItemsApiResponse =
  /** status 200 Merges unchecked items naming the same thing and saves the result in one transaction; checked items are untouched. With fewer than 2 unchecked items: success false, "You need at least 2 items to combine", nothing changed. Nothing similar: success true, "No similar items found to combine.", no combinations. Running it twice changes nothing the second time. */ CombineResultDto;
export type CombineSimilarShoppingItemsApiArg = void;
export type ClearCompletedShoppingItemsApiResponse =
  /** status 200 Deletes the user's completed (isShopped) items; pending ones stay */ ClearCompletedResultDto;
export type ClearCompletedShoppingItemsApiArg = void;
export type DeleteShoppingItemApiResponse = unknown;
export type DeleteShoppingItemApiArg = number;
export type UpdateShoppingItemApiResponse = /** status 200  */ ShoppingItemDto;
export type UpdateShoppingItemApiArg = {
  id: number;
  updateShoppingItemDto: UpdateShoppingItemDto;
};
export type ToggleShoppingItemApiResponse =
  /** status 200 The item with isShopped flipped. In the same transaction: ticking with autoAddShoppedToPantry adds it to the pantry as In Stock (with its category) or sets an Out of Stock pantry item of that name back to In Stock; unticking with both settings on sets an In Stock pantry item of that name Out of Stock. If the pantry step fails, nothing changes. */ ShoppingItemDto;
export type ToggleShoppingItemApiArg = {
  id: number;
  /** The device settings; absent ones default to on (spec part 1 §9) */
  toggleShoppingItemDto: ToggleShoppingItemDto;
};
export type MessageDto = {
  message: string;
};
export type ErrorDto = {
  error: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type AccessTokenDto = {
  /** JWT for the Authorization: Bearer header; the refresh token travels in the refresh_token cookie */
  accessToken: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type OidcInfoDto = {
  /** OIDC_AUTO_REDIRECT: whether onboarding goes straight to the provider */
  autoRedirect: boolean;
  /** Whether sign-in with an identity provider is set up here */
  enabled: boolean;
  /** OIDC_PASSWORD_LOGIN: whether email and password sign-in and sign-up are offered */
  passwordLogin: boolean;
  /** OIDC_PROVIDER_NAME: the button reads "Sign in with {providerName}" */
  providerName: string | null;
  /** Whether the provider has answered; false while it cannot be reached (it is tried again) */
  reachable: boolean;
  /** OIDC_SIGNUP: whether a first sign-in at the provider makes an account */
  signup: boolean;
};
export type OidcAccountDto = {
  /** Whether the account has a password (it may unlink the provider only then) */
  hasPassword: boolean;
  /** Whether this account signs in with the provider */
  linked: boolean;
  /** OIDC_PROVIDER_NAME; null when no provider is set up */
  providerName: string | null;
};
export type OidcConfirmStartDto = {
  /** The provider's sign-in page (max_age=0, prompt=login): the browser goes there */
  url: string;
};
export type OidcConfirmDto = {
  /** From the Android or iOS app: the provider comes back by the app link (app.mealplanner:/signin/callback), which the app finishes with POST /api/auth/oidc/native/finish */
  native?: boolean;
  /** A path of this app to come back to */
  returnTo?: string;
};
export type OidcLinkedDto = {
  /** JWT for the Authorization: Bearer header; the refresh token travels in the refresh_token cookie */
  accessToken: string;
  /** The page of this app the sign-in started from (an invitation link), or null */
  returnTo: string | null;
};
export type OidcLinkDto = {
  /** The password of the account with the provider's address, given once to link it */
  password: string;
};
export type OidcNativeFinishedDto = {
  /** The app's page to go to, as the web callback's redirect would: /signin/callback, with ?link=1&email=, ?problem= or ?returnTo= as there */
  location: string;
};
export type OidcNativeFinishDto = {
  /** The whole link, app.mealplanner:/signin/callback?… */
  url: string;
};
export type OidcNativeStartedDto = {
  /** The provider's sign-in page, to open in the system browser; the provider comes back by app.mealplanner:/signin/callback */
  url: string;
};
export type OidcNativeStartDto = {
  /** A path of this app to come back to */
  returnTo?: string;
};
export type UserDto = {
  email: string;
  id: number;
  name: string;
};
export type RegisterDto = {
  email: string;
  name: string;
  password: string;
};
export type ResetPasswordDto = {
  password: string;
  /** The token from the e-mailed link */
  token: string;
};
export type MealPlanCookDto = {
  /** The member's user id */
  id: number;
  name: string;
};
export type MealType = "breakfast" | "lunch" | "dinner";
export type RecipeImageType = "stock" | "url" | "upload";
export type MealPlanRecipeDto = {
  /** Minutes */
  cookTime: number | null;
  description: string | null;
  id: number;
  imageType: RecipeImageType;
  /** null: the fallback image */
  imageUrl: string | null;
  servings: number | null;
  stockImageId: string | null;
  title: string;
};
export type MealPlanType = "recipe" | "custom";
export type MealPlanDto = {
  /** The cook, with their name */
  cook: MealPlanCookDto | (null | null);
  /** Who cooks it: a member of the household, null for nobody yet */
  cookId: number | null;
  /** When it was recorded cooked (POST /api/recipes/{id}/cooked), null until then; the server sets it, a write ignores it */
  cookedAt: string | null;
  /** Set when type is custom */
  customName: string | null;
  date: string;
  id: number;
  mealType: MealType;
  /** The recipe summary when type is recipe */
  recipe: MealPlanRecipeDto | (null | null);
  /** Set when type is recipe */
  recipeId: number | null;
  /** A recipe meal's servings to cook and shop for; null: the recipe's own */
  servings: number | null;
  type: MealPlanType;
};
export type MealPlanChangesDto = {
  /** Ids of rows gone since (deleted, or no longer the household's) */
  deleted: number[];
  /** Entries added or changed since, as GET /api/meal-plans answers them, whatever their date */
  upserted: MealPlanDto[];
};
export type CategoryName =
  | "Dairy & Eggs"
  | "Bakery"
  | "Produce"
  | "Pantry"
  | "Meat"
  | "Seafood"
  | "Frozen"
  | "Beverages"
  | "Snacks";
export type PantryStatus = "In Stock" | "Low Stock" | "Out of Stock";
export type PersonDto = {
  /** The person's user id */
  id: number;
  name: string;
};
export type PantryItemDto = {
  /** null: Uncategorized */
  category: CategoryName | (null | null);
  /** A calendar date, YYYY-MM-DD */
  expirationDate: string | null;
  id: number;
  name: string;
  status: PantryStatus;
  /** Who changed it last (or added it); a tick on the shopping list that adds or restocks it counts */
  updatedBy: PersonDto | (null | null);
};
export type PantryChangesDto = {
  /** Ids of rows gone since (deleted, or no longer the household's) */
  deleted: number[];
  /** Rows added or changed since, as GET /api/pantry answers them */
  upserted: PantryItemDto[];
};
export type RecipeCategoryDto = {
  description: string | null;
  id: number;
  name: string;
};
export type RecipeDifficulty = "easy" | "medium" | "hard";
export type IngredientStatusDto = {
  /** Matched by an In Stock pantry item */
  available: number;
  /** Matched by a Low Stock pantry item (and no In Stock one) */
  lowStock: number;
  /** Matched by no pantry item, or only by Out of Stock ones */
  missing: number;
  /** round(100 * (available + lowStock) / total); 100 for a recipe without ingredients */
  percent: number;
  /** Ingredients in the recipe */
  total: number;
};
export type RecipeLibrary = "demo" | "starter";
export type RecommendationBadge = "Top Pick" | "Trending" | "Smart Swap";
export type RecommendationDto = {
  /** The first rule it meets. Smart Swap: uses pantry food that expires within 3 days. Trending: flagged trending by the starter library, or planned twice or more in the last 30 days. Top Pick: its match is one of the 5 best of the recipes weighed (ties share a place), or 80% or more. A recipe that meets none is not recommended. */
  badge: RecommendationBadge;
  /** Calories per serving, from the recipe's nutrition; null when not given */
  calories: number | null;
  /** How well the recipe fits: pantry coverage, cook time within the maximum, favourite cuisine and spice level, 0 to 100 */
  matchPercent: number;
  /** The strongest reason, from the user's own data */
  reason: string;
};
export type RecipeSummaryDto = {
  category: RecipeCategoryDto | (null | null);
  categoryId: number | null;
  /** The derived tags that do not depend on the pantry (spec part 2 §4: difficulty, meal type, cuisine, time, diet, category, source, Trending, Recommended), computed when the recipe is saved */
  contentTags: string[];
  /** Minutes */
  cookTime: number | null;
  createdAt: string;
  cuisine: string | null;
  description: string | null;
  difficulty: RecipeDifficulty;
  id: number;
  imageType: RecipeImageType;
  /** null: the fallback image */
  imageUrl: string | null;
  ingredientCount: number;
  ingredientStatus: IngredientStatusDto;
  instructionCount: number;
  /** This user's favorite (favorites are per user) */
  isFavorited: boolean;
  /** Pinned by this user (pins are per user) */
  isPinned: boolean;
  isRecommended: boolean;
  isTrending: boolean;
  /** Which shared collection the recipe belongs to; null for the user's own */
  library: RecipeLibrary | (null | null);
  /** Minutes */
  prepTime: number | null;
  /** A shared recipe (demo or starter library): readable by every user, changed by none. Save a copy to edit it. */
  readOnly: boolean;
  /** Only with recommended=true */
  recommendation?: RecommendationDto;
  servings: number | null;
  /** Where the recipe came from: 'Test Recipe' for the demo recipes, 'Starter library', an imported page's host, 'Scan', or null */
  source: string | null;
  stockImageId: string | null;
  tags: string[];
  title: string;
  updatedAt: string;
};
export type RecipeChangesDto = {
  /** Ids of rows gone since (deleted, or no longer the household's) */
  deleted: number[];
  /** Recipes added or changed since, as GET /api/recipes answers them */
  upserted: RecipeSummaryDto[];
};
export type ShoppingItemDto = {
  /** Who added it; null once they deleted their account */
  addedBy: PersonDto | (null | null);
  category: CategoryName;
  /** Who ticked it; null while it is pending */
  checkedBy: PersonDto | (null | null);
  id: number;
  isShopped: boolean;
  name: string;
  /** Free text; null: none */
  quantity: string | null;
  /** Who changed it last (or added it) */
  updatedBy: PersonDto | (null | null);
};
export type ShoppingChangesDto = {
  /** Ids of rows gone since (deleted, or no longer the household's) */
  deleted: number[];
  /** Rows added or changed since, as GET /api/shopping answers them */
  upserted: ShoppingItemDto[];
};
export type HouseholdChangesDto = {
  mealPlans: MealPlanChangesDto;
  pantry: PantryChangesDto;
  recipes: RecipeChangesDto;
  /** true: the changes after since cannot all be told (no longer kept, a position from before a restore, too many, or no household): read every list again, then ask from seq. The lists below are then empty. */
  reload: boolean;
  /** The log position this answer brings the client to: the next call's since */
  seq: number;
  shopping: ShoppingChangesDto;
};
export type ClientErrorReceiptDto = {
  id: number;
};
export type ClientDiagnosticDto = {
  /** navigator.connection summary, as the browser gives it */
  connection?: string | object;
  /** navigator.deviceMemory or performance.memory, as the browser gives it */
  memory?: number | object;
  online?: boolean;
  orientation?: string;
  screen?: string;
  /** Client clock, epoch milliseconds or ISO text */
  ts?: number | string;
  ua?: string;
};
export type ClientErrorReportDto = {
  column?: number;
  diagnostic?: ClientDiagnosticDto;
  extra?: {
    [key: string]: any;
  };
  file?: string;
  line?: number;
  message: string;
  stack?: string;
  url?: string;
  userAgent?: string;
};
export type HealthDto = {
  status: string;
};
export type HouseholdRole = "owner" | "member";
export type HouseholdMemberDto = {
  /** The person's user id */
  id: number;
  name: string;
  role: HouseholdRole;
};
export type HouseholdDto = {
  id: number;
  /** The household the pantry, shopping list, meal plan and recipes calls answer for */
  isCurrent: boolean;
  /** The owner first, then by when they joined */
  members: HouseholdMemberDto[];
  name: string;
  /** The signed-in user's role in it */
  role: HouseholdRole;
};
export type HouseholdNameDto = {
  /** Trimmed */
  name: string;
};
export type HouseholdNameDtoRead = {
  /** Set by the server: ignored when sent. */
  id?: number;
  /** The household the pantry, shopping list, meal plan and recipes calls answer for. Set by the server: ignored when sent. */
  isCurrent?: boolean;
  /** The owner first, then by when they joined. Set by the server: ignored when sent. */
  members?: HouseholdMemberDto[];
  /** Trimmed */
  name: string;
  /** The signed-in user's role in it. Set by the server: ignored when sent. */
  role?: HouseholdRole;
};
export type SwitchHouseholdDto = {
  /** A household the user belongs to */
  householdId: number;
};
export type HouseholdInvitationPreviewDto = {
  expiresAt: string;
  householdName: string;
  /** Who made the invitation; null when their account is gone */
  invitedBy: string | null;
};
export type JoinHouseholdDto = {
  /** The invitation code; case, spaces and dashes do not matter */
  code: string;
};
export type HouseholdInvitationDto = {
  /** To type on the joining phone (POST /api/households/join); case, spaces and dashes do not matter */
  code: string;
  /** A week after it was made; it also ends when used once or withdrawn */
  expiresAt: string;
  /** The link to share: it opens the invitation in the app */
  url: string;
};
export type UpdateHouseholdMemberDto = {
  /** The member becomes the owner; the owner until now becomes a member */
  role: "owner";
};
export type DeleteAccountDto = {
  /** The current password; required when the account has one. An account made at the identity provider sends none: it has just signed in there again (POST /api/auth/oidc/account/confirm) */
  password?: string;
};
export type UpdatedProfileDto = {
  /** Present when the e-mail address changed; the refresh_token cookie is renewed too */
  accessToken?: string;
  email: string;
  id: number;
  name: string;
};
export type UpdateMeDto = {
  /** Required when the e-mail address changes */
  currentPassword?: string;
  email?: string;
  name?: string;
};
export type UpdateMeDtoRead = {
  /** Required when the e-mail address changes */
  currentPassword?: string;
  email?: string;
  /** Set by the server: ignored when sent. */
  id?: number;
  name?: string;
};
export type ImportTallyDto = {
  /** Rows the import added (for preferences and settings: replaced) */
  added: number;
  /** Rows it found already there, left as they were */
  existing: number;
};
export type ImportResultDto = {
  categories: ImportTallyDto;
  /** Recorded cookings ("I cooked this") */
  cookedMeals: ImportTallyDto;
  /** Favorites and pins */
  marks: ImportTallyDto;
  mealPlans: ImportTallyDto;
  notificationSettings: ImportTallyDto;
  pantry: ImportTallyDto;
  preferences: ImportTallyDto;
  recipes: ImportTallyDto;
  shopping: ImportTallyDto;
};
export type ChangePasswordDto = {
  /** Required when the account has a password; an account made at the identity provider sets its first one after POST /api/auth/oidc/account/confirm instead */
  currentPassword?: string;
  newPassword: string;
};
export type CreateMealPlanDto = {
  /** Who cooks it: a member of the household. Absent or null: nobody yet */
  cookId?: number | null;
  /** Required when type is custom, absent otherwise; non-empty after trimming, stored trimmed */
  customName?: string;
  /** Today or later in the user's time zone (see timeZone) */
  date: string;
  mealType: MealType;
  /** Required when type is recipe, absent otherwise: a recipe the user can read (their own or a shared one) */
  recipeId?: number;
  /** A recipe meal only: the servings it is cooked for (its shopping is scaled to them). Absent or null: the recipe's own */
  servings?: number | null;
  /** The user's IANA time zone, which decides what 'today' is for the not-before-today rule. Absent: UTC. */
  timeZone?: string;
  type: MealPlanType;
};
export type CreateMealPlanDtoRead = {
  /** The cook, with their name. Set by the server: ignored when sent. */
  cook?: MealPlanCookDto | (null | null);
  /** Who cooks it: a member of the household. Absent or null: nobody yet */
  cookId?: number | null;
  /** When it was recorded cooked (POST /api/recipes/{id}/cooked), null until then; the server sets it, a write ignores it. Set by the server: ignored when sent. */
  cookedAt?: string | null;
  /** Required when type is custom, absent otherwise; non-empty after trimming, stored trimmed */
  customName?: string;
  /** Today or later in the user's time zone (see timeZone) */
  date: string;
  /** Set by the server: ignored when sent. */
  id?: number;
  mealType: MealType;
  /** The recipe summary when type is recipe. Set by the server: ignored when sent. */
  recipe?: MealPlanRecipeDto | (null | null);
  /** Required when type is recipe, absent otherwise: a recipe the user can read (their own or a shared one) */
  recipeId?: number;
  /** A recipe meal only: the servings it is cooked for (its shopping is scaled to them). Absent or null: the recipe's own */
  servings?: number | null;
  /** The user's IANA time zone, which decides what 'today' is for the not-before-today rule. Absent: UTC. */
  timeZone?: string;
  type: MealPlanType;
};
export type RecipeShoppingResultDto = {
  /** Items added to the list */
  added: number;
  /** The items added, then the items merged into, as saved */
  items: ShoppingItemDto[];
  /** Items already pending on the list whose quantity grew instead */
  merged: number;
};
export type PlannedShoppingDto = {
  /** Last day (included), YYYY-MM-DD */
  endDate: string;
  /** First day, YYYY-MM-DD */
  startDate: string;
};
export type UpdateMealPlanDto = {
  /** Who cooks it: a member of the household, or null for nobody */
  cookId?: number | null;
  /** Cannot change: accepted when it is the meal's own, refused otherwise */
  customName?: string | null;
  /** Moves the meal to this day: today or later in the user's time zone (see timeZone) */
  date?: string;
  /** Moves the meal to this meal of the day */
  mealType?: MealType;
  /** Cannot change: accepted when it is the meal's own, refused otherwise */
  recipeId?: number | null;
  /** A recipe meal only: the servings it is cooked for, or null for the recipe's own */
  servings?: number | null;
  /** The user's IANA time zone, which decides what 'today' is when the meal moves. Absent: UTC. */
  timeZone?: string;
  /** Cannot change: accepted when it is the meal's own, refused otherwise */
  type?: MealPlanType;
};
export type UpdateMealPlanDtoRead = {
  /** The cook, with their name. Set by the server: ignored when sent. */
  cook?: MealPlanCookDto | (null | null);
  /** Who cooks it: a member of the household, or null for nobody */
  cookId?: number | null;
  /** When it was recorded cooked (POST /api/recipes/{id}/cooked), null until then; the server sets it, a write ignores it. Set by the server: ignored when sent. */
  cookedAt?: string | null;
  /** Cannot change: accepted when it is the meal's own, refused otherwise */
  customName?: string | null;
  /** Moves the meal to this day: today or later in the user's time zone (see timeZone) */
  date?: string;
  /** Set by the server: ignored when sent. */
  id?: number;
  /** Moves the meal to this meal of the day */
  mealType?: MealType;
  /** The recipe summary when type is recipe. Set by the server: ignored when sent. */
  recipe?: MealPlanRecipeDto | (null | null);
  /** Cannot change: accepted when it is the meal's own, refused otherwise */
  recipeId?: number | null;
  /** A recipe meal only: the servings it is cooked for, or null for the recipe's own */
  servings?: number | null;
  /** The user's IANA time zone, which decides what 'today' is when the meal moves. Absent: UTC. */
  timeZone?: string;
  /** Cannot change: accepted when it is the meal's own, refused otherwise */
  type?: MealPlanType;
};
export type PublicKeyDto = {
  /** The server's VAPID public key (applicationServerKey), base64url */
  key: string;
};
export type UnregisterTokenDto = {
  /** The token the app registered */
  token: string;
};
export type NativePushPlatform = "android" | "ios";
export type NativePushTokenDto = {
  id: number;
  platform: NativePushPlatform;
};
export type RegisterTokenDto = {
  platform: NativePushPlatform;
  /** The FCM registration token or APNs device token */
  token: string;
};
export type NotificationSettingsDto = {
  /** Pantry items expiring within 3 days; default on */
  expirationAlerts: boolean;
  /** What other members add to the current household's shopping list or meal plan, never your own: one push per batch, at the job's first run once its first addition is 3 minutes old; default on */
  familyUpdates: boolean;
  /** Pantry items marked Low Stock; default on */
  lowStockWarnings: boolean;
  /** Today's planned meals; default on */
  mealReminders: boolean;
  /** The top recipe recommendation; default on */
  recipesSuggestions: boolean;
  /** How many items are still on the shopping list; default off */
  shoppingReminders: boolean;
  /** The IANA time zone the daily notifications go by; UTC until the app sends one */
  timeZone: string;
};
export type SaveNotificationSettingsDto = {
  /** Pantry items expiring within 3 days; default on */
  expirationAlerts: boolean;
  /** What other members add to the current household's shopping list or meal plan, never your own: one push per batch, at the job's first run once its first addition is 3 minutes old; default on */
  familyUpdates: boolean;
  /** Pantry items marked Low Stock; default on */
  lowStockWarnings: boolean;
  /** Today's planned meals; default on */
  mealReminders: boolean;
  /** The top recipe recommendation; default on */
  recipesSuggestions: boolean;
  /** How many items are still on the shopping list; default off */
  shoppingReminders: boolean;
  /** The device's IANA time zone for the daily notifications. Absent: the stored one is kept. */
  timeZone?: string;
};
export type UnsubscribeDto = {
  /** The endpoint the device subscribed with */
  endpoint: string;
};
export type PushSubscriptionDto = {
  endpoint: string;
  id: number;
};
export type PushSubscriptionKeysDto = {
  /** The browser's auth secret: 16 bytes, base64url */
  auth: string;
  /** The browser's P-256 public key: 65 bytes uncompressed, base64url */
  p256dh: string;
};
export type SubscribeDto = {
  /** The push service's URL for this device: https only, on the public internet */
  endpoint: string;
  /** As PushSubscription.toJSON() sends it; accepted and not used */
  expirationTime?: number | null;
  keys: PushSubscriptionKeysDto;
  /** The device's IANA time zone: the daily notifications go out by the user's local day and hour in it. Absent: the stored one is kept (UTC until one is sent). */
  timeZone?: string;
};
export type DeliveryChannel = "web" | "android" | "ios";
export type DeliveryOutcome = "sent" | "gone" | "failed";
export type DeviceDeliveryDto = {
  /** What the push service said, for a person to read */
  detail: string;
  /** The device's id: a push subscription's for web, a registered token's for the apps */
  id: number;
  /** web: a browser (Web Push); android: the Android app (FCM); ios: the iOS app (APNs) */
  kind: DeliveryChannel;
  /** sent: the push service took it; gone: the service no longer knows the device, which is now removed; failed: not sent (detail says why) */
  outcome: DeliveryOutcome;
};
export type PantryCategoryFilter =
  | "Dairy & Eggs"
  | "Bakery"
  | "Produce"
  | "Pantry"
  | "Meat"
  | "Seafood"
  | "Frozen"
  | "Beverages"
  | "Snacks"
  | "Uncategorized";
export type CreatePantryItemDto = {
  /** null or absent: Uncategorized */
  category?: CategoryName | (null | null);
  /** A calendar date, YYYY-MM-DD */
  expirationDate?: string | null;
  /** Trimmed before storing */
  name: string;
  status: PantryStatus;
};
export type CreatePantryItemDtoRead = {
  /** null or absent: Uncategorized */
  category?: CategoryName | (null | null);
  /** A calendar date, YYYY-MM-DD */
  expirationDate?: string | null;
  /** Set by the server: ignored when sent. */
  id?: number;
  /** Trimmed before storing */
  name: string;
  status: PantryStatus;
  /** Who changed it last (or added it); a tick on the shopping list that adds or restocks it counts. Set by the server: ignored when sent. */
  updatedBy?: PersonDto | (null | null);
};
export type PantryCatalogueEntryDto = {
  category: CategoryName;
  defaultStatus: PantryStatus;
  name: string;
  /** Typical shelf life in days */
  typicalShelfLife: number;
};
export type UpdatePantryItemDto = {
  /** null clears it (Uncategorized) */
  category?: CategoryName | (null | null);
  /** YYYY-MM-DD; null clears it */
  expirationDate?: string | null;
  /** Trimmed before storing */
  name?: string;
  status?: PantryStatus;
};
export type UpdatePantryItemDtoRead = {
  /** null clears it (Uncategorized) */
  category?: CategoryName | (null | null);
  /** YYYY-MM-DD; null clears it */
  expirationDate?: string | null;
  /** Set by the server: ignored when sent. */
  id?: number;
  /** Trimmed before storing */
  name?: string;
  status?: PantryStatus;
  /** Who changed it last (or added it); a tick on the shopping list that adds or restocks it counts. Set by the server: ignored when sent. */
  updatedBy?: PersonDto | (null | null);
};
export type AllergiesDto = {
  eggs: boolean;
  fish: boolean;
  nuts: boolean;
  shellfish: boolean;
};
export type DietaryRestriction =
  "Dairy-Free" | "Vegetarian" | "Vegan" | "Gluten-free" | "Keto" | "Paleo";
export type Cuisine =
  | "Italian"
  | "Asian"
  | "Mexican"
  | "Mediterranean"
  | "Indian"
  | "Middle Eastern"
  | "American"
  | "French";
export type PreferencesDto = {
  /** Every allergy, true or false */
  allergies: AllergiesDto;
  /** Labels; matched ignoring case and surrounding spaces, stored once each in the options order */
  dietaryRestrictions: DietaryRestriction[];
  /** Labels; matched ignoring case and surrounding spaces, stored once each in the options order */
  favoriteCuisines: Cuisine[];
  /** Minutes */
  maxCookingTime: number;
  /** 1 Mild, 2 Medium, 3 Spicy, 4 Very Hot */
  spiceLevel: 1 | 2 | 3 | 4;
};
export type RecipeScope = "mine" | "library";
export type RecipeIngredientDto = {
  /** As written */
  amount: string | null;
  /** The amount as a number, when it reads as one */
  amountValue: number | null;
  id: number;
  name: string;
  notes: string | null;
  /** Position in the recipe, from 0 */
  order: number;
  unit: string | null;
};
export type RecipeInstructionDto = {
  id: number;
  instruction: string;
  notes: string | null;
  /** From 1, in order */
  stepNumber: number;
};
export type RecipeNutritionDto = {
  calories: number | null;
  /** g */
  carbs: number | null;
  /** g */
  fat: number | null;
  /** g */
  fiber: number | null;
  id: number;
  /** g */
  protein: number | null;
  recipeId: number;
  servingSize: string | null;
  /** mg */
  sodium: number | null;
  /** g */
  sugar: number | null;
};
export type RecipeDto = {
  category: RecipeCategoryDto | (null | null);
  categoryId: number | null;
  /** The derived tags that do not depend on the pantry (spec part 2 §4: difficulty, meal type, cuisine, time, diet, category, source, Trending, Recommended), computed when the recipe is saved */
  contentTags: string[];
  /** Minutes */
  cookTime: number | null;
  createdAt: string;
  cuisine: string | null;
  description: string | null;
  difficulty: RecipeDifficulty;
  id: number;
  imageType: RecipeImageType;
  /** null: the fallback image */
  imageUrl: string | null;
  ingredientCount: number;
  /** In order */
  ingredients: RecipeIngredientDto[];
  instructionCount: number;
  /** In step order */
  instructions: RecipeInstructionDto[];
  /** This user's favorite (favorites are per user) */
  isFavorited: boolean;
  /** Pinned by this user (pins are per user) */
  isPinned: boolean;
  isRecommended: boolean;
  isTrending: boolean;
  /** Which shared collection the recipe belongs to; null for the user's own */
  library: RecipeLibrary | (null | null);
  nutrition: RecipeNutritionDto | (null | null);
  /** Minutes */
  prepTime: number | null;
  /** A shared recipe (demo or starter library): readable by every user, changed by none. Save a copy to edit it. */
  readOnly: boolean;
  servings: number | null;
  /** Where the recipe came from: 'Test Recipe' for the demo recipes, 'Starter library', an imported page's host, 'Scan', or null */
  source: string | null;
  stockImageId: string | null;
  tags: string[];
  title: string;
  updatedAt: string;
};
export type RecipeIngredientInputDto = {
  amount?: string | null;
  /** Read from amount when absent */
  amountValue?: number | null;
  name: string;
  notes?: string | null;
  /** Where the row goes: rows are saved sorted by order; a row without one keeps its place in the list */
  order?: number | null;
  unit?: string | null;
};
export type RecipeIngredientInputDtoRead = {
  amount?: string | null;
  /** Read from amount when absent */
  amountValue?: number | null;
  /** Set by the server: ignored when sent. */
  id?: number;
  name: string;
  notes?: string | null;
  /** Where the row goes: rows are saved sorted by order; a row without one keeps its place in the list */
  order?: number | null;
  unit?: string | null;
};
export type RecipeInstructionInputDto = {
  instruction: string;
  notes?: string | null;
  /** Steps are numbered 1, 2, ... in list order, whatever is sent here */
  stepNumber?: number | null;
};
export type RecipeInstructionInputDtoRead = {
  /** Set by the server: ignored when sent. */
  id?: number;
  instruction: string;
  notes?: string | null;
  /** Steps are numbered 1, 2, ... in list order, whatever is sent here */
  stepNumber?: number | null;
};
export type RecipeNutritionInputDto = {
  /** Energy per serving (kcal); null is the same as absent */
  calories?: number | null;
  /** Carbohydrates per serving (g); null is the same as absent */
  carbs?: number | null;
  /** Fat per serving (g); null is the same as absent */
  fat?: number | null;
  /** Fiber per serving (g); null is the same as absent */
  fiber?: number | null;
  /** Protein per serving (g); null is the same as absent */
  protein?: number | null;
  servingSize?: string | null;
  /** Sodium per serving (mg); null is the same as absent */
  sodium?: number | null;
  /** Sugar per serving (g); null is the same as absent */
  sugar?: number | null;
};
export type RecipeNutritionInputDtoRead = {
  /** Energy per serving (kcal); null is the same as absent */
  calories?: number | null;
  /** Carbohydrates per serving (g); null is the same as absent */
  carbs?: number | null;
  /** Fat per serving (g); null is the same as absent */
  fat?: number | null;
  /** Fiber per serving (g); null is the same as absent */
  fiber?: number | null;
  /** Set by the server: ignored when sent. */
  id?: number;
  /** Protein per serving (g); null is the same as absent */
  protein?: number | null;
  /** Set by the server: ignored when sent. */
  recipeId?: number;
  servingSize?: string | null;
  /** Sodium per serving (mg); null is the same as absent */
  sodium?: number | null;
  /** Sugar per serving (g); null is the same as absent */
  sugar?: number | null;
};
export type CreateRecipeDto = {
  /** One of GET /api/recipes/categories; null: Uncategorized */
  categoryId?: number | null;
  /** Minutes */
  cookTime?: number | null;
  cuisine?: string | null;
  description?: string | null;
  difficulty?: RecipeDifficulty | (null | null);
  imageType?: RecipeImageType | (null | null);
  /** With imageType 'url', an https:// address; with 'upload', the imageUrl an upload answered */
  imageUrl?: string | null;
  /** Lines of text or structured rows, in order; empty ones are dropped. At least one: 'At least one ingredient is required' */
  ingredients: (string | RecipeIngredientInputDto)[];
  /** Steps in order, as text or { instruction }; blank ones are dropped. At least one: 'At least one instruction is required' */
  instructions: (string | RecipeInstructionInputDto)[];
  nutrition?: RecipeNutritionInputDto | (null | null);
  /** Minutes */
  prepTime?: number | null;
  servings?: number | null;
  /** Where an imported recipe came from: POST /api/recipes/parse answers it (the page's host). Also one of the recipe's derived tags. The shared recipes' sources ('Test Recipe', 'Starter library') are dropped: a shared recipe's answer sent back is the person's own copy */
  source?: string | null;
  /** With imageType 'stock': an id of the stock image catalogue */
  stockImageId?: string | null;
  /** Trimmed, without duplicates (ignoring case); each at most 40 characters */
  tags?: string[];
  /** Required: 'Recipe title is required' */
  title: string;
};
export type CreateRecipeDtoRead = {
  /** Set by the server: ignored when sent. */
  category?: RecipeCategoryDto | (null | null);
  /** One of GET /api/recipes/categories; null: Uncategorized */
  categoryId?: number | null;
  /** The derived tags that do not depend on the pantry (spec part 2 §4: difficulty, meal type, cuisine, time, diet, category, source, Trending, Recommended), computed when the recipe is saved. Set by the server: ignored when sent. */
  contentTags?: string[];
  /** Minutes */
  cookTime?: number | null;
  /** Set by the server: ignored when sent. */
  createdAt?: string;
  cuisine?: string | null;
  description?: string | null;
  difficulty?: RecipeDifficulty | (null | null);
  /** Set by the server: ignored when sent. */
  id?: number;
  imageType?: RecipeImageType | (null | null);
  /** With imageType 'url', an https:// address; with 'upload', the imageUrl an upload answered */
  imageUrl?: string | null;
  /** Set by the server: ignored when sent. */
  ingredientCount?: number;
  /** Set by the server: ignored when sent. */
  ingredientStatus?: IngredientStatusDto;
  /** Lines of text or structured rows, in order; empty ones are dropped. At least one: 'At least one ingredient is required' */
  ingredients: (string | RecipeIngredientInputDtoRead)[];
  /** Set by the server: ignored when sent. */
  instructionCount?: number;
  /** Steps in order, as text or { instruction }; blank ones are dropped. At least one: 'At least one instruction is required' */
  instructions: (string | RecipeInstructionInputDtoRead)[];
  /** This user's favorite (favorites are per user). Set by the server: ignored when sent. */
  isFavorited?: boolean;
  /** Pinned by this user (pins are per user). Set by the server: ignored when sent. */
  isPinned?: boolean;
  /** Set by the server: ignored when sent. */
  isRecommended?: boolean;
  /** Set by the server: ignored when sent. */
  isTrending?: boolean;
  /** Which shared collection the recipe belongs to; null for the user's own. Set by the server: ignored when sent. */
  library?: RecipeLibrary | (null | null);
  nutrition?: RecipeNutritionInputDtoRead | (null | null);
  /** Minutes */
  prepTime?: number | null;
  /** A shared recipe (demo or starter library): readable by every user, changed by none. Save a copy to edit it.. Set by the server: ignored when sent. */
  readOnly?: boolean;
  /** Only with recommended=true. Set by the server: ignored when sent. */
  recommendation?: RecommendationDto;
  servings?: number | null;
  /** Where an imported recipe came from: POST /api/recipes/parse answers it (the page's host). Also one of the recipe's derived tags. The shared recipes' sources ('Test Recipe', 'Starter library') are dropped: a shared recipe's answer sent back is the person's own copy */
  source?: string | null;
  /** With imageType 'stock': an id of the stock image catalogue */
  stockImageId?: string | null;
  /** Trimmed, without duplicates (ignoring case); each at most 40 characters */
  tags?: string[];
  /** Required: 'Recipe title is required' */
  title: string;
  /** Set by the server: ignored when sent. */
  updatedAt?: string;
};
export type CreateRecipeCategoryDto = {
  /** Trimmed; empty means none */
  description?: string | null;
  /** Trimmed; unique ignoring case among the user's and the shared categories */
  name: string;
};
export type CreateRecipeCategoryDtoRead = {
  /** Trimmed; empty means none */
  description?: string | null;
  /** Set by the server: ignored when sent. */
  id?: number;
  /** Trimmed; unique ignoring case among the user's and the shared categories */
  name: string;
};
export type SkippedImportEntryDto = {
  /** Where in the upload: the file, then the path inside the archive */
  file: string;
  /** Why it was not imported, for a person to read */
  reason: string;
};
export type ArchiveImportReportDto = {
  /** Recipes added to the collection */
  imported: number;
  /** Entries not imported (or photos not kept), each with its reason */
  skipped: SkippedImportEntryDto[];
};
export type ParsedIngredientDto = {
  /** As written */
  amount: string | null;
  amountValue: number | null;
  name: string;
  notes: string | null;
  unit: string | null;
};
export type ParsedNutritionDto = {
  /** kcal */
  calories?: number;
  /** g */
  carbs?: number;
  /** g */
  fat?: number;
  /** g */
  fiber?: number;
  /** g */
  protein?: number;
  servingSize?: string;
  /** mg */
  sodium?: number;
  /** g */
  sugar?: number;
};
export type ParsedRecipeDto = {
  /** Minutes */
  cookTime: number | null;
  cuisine: string | null;
  description: string | null;
  /** An absolute http(s) address of the main image */
  imageUrl: string | null;
  ingredients: ParsedIngredientDto[];
  /** Steps in order */
  instructions: string[];
  nutrition: ParsedNutritionDto | (null | null);
  /** Minutes */
  prepTime: number | null;
  servings: number | null;
  /** Imports: the page's host; null for pasted text */
  source: string | null;
  tags: string[];
  title: string;
  /** Minutes */
  totalTime: number | null;
  /** The yield as published */
  yields: string | null;
};
export type RecipeParseType = "text" | "url";
export type ParseRecipeDto = {
  /** With type 'text': the recipe as pasted */
  text?: string;
  type: RecipeParseType;
  /** With type 'url': an http(s) page address */
  url?: string;
};
export type ScannedRecipeDto = {
  /** Minutes */
  cookTime: number | null;
  cuisine: string | null;
  description: string | null;
  /** An absolute http(s) address of the main image */
  imageUrl: string | null;
  ingredients: ParsedIngredientDto[];
  /** Steps in order */
  instructions: string[];
  nutrition: ParsedNutritionDto | (null | null);
  /** Minutes */
  prepTime: number | null;
  servings: number | null;
  /** 'Scan' */
  source: string | null;
  /** A stock image id for the recipe, from its title, tags and category (spec part 2 §4's suggestion) */
  suggestedImage: string | null;
  tags: string[];
  title: string;
  /** Minutes */
  totalTime: number | null;
  /** The yield as published */
  yields: string | null;
};
export type ScanResultDto = {
  /** What the photo reads as, for review before saving; source is 'Scan' */
  recipe: ScannedRecipeDto;
};
export type ScanRecipeDto = {
  /** The photo as standard base64 without a "data:" prefix: a JPEG (the app sends at most 1200 px, quality 0.7) or PNG of at most 8 MB */
  image: string;
};
export type UpdateRecipeDto = {
  /** One of GET /api/recipes/categories; null: Uncategorized */
  categoryId?: number | null;
  /** Minutes */
  cookTime?: number | null;
  cuisine?: string | null;
  description?: string | null;
  difficulty?: RecipeDifficulty | (null | null);
  imageType?: RecipeImageType | (null | null);
  /** With imageType 'url', an https:// address; with 'upload', the imageUrl an upload answered */
  imageUrl?: string | null;
  /** Lines of text or structured rows, in order; empty ones are dropped. At least one: 'At least one ingredient is required' */
  ingredients: (string | RecipeIngredientInputDto)[];
  /** Steps in order, as text or { instruction }; blank ones are dropped. At least one: 'At least one instruction is required' */
  instructions: (string | RecipeInstructionInputDto)[];
  nutrition?: RecipeNutritionInputDto | (null | null);
  /** Minutes */
  prepTime?: number | null;
  servings?: number | null;
  /** Where an imported recipe came from: POST /api/recipes/parse answers it (the page's host). Also one of the recipe's derived tags. The shared recipes' sources ('Test Recipe', 'Starter library') are dropped: a shared recipe's answer sent back is the person's own copy */
  source?: string | null;
  /** With imageType 'stock': an id of the stock image catalogue */
  stockImageId?: string | null;
  /** Trimmed, without duplicates (ignoring case); each at most 40 characters */
  tags?: string[];
  /** Required: 'Recipe title is required' */
  title: string;
};
export type UpdateRecipeDtoRead = {
  /** Set by the server: ignored when sent. */
  category?: RecipeCategoryDto | (null | null);
  /** One of GET /api/recipes/categories; null: Uncategorized */
  categoryId?: number | null;
  /** The derived tags that do not depend on the pantry (spec part 2 §4: difficulty, meal type, cuisine, time, diet, category, source, Trending, Recommended), computed when the recipe is saved. Set by the server: ignored when sent. */
  contentTags?: string[];
  /** Minutes */
  cookTime?: number | null;
  /** Set by the server: ignored when sent. */
  createdAt?: string;
  cuisine?: string | null;
  description?: string | null;
  difficulty?: RecipeDifficulty | (null | null);
  /** Set by the server: ignored when sent. */
  id?: number;
  imageType?: RecipeImageType | (null | null);
  /** With imageType 'url', an https:// address; with 'upload', the imageUrl an upload answered */
  imageUrl?: string | null;
  /** Set by the server: ignored when sent. */
  ingredientCount?: number;
  /** Set by the server: ignored when sent. */
  ingredientStatus?: IngredientStatusDto;
  /** Lines of text or structured rows, in order; empty ones are dropped. At least one: 'At least one ingredient is required' */
  ingredients: (string | RecipeIngredientInputDtoRead)[];
  /** Set by the server: ignored when sent. */
  instructionCount?: number;
  /** Steps in order, as text or { instruction }; blank ones are dropped. At least one: 'At least one instruction is required' */
  instructions: (string | RecipeInstructionInputDtoRead)[];
  /** This user's favorite (favorites are per user). Set by the server: ignored when sent. */
  isFavorited?: boolean;
  /** Pinned by this user (pins are per user). Set by the server: ignored when sent. */
  isPinned?: boolean;
  /** Set by the server: ignored when sent. */
  isRecommended?: boolean;
  /** Set by the server: ignored when sent. */
  isTrending?: boolean;
  /** Which shared collection the recipe belongs to; null for the user's own. Set by the server: ignored when sent. */
  library?: RecipeLibrary | (null | null);
  nutrition?: RecipeNutritionInputDtoRead | (null | null);
  /** Minutes */
  prepTime?: number | null;
  /** A shared recipe (demo or starter library): readable by every user, changed by none. Save a copy to edit it.. Set by the server: ignored when sent. */
  readOnly?: boolean;
  /** Only with recommended=true. Set by the server: ignored when sent. */
  recommendation?: RecommendationDto;
  servings?: number | null;
  /** Where an imported recipe came from: POST /api/recipes/parse answers it (the page's host). Also one of the recipe's derived tags. The shared recipes' sources ('Test Recipe', 'Starter library') are dropped: a shared recipe's answer sent back is the person's own copy */
  source?: string | null;
  /** With imageType 'stock': an id of the stock image catalogue */
  stockImageId?: string | null;
  /** Trimmed, without duplicates (ignoring case); each at most 40 characters */
  tags?: string[];
  /** Required: 'Recipe title is required' */
  title: string;
  /** Set by the server: ignored when sent. */
  updatedAt?: string;
};
export type PantryStatusAfterCooking = "Low Stock" | "Out of Stock";
export type PantryChangeDto = {
  /** The pantry item an ingredient came from, as it is now */
  item: PantryItemDto;
  /** What the item is offered to become: In Stock becomes Low Stock, Low Stock becomes Out of Stock */
  status: PantryStatusAfterCooking;
};
export type CookedMealDto = {
  /** When it was recorded */
  cookedAt: string;
  /** Today's planned meals of this recipe (in timeZone), now marked cooked; empty when none was planned */
  mealPlans: MealPlanDto[];
  /** Offered, not applied: the pantry items the ingredients came from, each once, in ingredient order; what is Out of Stock already is not offered */
  pantryChanges: PantryChangeDto[];
  recipeId: number;
  /** The servings cooked; null: the recipe's own */
  servings: number | null;
};
export type CookRecipeDto = {
  /** The servings cooked, recorded with the meal. Absent or null: the recipe's own */
  servings?: number | null;
  /** The user's IANA time zone, which decides what 'today' is: the planner's slots of that day are marked cooked. Absent: UTC. */
  timeZone?: string;
};
export type RecipeFavoriteDto = {
  id: number;
  isFavorited: boolean;
};
export type UpdateRecipeImageDto = {
  imageType: RecipeImageType;
  /** With 'url', an https:// address; with 'upload', the imageUrl an upload answered; with 'stock', the catalogue's is stored */
  imageUrl?: string | null;
  /** With 'stock': an id of the stock image catalogue; null: the fallback image */
  stockImageId?: string | null;
};
export type RecipePinDto = {
  id: number;
  isPinned: boolean;
};
export type RecipeShoppingScope = "needed" | "all";
export type AddRecipeToShoppingListDto = {
  /** needed: the missing and low stock ingredients; all: every ingredient */
  scope: RecipeShoppingScope;
  /** The servings being cooked: the quantities are the recipe's scaled from its own servings to these. Absent or null, or a recipe without servings: as written */
  servings?: number | null;
};
export type CreateShoppingItemDto = {
  /** Absent or null: Produce */
  category?: CategoryName;
  isShopped?: boolean | null;
  /** Trimmed before storing */
  name: string;
  /** Trimmed; absent, empty or blank: none (null) */
  quantity?: string | null;
};
export type CreateShoppingItemDtoRead = {
  /** Who added it; null once they deleted their account. Set by the server: ignored when sent. */
  addedBy?: PersonDto | (null | null);
  /** Absent or null: Produce */
  category?: CategoryName;
  /** Who ticked it; null while it is pending. Set by the server: ignored when sent. */
  checkedBy?: PersonDto | (null | null);
  /** Set by the server: ignored when sent. */
  id?: number;
  isShopped?: boolean | null;
  /** Trimmed before storing */
  name: string;
  /** Trimmed; absent, empty or blank: none (null) */
  quantity?: string | null;
  /** Who changed it last (or added it). Set by the server: ignored when sent. */
  updatedBy?: PersonDto | (null | null);
};
export type CombinedItemDto = {
  category: CategoryName;
  name: string;
  quantity: string | null;
};
export type CombinationDto = {
  combinedItem: CombinedItemDto;
  notes: string;
  /** The names of the items merged */
  originalItems: string[];
};
export type CombineOutcome = "combined" | "nothingToCombine" | "tooFewItems";
export type CombinePlanRowDto = {
  category: CategoryName;
  id: number;
  name: string;
  quantity: string | null;
};
export type CombinePlanDto = {
  /** Items kept, with their new name, quantity and category */
  keep: CombinePlanRowDto[];
  /** Ids of the items deleted */
  remove: number[];
};
export type CombineResultDto = {
  combinations: CombinationDto[];
  /** Unchecked items after */
  combinedCount: number;
  message: string;
  /** Unchecked items before */
  originalCount: number;
  /** combined; nothingToCombine (success true, nothing similar); tooFewItems (success false) */
  outcome: CombineOutcome;
  plan: CombinePlanDto;
  success: boolean;
};
export type ClearCompletedResultDto = {
  /** How many completed items were deleted */
  deletedCount: number;
};
export type UpdateShoppingItemDto = {
  category?: CategoryName;
  /** Sets the state without pantry side effects; use the toggle call for those */
  isShopped?: boolean;
  /** Trimmed before storing */
  name?: string;
  /** Trimmed; null, empty or blank clears it */
  quantity?: string | null;
};
export type UpdateShoppingItemDtoRead = {
  /** Who added it; null once they deleted their account. Set by the server: ignored when sent. */
  addedBy?: PersonDto | (null | null);
  category?: CategoryName;
  /** Who ticked it; null while it is pending. Set by the server: ignored when sent. */
  checkedBy?: PersonDto | (null | null);
  /** Set by the server: ignored when sent. */
  id?: number;
  /** Sets the state without pantry side effects; use the toggle call for those */
  isShopped?: boolean;
  /** Trimmed before storing */
  name?: string;
  /** Trimmed; null, empty or blank clears it */
  quantity?: string | null;
  /** Who changed it last (or added it). Set by the server: ignored when sent. */
  updatedBy?: PersonDto | (null | null);
};
export type ToggleShoppingItemDto = {
  /** Ticking adds the item to the pantry as In Stock, or sets an Out of Stock pantry item of that name back to In Stock */
  autoAddShoppedToPantry?: boolean;
  /** With autoAddShoppedToPantry also on, unticking sets an In Stock pantry item of that name Out of Stock */
  autoUpdatePantryOnUncheck?: boolean;
};
export const {
  useForgotPasswordMutation,
  useLoginMutation,
  useLogoutMutation,
  useOidcInfoQuery,
  useUnlinkOidcAccountMutation,
  useOidcAccountQuery,
  useConfirmOidcAccountMutation,
  useOidcCallbackQuery,
  useOidcLinkMutation,
  useOidcNativeFinishMutation,
  useOidcNativeStartMutation,
  useOidcStartQuery,
  useRefreshMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useListHouseholdChangesQuery,
  useReportClientErrorMutation,
  useHealthQuery,
  useLivenessQuery,
  useReadinessQuery,
  useListHouseholdsQuery,
  useCreateHouseholdMutation,
  useSwitchHouseholdMutation,
  useGetHouseholdInvitationQuery,
  useJoinHouseholdMutation,
  useDeleteHouseholdMutation,
  useRenameHouseholdMutation,
  useRevokeHouseholdInvitationsMutation,
  useInviteToHouseholdMutation,
  useRevokeHouseholdInvitationMutation,
  useRemoveHouseholdMemberMutation,
  useHandOverHouseholdMutation,
  useDeleteMeMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useExportMyDataQuery,
  useImportMyDataMutation,
  useChangePasswordMutation,
  useDeleteMealPlanSlotMutation,
  useListMealPlansQuery,
  useCreateMealPlanMutation,
  useAddPlannedToShoppingListMutation,
  useDeleteMealPlanMutation,
  useUpdateMealPlanMutation,
  useGetPushPublicKeyQuery,
  useUnregisterPushTokenMutation,
  useRegisterPushTokenMutation,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
  useUnsubscribePushMutation,
  useSubscribePushMutation,
  useSendTestNotificationMutation,
  useListPantryItemsQuery,
  useCreatePantryItemMutation,
  useGetPantryCatalogueQuery,
  useDeletePantryItemMutation,
  useUpdatePantryItemMutation,
  useGetPreferencesQuery,
  useSavePreferencesMutation,
  useGetRecipeImageQuery,
  useListRecipesQuery,
  useCreateRecipeMutation,
  useListRecipeCategoriesQuery,
  useCreateRecipeCategoryMutation,
  useImportRecipeArchiveMutation,
  useParseRecipeMutation,
  useScanRecipeMutation,
  useDeleteRecipeMutation,
  useGetRecipeQuery,
  useUpdateRecipeMutation,
  useCookRecipeMutation,
  useToggleRecipeFavoriteMutation,
  useUpdateRecipeImageMutation,
  useUploadRecipeImageMutation,
  useToggleRecipePinMutation,
  useAddRecipeToShoppingListMutation,
  useListShoppingItemsQuery,
  useCreateShoppingItemMutation,
  useCombineSimilarShoppingItemsMutation,
  useClearCompletedShoppingItemsMutation,
  useDeleteShoppingItemMutation,
  useUpdateShoppingItemMutation,
  useToggleShoppingItemMutation,
} = injectedRtkApi;
