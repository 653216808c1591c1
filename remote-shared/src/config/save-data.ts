import { createContext, useContext } from 'react';

/**
 * Save-Data (docs/performance.md, "Save-Data"): a visitor whose browser asks to save data gets the
 * smallest images. The page server decides from the request's `Save-Data: on` header and renders
 * with this context; the page it sends carries the decision as `window.__SAVE_DATA__`, so the
 * browser hydrates exactly what the server rendered.
 */
export const SaveDataContext = createContext<boolean | null>(null);

declare global {
  interface Window {
    __SAVE_DATA__?: boolean;
  }
}

/** The browser's own setting (`navigator.connection.saveData`, Chromium-based browsers). */
export function browserSavesData(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** Whether this page sends the smallest images: the server's decision for its page, else the browser's setting. */
export function useSaveData(): boolean {
  const fromServer = useContext(SaveDataContext);
  if (fromServer !== null) return fromServer;
  if (typeof window === 'undefined') return false;
  return window.__SAVE_DATA__ ?? browserSavesData();
}
