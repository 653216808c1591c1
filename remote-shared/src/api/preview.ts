import type { PreviewFacts, PreviewLink } from 'contracts/history';
import { previewPath } from '../data/reads';
import { api } from './base';

/** A record as its preview link shows it: the fields it would go live with, and where it stands. */
export type PreviewRecord = { id: number; [field: string]: unknown } & { preview: PreviewFacts };

/**
 * Preview links (docs/workflow.md, "Preview"): the back office asks for a signed link to a record
 * that is not public; the preview page reads the record with the link's token and no sign-in. The
 * answer is its own cache entry, never the public read's.
 */
export const previewApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPreviewLink: build.mutation<PreviewLink, { path: string; id: number }>({
      query: ({ path, id }) => ({ url: `${path}/${id}/preview`, method: 'POST', auth: true }),
    }),
    getPreview: build.query<PreviewRecord, { path: string; id: number; token: string }>({
      query: (arg) => ({ url: previewPath(arg) }),
    }),
  }),
});

export const { useCreatePreviewLinkMutation, useGetPreviewQuery } = previewApi;
