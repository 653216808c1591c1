import type { LoginInput, LoginResult, User } from '../schemas';
import { api } from './base';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginInput>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    getMe: build.query<User, void>({
      query: () => ({ url: '/api/auth/me', auth: true }),
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useGetMeQuery } = authApi;
