import { useId, useState, type ReactNode } from 'react';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useEraseSubjectMutation, useGetRetentionQuery, useLazyGetSubjectDataQuery, useSetRetentionMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { fieldErrors, retentionSetting, subjectQuery, type SubjectData } from 'remote_shared/schemas';
import { Badge, Button, Icon, Modal, Spinner, type IconName } from 'remote_shared/ui';
import { Facts } from '@/components/facts';
import { TextField } from '@/components/form-fields';
import { LoadError } from '@/components/load-error';
import { keepFocus, submitOrFocusError } from '@/components/form-submit';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { displayDate } from '@/lib/dates';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { saveFile } from '@/lib/save-file';
import { STATE_LABELS, STATE_TONES } from './inbox-states';
import section from '@/components/section.module.css';
import styles from './privacy-tools.module.css';

export const PRIVACY_TEXT = {
  lookupFailed: 'Failed to look up the address',
  nothingHeld: 'Nothing is held about this address.',
  eraseTitle: 'Erase personal data',
  eraseQuestion: 'Erase every message, reply and mail held about this address? This cannot be undone.',
  erased: 'Personal data erased',
  eraseFailed: 'Failed to erase personal data',
  retentionLoadFailed: 'Failed to load the retention setting',
  retentionSaved: 'Retention saved',
  retentionFailed: 'Failed to save the retention setting',
} as const;

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
      onSubmit={async (values) => (await onSubmit(values)) ?? undefined}
      validate={validate}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <form noValidate className={styles.inline} onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)}>
          {children}
          <Button type="submit" variant="secondary" busy={submitting} onMouseDown={keepFocus}>
            <Icon name={icon} size={18} />
            {submitLabel}
          </Button>
        </form>
      )}
    />
  );
}

/** What is held about one address: counts, the messages, Download JSON and Erase everything. */
function SubjectResult({ found, onErased }: { found: SubjectData; onErased: () => void }) {
  const [erase] = useEraseSubjectMutation();
  const replies = found.messages.reduce((sum, message) => sum + message.replies.length, 0);
  const { ask, dialog } = useConfirmedDelete<string>({
    remove: async (email) => {
      await erase(email).unwrap();
      onErased();
    },
    title: PRIVACY_TEXT.eraseTitle,
    question: PRIVACY_TEXT.eraseQuestion,
    detail: (email) => email,
    deleted: PRIVACY_TEXT.erased,
    failed: PRIVACY_TEXT.eraseFailed,
    confirmLabel: 'Erase everything',
    busyLabel: 'Erasing...',
  });
  const held = found.messages.length + found.mails.length > 0;
  const download = () => saveFile(new Blob([JSON.stringify(found, null, 2)], { type: 'application/json' }), `personal-data-${found.email}.json`);

  return (
    <div className={styles.result} aria-live="polite">
      <p className={styles.subject}>
        Held about <strong>{found.email}</strong>
      </p>
      <Facts
        className={styles.counts}
        items={[
          ['Messages', found.messages.length],
          ['Replies', replies],
          ['Mails', found.mails.length],
        ]}
      />
      {held ? (
        <>
          {found.messages.length > 0 && (
            <ul className={styles.messages} aria-label={`Messages from ${found.email}`}>
              {found.messages.map((message) => (
                <li key={message.id}>
                  <span className={styles.messageHead}>
                    <time dateTime={message.date}>{displayDate(message.date)}</time>
                    <Badge tone={STATE_TONES[message.state]}>{STATE_LABELS[message.state]}</Badge>
                    {message.replies.length > 0 && <span>{`${message.replies.length} ${message.replies.length === 1 ? 'reply' : 'replies'}`}</span>}
                  </span>
                  <span className={section.clamp}>{message.message || 'No message.'}</span>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={download}>
              <Icon name="download" size={18} />
              Download JSON
            </Button>
            <Button variant="danger" onClick={() => ask(found.email)}>
              <Icon name="trash" size={18} />
              Erase everything
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.hint}>{PRIVACY_TEXT.nothingHeld}</p>
      )}
      {dialog}
    </div>
  );
}

/** Look up an email address: everything held about it (the API records the look-up, not the address). */
function SubjectLookup() {
  const [lookup] = useLazyGetSubjectDataQuery();
  const [found, setFound] = useState<SubjectData | null>(null);
  return (
    <>
      <InlineForm<{ email?: string }>
        onSubmit={async ({ email = '' }) => {
          try {
            setFound(await lookup(email.trim()).unwrap());
          } catch (error) {
            toastFailure(error, PRIVACY_TEXT.lookupFailed);
            return submissionErrors(error);
          }
        }}
        validate={({ email = '' }) => fieldErrors(subjectQuery, { email: email.trim() })}
        submitLabel="Look up"
        icon="search"
      >
        <TextField name="email" label="Email address" type="email" required autoComplete="off" />
      </InlineForm>
      {found && <SubjectResult key={found.email} found={found} onErased={() => setFound(null)} />}
    </>
  );
}

/** Months archived and spam messages are kept (1 to 120); the daily clean-up removes older ones. */
function RetentionForm() {
  const retention = useGetRetentionQuery();
  const [save] = useSetRetentionMutation();
  if (!retention.data) {
    return retention.error ? (
      <LoadError title={PRIVACY_TEXT.retentionLoadFailed} error={retention.error} onRetry={() => void retention.refetch()} retrying={retention.isFetching} />
    ) : (
      <Spinner centered label="Loading the retention setting..." />
    );
  }
  const toSetting = ({ months }: { months?: string }) => ({ months: months === undefined || months.trim() === '' ? undefined : Number(months) });
  return (
    <InlineForm<{ months?: string }>
      initialValues={{ months: String(retention.data.months) }}
      onSubmit={async (values) => {
        try {
          await save(retentionSetting.parse(toSetting(values))).unwrap();
          notify.success(PRIVACY_TEXT.retentionSaved);
        } catch (error) {
          toastFailure(error, PRIVACY_TEXT.retentionFailed);
          return submissionErrors(error, PRIVACY_TEXT.retentionFailed);
        }
      }}
      validate={(values) => fieldErrors(retentionSetting, toSetting(values))}
      submitLabel="Save"
      icon="check"
    >
      <TextField name="months" label="Months kept" type="number" min={1} max={120} required hint="Archived and spam messages older than this are removed each day." />
    </InlineForm>
  );
}

/** The Admin's data-protection duties (`privacy:manage`): find, export and erase one person's data; retention. */
export function PrivacyTools({ onClose }: { onClose: () => void }) {
  const lookupId = useId();
  const retentionId = useId();
  return (
    <Modal open size="large" title="Privacy tools" onClose={onClose}>
      <section aria-labelledby={lookupId} className={styles.section}>
        <h3 id={lookupId} className={styles.heading}>
          A person&apos;s data
        </h3>
        <p className={styles.hint}>Everything held about one email address: find it, download it as JSON, or erase it.</p>
        <SubjectLookup />
      </section>
      <section aria-labelledby={retentionId} className={styles.section}>
        <h3 id={retentionId} className={styles.heading}>
          Retention
        </h3>
        <RetentionForm />
      </section>
    </Modal>
  );
}
