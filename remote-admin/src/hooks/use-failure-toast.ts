import { useEffect } from 'react';
import { toastFailure } from '../lib/failures';

/** Toasts the spec's load-failure message once per failed request (spec §8). */
export function useFailureToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toastFailure(error, message);
  }, [error, message]);
}
