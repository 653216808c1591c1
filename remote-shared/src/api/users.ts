import type { PasswordResetInput, User, UserCreateInput, UserUpdateInput } from 'contracts';
import { api, listTags } from './base';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      query: () => ({ url: '/api/users', auth: true }),
      providesTags: (rows) => listTags('User', rows),
    }),
    createUser: build.mutation<User, UserCreateInput>({
      query: (body) => ({ url: '/api/users', method: 'POST', body, auth: true }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    updateUser: build.mutation<User, { id: number; body: UserUpdateInput }>({
      query: ({ id, body }) => ({ url: `/api/users/${id}`, method: 'PUT', body, auth: true }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'User', id }, { type: 'User', id: 'LIST' }, 'Me'],
    }),
    /** An Admin sets another user's password; they choose a new one at their next sign-in. */
    resetUserPassword: build.mutation<void, { id: number; body: PasswordResetInput }>({
      query: ({ id, body }) => ({ url: `/api/users/${id}/password`, method: 'PUT', body, auth: true }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `/api/users/${id}`, method: 'DELETE', auth: true }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetUsersQuery, useCreateUserMutation, useUpdateUserMutation, useResetUserPasswordMutation, useDeleteUserMutation } = usersApi;
