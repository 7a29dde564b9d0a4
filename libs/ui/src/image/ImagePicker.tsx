import { useId, useState, type ChangeEvent } from 'react';
import { LIMITS, MSG } from '@babynews/contracts';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { ImageProcessError, processImage } from './processImage';
import { useObjectUrl } from './useObjectUrl';
import { useTransientError } from '../useTransientError';

export interface ImagePickerProps {
  /** Visible label of the file input (getByLabel finds the input by it). Default '이미지'. */
  label?: string;
  /** The processed image chosen in this form, or null. */
  file: File | null;
  /** Image already stored (shown while no new file is chosen), or null. */
  existingUrl?: string | null;
  /** Called with the processed (WebP, ≤ 2000 px) file. */
  onFile: (file: File) => void;
  /** Called by the '이미지 삭제' button. */
  onRemove: () => void;
  /** Largest original in bytes (spec §9: 5 MB; 10 MB in the edit-one-item wish form). */
  maxBytes?: number;
  /** Message for a too-large original (default MSG.wish.imageTooLarge). */
  tooLargeMessage?: string;
  /** Also show rejections in a window.alert (the edit-one-item form, spec §5). */
  alertErrors?: boolean;
  /** Upload progress 0–100 while the form uploads; null when not uploading. */
  progress?: number | null;
  /** Hint under the picker. */
  hint?: string;
  disabled?: boolean;
  /** Told when converting starts (true) and ends (false): a form should not submit meanwhile. */
  onProcessing?: (processing: boolean) => void;
}

/**
 * Optional image field with preview: picks a file, runs the client-side step of spec §5
 * (images only, size limit, WebP 0.85, longest side 2000 px, sanitised name) and hands the
 * result to `onFile`. Shows rejections inline for 3 s (spec §9; and in an alert when `alertErrors`), a
 * '이미지 처리 중' state while converting and an upload progress bar (`progress`).
 */
export function ImagePicker({
  label = '이미지',
  file,
  existingUrl = null,
  onFile,
  onRemove,
  maxBytes = LIMITS.imageOriginalMaxBytes,
  tooLargeMessage = MSG.wish.imageTooLarge,
  alertErrors = false,
  progress = null,
  hint = `JPG, PNG, WebP · ${Math.round(maxBytes / 1024 / 1024)}MB 이하`,
  disabled = false,
  onProcessing,
}: ImagePickerProps) {
  const inputId = useId();
  const [error, setError] = useTransientError();
  const [processing, setProcessing] = useState(false);
  const previewUrl = useObjectUrl(file) ?? existingUrl;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError('');
    setProcessing(true);
    onProcessing?.(true);
    try {
      onFile(await processImage(chosen, { maxBytes, tooLargeMessage }));
    } catch (caught) {
      const message = caught instanceof ImageProcessError ? caught.message : MSG.wish.processFailed;
      setError(message);
      if (alertErrors) window.alert(message);
    } finally {
      setProcessing(false);
      onProcessing?.(false);
    }
  };

  const busy = processing || progress !== null;
  return (
    <div className="bn-field bn-image-picker">
      <span className="bn-field__label" id={`${inputId}-label`}>
        {label}
      </span>
      {previewUrl ? (
        <div className="bn-image-picker__preview">
          <img src={previewUrl} alt="선택한 이미지 미리보기" />
          {progress !== null && (
            <div
              className="bn-image-picker__progress"
              role="progressbar"
              aria-label="이미지 업로드"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <span style={{ width: `${progress}%` }} />
            </div>
          )}
        </div>
      ) : (
        <div className="bn-image-picker__empty" aria-hidden="true">
          <Icon name="image" size={28} />
        </div>
      )}
      <div className="bn-image-picker__actions">
        <label htmlFor={inputId} className={`bn-button bn-button--secondary bn-button--small${disabled || busy ? ' bn-image-picker__choose--disabled' : ''}`}>
          <Icon name="image" size={16} />
          {processing ? '이미지 처리 중...' : previewUrl ? '이미지 변경' : '이미지 선택'}
        </label>
        <input
          id={inputId}
          className="bn-visually-hidden"
          type="file"
          accept="image/*"
          aria-labelledby={`${inputId}-label`}
          aria-describedby={`${inputId}-msg`}
          aria-invalid={error ? true : undefined}
          disabled={disabled || busy}
          onChange={(event) => void pick(event)}
        />
        {previewUrl && (
          <Button variant="ghost" size="small" onClick={onRemove} disabled={disabled || busy}>
            이미지 삭제
          </Button>
        )}
      </div>
      {error ? (
        <p className="bn-field__error" id={`${inputId}-msg`} role="alert">
          {error}
        </p>
      ) : (
        <p className="bn-field__hint" id={`${inputId}-msg`}>
          {progress !== null ? `업로드 중... ${progress}%` : hint}
        </p>
      )}
    </div>
  );
}
