// The design system's own words (a table's pager, a dialog's Close, an image field's buttons), in
// English unless the app around them gives its language's (the back office does, docs/i18n.md,
// "Back office"). `translate` turns a message the components show as given (a field's error, an
// upload check's refusal) into that language.
import { createContext, useContext, type ReactNode } from 'react';

export interface UiTexts {
  optional: string;
  search: string;
  searchPlaceholder: string;
  showing: (from: number, to: number, total: number) => string;
  previous: string;
  next: string;
  page: (page: number) => string;
  pages: (caption: string) => string;
  close: string;
  confirmTitle: string;
  confirmDelete: string;
  cancel: string;
  previewAlt: string;
  previewUnavailable: string;
  noImage: string;
  uploading: string;
  uploadingPercent: (percent: number) => string;
  uploadProgress: string;
  uploadImage: string;
  cancelUpload: string;
  retryUpload: string;
  removeImage: string;
  pasteAddress: string;
  imageAddress: string;
  translate: (text: string) => string;
}

export const ENGLISH_UI_TEXTS: UiTexts = {
  optional: '(optional)',
  search: 'Search',
  searchPlaceholder: 'Search...',
  showing: (from, to, total) => `Showing ${from} to ${to} of ${total} entries`,
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
  pages: (caption) => `${caption} pages`,
  close: 'Close',
  confirmTitle: 'Please confirm',
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  previewAlt: 'Image preview',
  previewUnavailable: 'Preview unavailable',
  noImage: 'No image',
  uploading: 'Uploading...',
  uploadingPercent: (percent) => `Uploading... ${percent}%`,
  uploadProgress: 'Upload progress',
  uploadImage: 'Upload image',
  cancelUpload: 'Cancel upload',
  retryUpload: 'Retry upload',
  removeImage: 'Remove image',
  pasteAddress: 'Or paste an image address',
  imageAddress: 'Image address',
  translate: (text) => text,
};

const UiTextsContext = createContext<UiTexts>(ENGLISH_UI_TEXTS);

export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

export const useUiTexts = (): UiTexts => useContext(UiTextsContext);
