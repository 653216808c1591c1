import { useField } from 'react-final-form';
import { resolveAssetUrl } from 'remote_shared/config';
import { fieldErrors, isIconImage, missionVision, missionVisionInput, type MissionVision, type MissionVisionInput } from 'remote_shared/schemas';
import { TextField } from '@/components/form-fields';
import { ImageField } from '@/components/image-field';
import { draftKeyOf } from '@/components/kept-draft';
import { ModalForm } from '@/components/modal-form';
import { defaultFormTexts, useContentSave } from '@/content/content-form';
import { TranslationFields, translationErrors, translationValues, translationsInput } from '@/content/translations';
import { usePermissions } from '@/hooks/use-permissions';
import { translateText, useT } from '@/i18n';
import styles from './mission-vision-page.module.css';

interface MissionVisionFormValues {
  /** The translations, as `title@sw` and so on (`translationName`). */
  [translation: `${string}@${string}`]: string;
  title: string;
  icon: string;
  text: string;
  image_url: string;
}

/** An icon is text (an emoji) or the address of an image (spec §3). */
export function IconPreview({ icon }: { icon: string }) {
  if (!icon) return <span className={styles.icon} aria-hidden="true" />;
  if (isIconImage(icon)) return <img src={resolveAssetUrl(icon) ?? ''} alt="" className={styles.iconImage} />;
  return (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  );
}

function IconField() {
  const t = useT();
  const { input } = useField<string>('icon', { subscription: { value: true } });
  return (
    <div className={styles.iconRow}>
      <IconPreview icon={input.value ?? ''} />
      <TextField name="icon" label={t('missionVision.form.icon')} hint={t('missionVision.form.iconHint')} />
    </div>
  );
}

/** The shared schema's messages ('Title must be at most 200 characters') in the back office's language. */
const translated = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateText(message)]));

const valuesOf = (item: MissionVision): MissionVisionFormValues => ({ title: item.title, icon: item.icon, text: item.text, image_url: item.image_url ?? '', ...translationValues(missionVision, item) });

/** Edit one mission/vision item; PUT sends the whole item (spec §7). No field is required (spec §5). */
export function MissionVisionForm({ item, onClose }: { item: MissionVision; onClose: () => void }) {
  const t = useT();
  const { can } = usePermissions();
  const messages = { updated: t('missionVision.updated'), failed: t('missionVision.failed'), uploaded: t('missionVision.uploaded'), uploadFailed: t('missionVision.uploadFailed') };
  const save = useContentSave(missionVision, item, { ...defaultFormTexts(missionVision), ...messages }, onClose);
  const toInput = (values: Partial<MissionVisionFormValues>): MissionVisionInput => ({
    id: item.id,
    title: values.title ?? '',
    icon: values.icon ?? '',
    text: values.text ?? '',
    image_url: values.image_url ?? null,
    ...translationsInput(missionVision, values),
  });
  return (
    <ModalForm<MissionVisionFormValues>
      title={t('common.editNamed', { name: item.title || t('missionVision.item') })}
      size="large"
      onClose={onClose}
      initialValues={valuesOf(item)}
      valuesOf={(stored) => valuesOf(stored as unknown as MissionVision)}
      draftKey={draftKeyOf(missionVision, item)}
      validate={(values) => translationErrors(translated(fieldErrors(missionVisionInput, toInput(values))))}
      onSubmit={(values) => save(missionVisionInput.parse(toInput(values)))}
      submitLabel={t('missionVision.form.save')}
      busyLabel={t('missionVision.form.saving')}
    >
      <TextField name="title" label={t('missionVision.form.title')} />
      <IconField />
      <TextField name="text" label={t('missionVision.form.text')} as="textarea" rows={5} />
      <ImageField
        name="image_url"
        canUpload={can('uploads:create')}
        successMessage={messages.uploaded}
        failureMessage={messages.uploadFailed}
      />
      <TranslationFields type={missionVision} />
    </ModalForm>
  );
}
