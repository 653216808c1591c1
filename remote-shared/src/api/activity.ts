import type { ActivityPage, AuditAction } from 'contracts';
import { api } from './base';
import { fetchCsv } from './csv';

/** The Activity section's filters (docs/workflow.md, "Audit trail"); empty ones are left out. */
export interface ActivityFilter {
  actor?: number;
  type?: string;
  action?: AuditAction;
  /** yyyy-mm-dd, UTC days, both included. */
  from?: string;
  to?: string;
}

export function activityQueryString(filter: ActivityFilter, page?: number): string {
  const params = new URLSearchParams();
  if (page !== undefined && page > 1) params.set('page', String(page));
  for (const [name, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

const ENTRY = 'AuditEntry' as const;

/** The audit trail, read only: one page of a filter (Admin only). */
export const activityApi = api.enhanceEndpoints({ addTagTypes: [ENTRY] }).injectEndpoints({
  endpoints: (build) => ({
    getActivityPage: build.query<ActivityPage, ActivityFilter & { page: number }>({
      query: ({ page, ...filter }) => {
        const query = activityQueryString(filter, page);
        return { url: `/api/activity${query ? `?${query}` : ''}`, auth: true };
      },
      // Always asked afresh: what happened since is the point of the section.
      keepUnusedDataFor: 0,
      providesTags: [ENTRY],
    }),
  }),
});

export const { useGetActivityPageQuery } = activityApi;

/** The filter as CSV (GET /api/activity/export.csv). */
export function fetchActivityCsv(filter: ActivityFilter, fetchFn?: typeof fetch): Promise<{ blob: Blob; filename: string }> {
  return fetchCsv('/api/activity/export.csv', activityQueryString(filter), 'activity.csv', fetchFn);
}
