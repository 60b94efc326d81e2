import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "auth",
  "users",
  "client-errors",
  "health",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/register`,
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
      refresh: build.mutation<RefreshApiResponse, RefreshApiArg>({
        query: () => ({ url: `/api/auth/refresh`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
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
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type RegisterApiResponse = /** status 201  */ UserDto;
export type RegisterApiArg = RegisterDto;
export type LoginApiResponse = /** status 200  */ AccessTokenDto;
export type LoginApiArg = LoginDto;
export type RefreshApiResponse = /** status 200  */ AccessTokenDto;
export type RefreshApiArg = void;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type ForgotPasswordApiResponse = /** status 200  */ MessageDto;
export type ForgotPasswordApiArg = ForgotPasswordDto;
export type ResetPasswordApiResponse = /** status 200  */ MessageDto;
export type ResetPasswordApiArg = ResetPasswordDto;
export type GetMeApiResponse = /** status 200  */ UserDto;
export type GetMeApiArg = void;
export type UpdateMeApiResponse = /** status 200  */ UserDto;
export type UpdateMeApiArg = UpdateMeDto;
export type ReportClientErrorApiResponse = unknown;
export type ReportClientErrorApiArg = ClientErrorReportDto;
export type HealthApiResponse = /** status 200  */ {
  status: string;
};
export type HealthApiArg = void;
export type UserDto = {
  id: number;
  name: string;
  email: string;
};
export type RegisterDto = {
  email: string;
  password: string;
  name: string;
};
export type AccessTokenDto = {
  accessToken: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type MessageDto = {
  message: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type ResetPasswordDto = {
  token: string;
  password: string;
};
export type UpdateMeDto = {
  name?: string;
  email?: string;
};
export type ClientErrorReportDto = {
  message: string;
  stack?: string;
  file?: string;
  line?: number;
  column?: number;
  url?: string;
  userAgent?: string;
  extra?: object;
  diagnostic?: object;
};
export const {
  useRegisterMutation,
  useLoginMutation,
  useRefreshMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useReportClientErrorMutation,
  useHealthQuery,
} = injectedRtkApi;
