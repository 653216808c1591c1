import type {
  AccountInput,
  AccountPreferences,
  AccountPreferencesInput,
  AuthOptions,
  ForgotPasswordInput,
  LoginInput,
  LoginResult,
  PasswordChangeInput,
  ResetPasswordInput,
  User,
} from 'contracts';
import { beginSignOut } from '../session/session';
import { api } from './base';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginInput>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    /** Whether signing in can offer 'Forgot password?' (mail is configured). */
    getAuthOptions: build.query<AuthOptions, void>({
      query: () => ({ url: '/api/auth/options' }),
    }),
    forgotPassword: build.mutation<{ message: string }, ForgotPasswordInput>({
      query: (body) => ({ url: '/api/auth/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, ResetPasswordInput>({
      query: (body) => ({ url: '/api/auth/reset', method: 'POST', body }),
    }),
    /** Ends every token of the signed-in user on the server (all their devices). */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST', auth: true, endsSession: true }),
      // From now on only this call carries the token (docs/decisions/0155-nothing-sent-with-a-token-being-ended.md).
      onQueryStarted: () => void beginSignOut(),
    }),
    getMe: build.query<User, void>({
      query: () => ({ url: '/api/auth/me', auth: true }),
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<User, AccountInput>({
      query: (body) => ({ url: '/api/auth/me', method: 'PUT', body, auth: true }),
      invalidatesTags: ['Me', { type: 'User', id: 'LIST' }],
    }),
    /** What mail one gets (docs/workflow.md, "People are told") and the back office's language (docs/i18n.md). */
    getPreferences: build.query<AccountPreferences, void>({
      query: () => ({ url: '/api/auth/me/preferences', auth: true }),
      providesTags: ['Me'],
    }),
    updatePreferences: build.mutation<AccountPreferences, AccountPreferencesInput>({
      query: (body) => ({ url: '/api/auth/me/preferences', method: 'PATCH', body, auth: true }),
      invalidatesTags: ['Me'],
    }),
    /** Answers a new token: the change ends every earlier one, this session's included. */
    changePassword: build.mutation<LoginResult, PasswordChangeInput>({
      query: (body) => ({ url: '/api/auth/password', method: 'PUT', body, auth: true }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useChangePasswordMutation,
  useGetAuthOptionsQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
} = authApi;
