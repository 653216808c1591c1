// Exposed as `remote_shared/notify`: toasts with the durations of spec §9 (success 2 s, error 4 s).
// The shell owns the single ToastContainer; react-toastify is a shared singleton.
import { toast } from 'react-toastify';

export const SUCCESS_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 4000;

export const notify = {
  success: (message: string) => toast.success(message, { autoClose: SUCCESS_TOAST_MS }),
  error: (message: string) => toast.error(message, { autoClose: ERROR_TOAST_MS }),
  info: (message: string) => toast.info(message, { autoClose: ERROR_TOAST_MS }),
};
