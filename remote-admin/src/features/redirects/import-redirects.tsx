import { useRef, useState } from 'react';
import { useImportRedirectsMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { Button, Icon, Modal } from 'remote_shared/ui';
import { translateText, useT } from '@/i18n';
import { failureOf, toastFailure } from '@/lib/failures';
import styles from './redirects-page.module.css';

/** The chosen file's text (FileReader, which every browser and the unit tests' jsdom have). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

interface Refusal {
  message: string;
  problems: { line: number; reason: string }[];
}

/**
 * Import CSV: a file picker, then the API's all-or-nothing import. Refused, nothing was imported
 * and a dialog lists each bad row by its line with the API's reason; imported, a toast says how many.
 */
export function ImportRedirects() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [importRedirects, { isLoading }] = useImportRedirectsMutation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const upload = async (file: File) => {
    try {
      const { created, updated } = await importRedirects(await readText(file)).unwrap();
      notify.success(t('redirects.import.done', { created, updated }));
    } catch (error) {
      const failure = failureOf(error);
      // A file the API read and refused (bad rows, no redirect in it, too large) is explained in full; anything else is a toast.
      if (failure.status === 400 || failure.status === 413) {
        const problems = failure.problems ?? [];
        setRefusal({
          message: problems.length ? t('redirects.import.refused', { count: problems.length }) : translateText(failure.message ?? ''),
          problems,
        });
      } else toastFailure(error, t('redirects.import.failed'));
    }
  };

  return (
    <>
      {/* Not disabled while the file is sent: a disabled button would drop the focus the refusal's dialog returns to. */}
      <Button variant="secondary" onClick={() => !isLoading && input.current?.click()} aria-busy={isLoading || undefined}>
        <Icon name="file" size={18} />
        {isLoading ? t('redirects.import.busy') : t('redirects.import.action')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('redirects.import.action')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Modal
        open={refusal !== null}
        title={t('redirects.import.refusedTitle')}
        onClose={() => setRefusal(null)}
        footer={
          <Button variant="secondary" onClick={() => setRefusal(null)} data-autofocus>
            {t('redirects.import.ok')}
          </Button>
        }
      >
        <p className={styles.refusal}>
          <Icon name="alert" size={18} className={styles.refusalIcon} />
          <span>{refusal?.message}</span>
        </p>
        {refusal && refusal.problems.length > 0 && (
          <ul className={styles.problems} aria-label={t('redirects.import.problemsLabel')}>
            {refusal.problems.map((problem) => (
              <li key={`${problem.line}:${problem.reason}`}>
                <span className={styles.line}>{t('redirects.import.line', { line: problem.line })}</span>
                <span>{translateText(problem.reason)}</span>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
