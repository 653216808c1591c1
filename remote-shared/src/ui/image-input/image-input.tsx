import { useEffect, useId, useRef, useState, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { resolveAssetUrl } from '../../config/runtime';
import { FieldMessages } from '../form-field/form-field';
import { Icon } from '../icon/icon';
import { Spinner } from '../spinner/spinner';
import { useUiTexts } from '../texts';
import styles from './image-input.module.css';

// The spec's hint (§5); WebP and GIF are accepted as well.
export const IMAGE_HINT = 'JPG, PNG up to 5MB';
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export interface ImageInputProps {
  /** The group's name, e.g. 'Image'. */
  label: string;
  /** The current image address ('' for none). */
  value: string;
  /** A typed address, or '' when the image is removed. */
  onChange: (address: string) => void;
  /**
   * A chosen file that passed the size and type checks. Without it there is no file chooser (for
   * people who may not upload). The owner uploads it and then calls `onChange` with the new address.
   */
  onFileSelect?: (file: File) => void;
  /** The chosen file is being uploaded: its local preview shows with a spinner. */
  uploading?: boolean;
  /** How much of it has gone up (0 to 1), when known: shown as a percentage and a bar. */
  progress?: number | null;
  /** Offered while uploading: stops the upload (the previous image stays). */
  onCancel?: () => void;
  /** Offered after a failed or cancelled upload: sends the same file again, without choosing it. */
  onRetry?: () => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Offer a text box for an existing image address (default true). */
  allowAddress?: boolean;
  previewAlt?: string;
}

/**
 * Pressing a button would first blur the field being edited above it; that field's error would
 * then appear, push the button down, and the click would land elsewhere. Keeping focus avoids it.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

// The size and type rules live with the upload module; loading them on demand keeps zod and the
// upload code out of the pages that only display components of this design system.
async function checkFile(file: File): Promise<string | null> {
  const { checkImageFile } = await import('../../upload/upload');
  return checkImageFile(file);
}

/** Choose an image file or paste an address, with a preview, a Remove button, a hint and the error. */
export function ImageInput({
  label,
  value,
  onChange,
  onFileSelect,
  uploading = false,
  progress = null,
  onCancel,
  onRetry,
  hint = IMAGE_HINT,
  error,
  required = false,
  disabled = false,
  allowAddress = true,
  previewAlt,
}: ImageInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [fileError, setFileError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const wasUploading = useRef(uploading);

  // The chosen file's preview lasts until its upload ends (success or not) or the address changes.
  useEffect(() => {
    if (wasUploading.current && !uploading) setLocalPreview(null);
    wasUploading.current = uploading;
  }, [uploading]);
  useEffect(() => setLocalPreview(null), [value]);
  useEffect(
    () => () => {
      if (localPreview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still reports it
    if (!file || !onFileSelect) return;
    const problem = await checkFile(file);
    setFileError(problem);
    if (problem) return;
    if (typeof URL.createObjectURL === 'function') setLocalPreview(URL.createObjectURL(file));
    onFileSelect(file);
  };

  const src = localPreview ?? resolveAssetUrl(value.trim() || null);
  const texts = useUiTexts();
  const shownError = fileError ? texts.translate(fileError) : typeof error === 'string' ? texts.translate(error) : error;
  const describedBy = [shownError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={styles.root} aria-describedby={describedBy} disabled={disabled}>
      <legend className={styles.legend}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={styles.row}>
        <div className={styles.preview}>
          {src && broken !== src ? (
            <img src={src} alt={previewAlt ?? texts.previewAlt} className={styles.image} onError={() => setBroken(src)} />
          ) : (
            <span className={styles.placeholder}>
              <Icon name="image" size={28} />
              <span>{src ? texts.previewUnavailable : texts.noImage}</span>
            </span>
          )}
          {uploading && (
            <span className={styles.overlay} role="status">
              <Spinner label={null} size="compact" />
              {progress === null ? texts.uploading : texts.uploadingPercent(Math.round(progress * 100))}
              {progress !== null && <progress className={styles.progress} value={progress} max={1} aria-label={texts.uploadProgress} />}
            </span>
          )}
        </div>
        <div className={styles.controls}>
          <div className={styles.buttons}>
            {onFileSelect && (
              <label className={styles.choose} aria-disabled={disabled || uploading || undefined}>
                <input
                  type="file"
                  accept={ACCEPT}
                  className={styles.file}
                  onChange={onFile}
                  disabled={disabled || uploading}
                  aria-describedby={describedBy}
                  aria-invalid={shownError ? true : undefined}
                />
                <Icon name="image" size={18} />
                {texts.uploadImage}
              </label>
            )}
            {uploading && onCancel && (
              <button type="button" className={styles.remove} onMouseDown={keepFocus} onClick={onCancel}>
                <Icon name="close" size={16} />
                {texts.cancelUpload}
              </button>
            )}
            {!uploading && onRetry && (
              <button type="button" className={styles.retry} onMouseDown={keepFocus} onClick={onRetry}>
                <Icon name="refresh" size={16} />
                {texts.retryUpload}
              </button>
            )}
            {(value || localPreview) && !uploading && (
              <button
                type="button"
                className={styles.remove}
                onMouseDown={keepFocus}
                onClick={() => {
                  setFileError(null);
                  setLocalPreview(null);
                  onChange('');
                }}
              >
                <Icon name="trash" size={16} />
                {texts.removeImage}
              </button>
            )}
          </div>
          {allowAddress && (
            <div className={styles.address}>
              <label htmlFor={`${id}-address`} className={styles.addressLabel}>
                {onFileSelect ? texts.pasteAddress : texts.imageAddress}
              </label>
              <input
                id={`${id}-address`}
                type="text"
                inputMode="url"
                className={styles.addressInput}
                value={value}
                placeholder="https://… or /uploads/…"
                disabled={uploading}
                aria-describedby={describedBy}
                aria-invalid={shownError ? true : undefined}
                onChange={(event) => {
                  setFileError(null);
                  onChange(event.target.value);
                }}
              />
            </div>
          )}
          <FieldMessages hint={hint} hintId={hintId} error={shownError} errorId={errorId} classNames={styles} />
        </div>
      </div>
    </fieldset>
  );
}
