import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "auth",
  "client-errors",
  "health",
  "users",
  "pantry",
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
      reportClientError: build.mutation<
        ReportClientErrorApiResponse,
        ReportClientErrorApiArg
      >({
        query: (queryArg) => ({
          url: `/api/errors`,
          method: "POST",
          body: queryArg.clientErrorReportDto,
          headers: {
            authorization: queryArg.authorization,
          },
        }),
        invalidatesTags: ["client-errors"],
      }),
      health: build.query<HealthApiResponse, HealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
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
export type RefreshApiResponse =
  /** status 200 Rotates the refresh_token cookie */ AccessTokenDto;
export type RefreshApiArg = void;
export type RegisterApiResponse =
  /** status 201 The new account; the client signs in next */ UserDto;
export type RegisterApiArg = RegisterDto;
export type ResetPasswordApiResponse =
  /** status 200 Signs the account out on every device */ MessageDto;
export type ResetPasswordApiArg = ResetPasswordDto;
export type ReportClientErrorApiResponse =
  /** status 201  */ ClientErrorReceiptDto;
export type ReportClientErrorApiArg = {
  authorization: string;
  clientErrorReportDto: ClientErrorReportDto;
};
export type HealthApiResponse = /** status 200  */ HealthDto;
export type HealthApiArg = void;
export type GetMeApiResponse = /** status 200  */ UserDto;
export type GetMeApiArg = void;
export type UpdateMeApiResponse =
  /** status 200 A new e-mail address signs every device out; this one gets a fresh access token and refresh cookie */ UpdatedProfileDto;
export type UpdateMeApiArg = UpdateMeDto;
export type ChangePasswordApiResponse =
  /** status 200 Every other device is signed out; this one gets a fresh access token and refresh cookie */ AccessTokenDto;
export type ChangePasswordApiArg = ChangePasswordDto;
export type ListPantryItemsApiResponse =
  /** status 200 The user's items, oldest first (by id) */ PantryItemDto[];
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
export type ListShoppingItemsApiResponse =
  /** status 200 The user's items, oldest first (by id) */ ShoppingItemDto[];
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
export type ChangePasswordDto = {
  currentPassword: string;
  newPassword: string;
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
export type PantryItemDto = {
  /** null: Uncategorized */
  category: CategoryName | null;
  /** A calendar date, YYYY-MM-DD */
  expirationDate: string | null;
  id: number;
  name: string;
  status: PantryStatus;
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
  category?: CategoryName | null;
  /** A calendar date, YYYY-MM-DD */
  expirationDate?: string | null;
  /** Trimmed before storing */
  name: string;
  status: PantryStatus;
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
  category?: CategoryName | null;
  /** YYYY-MM-DD; null clears it */
  expirationDate?: string | null;
  /** Trimmed before storing */
  name?: string;
  status?: PantryStatus;
};
export type ShoppingItemDto = {
  category: CategoryName;
  id: number;
  isShopped: boolean;
  name: string;
  /** Free text; null: none */
  quantity: string | null;
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
  useRefreshMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useReportClientErrorMutation,
  useHealthQuery,
  useGetMeQuery,
  useUpdateMeMutation,
  useChangePasswordMutation,
  useListPantryItemsQuery,
  useCreatePantryItemMutation,
  useGetPantryCatalogueQuery,
  useDeletePantryItemMutation,
  useUpdatePantryItemMutation,
  useListShoppingItemsQuery,
  useCreateShoppingItemMutation,
  useCombineSimilarShoppingItemsMutation,
  useClearCompletedShoppingItemsMutation,
  useDeleteShoppingItemMutation,
  useUpdateShoppingItemMutation,
  useToggleShoppingItemMutation,
} = injectedRtkApi;
