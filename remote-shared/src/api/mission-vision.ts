import type { MissionVision, MissionVisionInput } from '../schemas';
import { api, listTags } from './base';

export const missionVisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMissionVision: build.query<MissionVision[], void>({
      query: () => ({ url: '/api/mission-vision' }),
      providesTags: (rows) => listTags('MissionVision', rows),
    }),
    /** PUT sends the whole edited item, id included (spec §7). */
    updateMissionVision: build.mutation<MissionVision, MissionVisionInput>({
      query: (body) => ({ url: '/api/mission-vision', method: 'PUT', body, auth: true }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'MissionVision', id }, { type: 'MissionVision', id: 'LIST' }],
    }),
  }),
});

export const { useGetMissionVisionQuery, useUpdateMissionVisionMutation } = missionVisionApi;
