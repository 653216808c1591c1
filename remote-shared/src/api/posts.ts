import type { Post, PostInput } from '../schemas';
import { api, listTags } from './base';

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The public portfolio: no token (spec §7). Newest first by created_at. */
    getPosts: build.query<Post[], void>({
      query: () => ({ url: '/api/posts' }),
      providesTags: (rows) => listTags('Post', rows),
    }),
    /** The dashboard's list: same call with the bearer token (spec §6). */
    getAdminPosts: build.query<Post[], void>({
      query: () => ({ url: '/api/posts', auth: true }),
      providesTags: (rows) => listTags('Post', rows),
    }),
    getPost: build.query<Post, number>({
      query: (id) => ({ url: `/api/posts/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Post', id }],
    }),
    createPost: build.mutation<Post, PostInput>({
      query: (body) => ({ url: '/api/posts', method: 'POST', body, auth: true }),
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    updatePost: build.mutation<Post, { id: number; body: PostInput }>({
      query: ({ id, body }) => ({ url: `/api/posts/${id}`, method: 'PUT', body, auth: true }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Post', id }, { type: 'Post', id: 'LIST' }],
    }),
    deletePost: build.mutation<void, number>({
      query: (id) => ({ url: `/api/posts/${id}`, method: 'DELETE', auth: true }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Post', id }, { type: 'Post', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPostsQuery,
  useGetAdminPostsQuery,
  useGetPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
} = postsApi;
