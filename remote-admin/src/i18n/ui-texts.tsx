import { useMemo, type ReactNode } from 'react';
import { UiTextsProvider, type UiTexts } from 'remote_shared/ui';
import { translateText, useAdminLocale, useT } from './use-t';

/** The design system's words (pager, dialogs, image field) in the back office's language. */
export function AdminUiTexts({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useAdminLocale();
  const texts = useMemo<UiTexts>(
    () => ({
      optional: t('ui.optional'),
      search: t('ui.search'),
      searchPlaceholder: t('ui.searchPlaceholder'),
      showing: (from, to, total) => t('ui.showing', { from, to, total }),
      previous: t('ui.previous'),
      next: t('ui.next'),
      page: (page) => t('ui.page', { page }),
      pages: (caption) => t('ui.pages', { caption }),
      close: t('ui.close'),
      confirmTitle: t('ui.confirmTitle'),
      confirmDelete: t('common.delete'),
      cancel: t('common.cancel'),
      previewAlt: t('ui.previewAlt'),
      previewUnavailable: t('ui.previewUnavailable'),
      noImage: t('ui.noImage'),
      uploading: t('ui.uploading'),
      uploadingPercent: (percent) => t('ui.uploadingPercent', { percent }),
      uploadProgress: t('ui.uploadProgress'),
      uploadImage: t('ui.uploadImage'),
      cancelUpload: t('ui.cancelUpload'),
      retryUpload: t('ui.retryUpload'),
      removeImage: t('ui.removeImage'),
      pasteAddress: t('ui.pasteAddress'),
      imageAddress: t('ui.imageAddress'),
      translate: (text) => translateText(text, locale),
    }),
    [t, locale],
  );
  return <UiTextsProvider texts={texts}>{children}</UiTextsProvider>;
}
