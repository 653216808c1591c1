import type { TeamMember, TeamMemberInput } from '../schemas';
import { api, listTags } from './base';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamMember[], void>({
      query: () => ({ url: '/api/team' }),
      providesTags: (rows) => listTags('Team', rows),
    }),
    createTeamMember: build.mutation<TeamMember, TeamMemberInput>({
      query: (body) => ({ url: '/api/team', method: 'POST', body, auth: true }),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    updateTeamMember: build.mutation<TeamMember, { id: number; body: TeamMemberInput }>({
      query: ({ id, body }) => ({ url: `/api/team/${id}`, method: 'PUT', body, auth: true }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Team', id }, { type: 'Team', id: 'LIST' }],
    }),
    deleteTeamMember: build.mutation<void, number>({
      query: (id) => ({ url: `/api/team/${id}`, method: 'DELETE', auth: true }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Team', id }, { type: 'Team', id: 'LIST' }],
    }),
  }),
});

export const { useGetTeamQuery, useCreateTeamMemberMutation, useUpdateTeamMemberMutation, useDeleteTeamMemberMutation } =
  teamApi;
