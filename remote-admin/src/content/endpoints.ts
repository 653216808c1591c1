import { contentApi, endpointNames } from 'remote_shared/api';
import type { AnyContentType } from 'remote_shared/schemas';
import { useFailureToast } from '@/hooks/use-failure-toast';

interface ListResult<Row> {
  data?: readonly Row[];
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}
type Trigger = (arg: never) => { unwrap(): Promise<unknown> };

/**
 * The hooks of a type's RTK Query endpoints for code that works on any type: the dashboard's list
 * (with the token where the declaration says so, spec §6), create, update and delete.
 */
export function contentHooks<Row>(type: AnyContentType) {
  const endpoints = contentApi(type).endpoints as unknown as Record<
    string,
    { useQuery?: () => ListResult<Row>; useMutation?: () => readonly [Trigger, unknown] }
  >;
  const names = endpointNames(type);
  return {
    // A type with translations reads them all (`?locale=all`, docs/i18n.md "Content"): the dashboard's list.
    useList: endpoints[type.admin?.readWithToken || type.localized.length ? names.adminList : names.list]!.useQuery!,
    useCreate: endpoints[names.create]!.useMutation!,
    useUpdate: endpoints[names.update]!.useMutation!,
    useRemove: endpoints[names.remove]!.useMutation!,
  };
}

/** A section's list of a type (with a toast when it fails to load) and its delete by id. */
export function useSectionList<Row>(type: AnyContentType, loadFailed: string) {
  const { useList, useRemove } = contentHooks<Row>(type);
  const list = useList();
  const [remove] = useRemove();
  useFailureToast(list.error, loadFailed);
  const removeById = (id: number) => (remove as (id: number) => { unwrap(): Promise<unknown> })(id).unwrap();
  return { list, removeById };
}
