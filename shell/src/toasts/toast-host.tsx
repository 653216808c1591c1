import { ToastContainer } from 'react-toastify';
import './toasts.css';

/**
 * The single toast container (spec §9: at most 20 at once; success 2 s and error 4 s, set per
 * toast by remote_shared's `notify`). Loaded only where toasts are used (the back office).
 */
export default function ToastHost() {
  // Colours that can be read, and a corner where no control is (toasts.css).
  return <ToastContainer position="bottom-left" limit={20} newestOnTop closeOnClick pauseOnFocusLoss={false} theme="colored" />;
}
