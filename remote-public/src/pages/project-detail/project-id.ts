/** The {id} of /projects/{id} as the API accepts it (a positive whole number), or null. */
export function projectId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
