import { useId, useState, type ReactNode } from 'react';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useEraseSubjectMutation, useGetRetentionQuery, useLazyGetSubjectDataQuery, useSetRetentionMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { fieldErrors, retentionSetting, subjectQuery, type ErasureResult, type SubjectData } from 'remote_shared/schemas';
import { Badge, Button, Icon, Modal, Spinner, type IconName } from 'remote_shared/ui';
import { Facts } from '@/components/facts';
import { TextField } from '@/components/form-fields';
import { LoadError } from '@/components/load-error';
import { submitOrFocusError } from '@/components/form-submit';
import { SubmitButton } from '@/components/submit-button';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useT } from '@/i18n';
import { displayDate } from '@/lib/dates';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { saveFile } from '@/lib/save-file';
import { stateLabel, STATE_TONES } from './inbox-states';
import { translatedErrors } from '@/i18n';
import section from '@/components/section.module.css';
import styles from './privacy-tools.module.css';

/** One field and its button on a line (react-final-form): the look-up and the retention setting. */
function InlineForm<Values extends object>({
  onSubmit,
  validate,
  initialValues,
  submitLabel,
  icon,
  children,
}: {
  onSubmit: (values: Values) => Promise<SubmissionErrors | void>;
  validate: (values: Values) => ValidationErrors;
  initialValues?: Partial<Values>;
  submitLabel: string;
  icon: IconName;
  children: ReactNode;
}) {
  return (
    <Form<Values>
      onSubmit={async (values) => translatedErrors(await onSubmit(values)) ?? undefined}
      validate={(values) => translatedErrors(validate(values))}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <form noValidate className={styles.inline} onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)}>
          {children}
          <SubmitButton variant="secondary" busy={submitting}>
            <Icon name={icon} size={18} />
            {submitLabel}
          </SubmitButton>
        </form>
      )}
    />
  );
}

/** What is held about one address: counts, the messages, Download JSON and Erase everything. */
function SubjectResult({ found, onErased }: { found: SubjectData; onErased: (erased: ErasureResult) => void }) {
  const t = useT();
  const [erase] = useEraseSubjectMutation();
  const replies = found.messages.reduce((sum, message) => sum + message.replies.length, 0);
  const { ask, dialog } = useConfirmedDelete<string, ErasureResult>({
    remove: async (email) => {
      const erased = await erase(email).unwrap();
      onErased(erased);
      return erased;
    },
    title: t('contacts.privacy.eraseTitle'),
    question: t('contacts.privacy.eraseQuestion'),
    detail: (email) => email,
    // What was erased, as the API counted it (and the Activity entry records).
    deleted: (erased) => t('contacts.privacy.erasedCounts', { ...erased }),
    failed: t('contacts.privacy.eraseFailed'),
    confirmLabel: t('contacts.privacy.eraseEverything'),
    busyLabel: t('contacts.privacy.erasing'),
  });
  const held = found.messages.length + found.mails.length > 0;
  const download = () => saveFile(new Blob([JSON.stringify(found, null, 2)], { type: 'application/json' }), `personal-data-${found.email}.json`);

  return (
    <div className={styles.result} aria-live="polite">
      <p className={styles.subject}>
        {t('contacts.privacy.heldAbout')} <strong>{found.email}</strong>
      </p>
      <Facts
        className={styles.counts}
        items={[
          [t('contacts.privacy.messages'), found.messages.length],
          [t('contacts.privacy.replies'), replies],
          [t('contacts.privacy.mails'), found.mails.length],
        ]}
      />
      {held ? (
        <>
          {found.messages.length > 0 && (
            <ul className={styles.messages} aria-label={t('contacts.privacy.messagesFrom', { email: found.email })}>
              {found.messages.map((message) => (
                <li key={message.id}>
                  <span className={styles.messageHead}>
                    <time dateTime={message.date}>{displayDate(message.date)}</time>
                    <Badge tone={STATE_TONES[message.state]}>{stateLabel(t, message.state)}</Badge>
                    {message.replies.length > 0 && <span>{t('contacts.privacy.replyCount', { count: message.replies.length })}</span>}
                  </span>
                  <span className={section.clamp}>{message.message || t('contacts.message.noMessage')}</span>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={download}>
              <Icon name="download" size={18} />
              {t('contacts.privacy.downloadJson')}
            </Button>
            <Button variant="danger" onClick={() => ask(found.email)}>
              <Icon name="trash" size={18} />
              {t('contacts.privacy.eraseEverything')}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.hint}>{t('contacts.privacy.nothingHeld')}</p>
      )}
      {dialog}
    </div>
  );
}

/** Look up an email address: everything held about it (the API records the look-up, not the address). */
function SubjectLookup() {
  const t = useT();
  const [lookup] = useLazyGetSubjectDataQuery();
  const [found, setFound] = useState<SubjectData | null>(null);
  // Said until the next look-up: the toast goes after seconds, the person may need to write it down.
  const [erased, setErased] = useState<(ErasureResult & { email: string }) | null>(null);
  return (
    <>
      <InlineForm<{ email?: string }>
        onSubmit={async ({ email = '' }) => {
          try {
            setErased(null);
            setFound(await lookup(email.trim()).unwrap());
          } catch (error) {
            toastFailure(error, t('contacts.privacy.lookupFailed'));
            return submissionErrors(error);
          }
        }}
        validate={({ email = '' }) => fieldErrors(subjectQuery, { email: email.trim() })}
        submitLabel={t('contacts.privacy.lookUp')}
        icon="search"
      >
        <TextField name="email" label={t('contacts.privacy.emailAddress')} type="email" required autoComplete="off" />
      </InlineForm>
      {found && (
        <SubjectResult
          key={found.email}
          found={found}
          onErased={(counts) => {
            setErased({ ...counts, email: found.email });
            setFound(null);
          }}
        />
      )}
      {erased && (
        <p className={styles.erased} role="status">
          <Icon name="check" size={18} />
          {t('contacts.privacy.erasedNote', { ...erased })}
        </p>
      )}
    </>
  );
}

/** Months archived and spam messages are kept (1 to 120); the daily clean-up removes older ones. */
function RetentionForm() {
  const t = useT();
  const retention = useGetRetentionQuery();
  const [save] = useSetRetentionMutation();
  if (!retention.data) {
    return retention.error ? (
      <LoadError
        title={t('contacts.privacy.retentionLoadFailed')}
        error={retention.error}
        onRetry={() => void retention.refetch()}
        retrying={retention.isFetching}
      />
    ) : (
      <Spinner centered label={t('contacts.privacy.retentionLoading')} />
    );
  }
  const toSetting = ({ months }: { months?: string }) => ({ months: months === undefined || months.trim() === '' ? undefined : Number(months) });
  return (
    <InlineForm<{ months?: string }>
      initialValues={{ months: String(retention.data.months) }}
      onSubmit={async (values) => {
        try {
          await save(retentionSetting.parse(toSetting(values))).unwrap();
          notify.success(t('contacts.privacy.retentionSaved'));
        } catch (error) {
          toastFailure(error, t('contacts.privacy.retentionFailed'));
          return submissionErrors(error, t('contacts.privacy.retentionFailed'));
        }
      }}
      validate={(values) => fieldErrors(retentionSetting, toSetting(values))}
      submitLabel={t('contacts.privacy.save')}
      icon="check"
    >
      <TextField name="months" label={t('contacts.privacy.monthsKept')} type="number" min={1} max={120} required hint={t('contacts.privacy.monthsHint')} />
    </InlineForm>
  );
}

/** The Admin's data-protection duties (`privacy:manage`): find, export and erase one person's data; retention. */
export function PrivacyTools({ onClose }: { onClose: () => void }) {
  const t = useT();
  const lookupId = useId();
  const retentionId = useId();
  return (
    <Modal open size="large" title={t('contacts.privacy.title')} onClose={onClose}>
      <section aria-labelledby={lookupId} className={styles.section}>
        <h3 id={lookupId} className={styles.heading}>
          {t('contacts.privacy.personData')}
        </h3>
        <p className={styles.hint}>{t('contacts.privacy.personHint')}</p>
        <SubjectLookup />
      </section>
      <section aria-labelledby={retentionId} className={styles.section}>
        <h3 id={retentionId} className={styles.heading}>
          {t('contacts.privacy.retention')}
        </h3>
        <RetentionForm />
      </section>
    </Modal>
  );
}
