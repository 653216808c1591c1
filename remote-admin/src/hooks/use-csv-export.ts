import { useState } from 'react';
import { toastFailure } from '@/lib/failures';
import { saveFile } from '@/lib/save-file';

/**
 * Export CSV of what a section shows: the API wants the bearer token, so the file is fetched by
 * `fetchCsv`, then saved; a failure is toasted with `failed`. `busy` while it runs.
 */
export function useCsvExport(fetchCsv: () => Promise<{ blob: Blob; filename: string }>, failed: string) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchCsv();
      saveFile(blob, filename);
    } catch (error) {
      toastFailure(error, failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
