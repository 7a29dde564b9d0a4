import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS, MSG } from '@babynews/contracts';
import { Button } from '@babynews/ui';
import { ImageProcessError, processImage, useObjectUrl } from '@babynews/ui/image';

export interface NoticeImageFieldProps {
  /** The processed image chosen in this form, or null. */
  file: File | null;
  /** URL of the notice's stored image (edit form), shown while no new file is chosen. */
  existingUrl: string | null;
  onFile: (file: File) => void;
  onRemove: () => void;
  /** Upload progress 0–100 while saving, else null. */
  progress: number | null;
  disabled?: boolean;
}

/**
 * Optional notice image (spec §2 "Notice create/edit", §5): preview of the chosen or stored image with
 * '이미지 삭제'; the chosen original must be an image of at most 5 MB ('이미지 원본 크기는 5MB 이하여야
 * 합니다.'), then it is converted in the browser (WebP 0.85, ≤ 2000 px, sanitised name, processImage).
 * A rejection shows under the field and clears after LIMITS.errorClearMs (3 s). Hint: JPG/PNG/WebP.
 */
export function NoticeImageField({ file, existingUrl, onFile, onRemove, progress, disabled = false }: NoticeImageFieldProps) {
  const id = useId();
  const [error, setError] = useState('');
  const [processing, setProcessing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const previewUrl = useObjectUrl(file) ?? existingUrl;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const showError = (message: string) => {
    setError(message);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setError(''), LIMITS.errorClearMs);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError('');
    setProcessing(true);
    try {
      onFile(await processImage(chosen, { maxBytes: LIMITS.imageOriginalMaxBytes, tooLargeMessage: MSG.notice.imageTooLarge }));
    } catch (caught) {
      // spec §8: notice image processing may show the processing error's own message.
      showError(caught instanceof ImageProcessError ? caught.message : MSG.wish.processFailed);
    } finally {
      setProcessing(false);
    }
  };

  const busy = disabled || processing || progress !== null;
  return (
    <div className="bn-field notice-image">
      <span className="bn-field__label" id={`${id}-label`}>
        이미지 (선택)
      </span>
      {previewUrl && (
        <div className="notice-image__preview">
          <img src={previewUrl} alt="공지 이미지 미리보기" />
          {progress !== null && (
            <div
              className="notice-image__progress"
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
      )}
      <div className="notice-image__actions">
        <label htmlFor={id} className={`bn-button bn-button--secondary bn-button--small${busy ? ' notice-image__choose--disabled' : ''}`}>
          {processing ? '이미지 처리 중...' : previewUrl ? '이미지 변경' : '이미지 선택'}
        </label>
        <input
          id={id}
          className="bn-visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-msg`}
          aria-invalid={error ? true : undefined}
          disabled={busy}
          onChange={(event) => void pick(event)}
        />
        {previewUrl && (
          <Button variant="ghost" size="small" onClick={onRemove} disabled={busy}>
            이미지 삭제
          </Button>
        )}
      </div>
      {error ? (
        <p className="bn-field__error" id={`${id}-msg`} role="alert">
          {error}
        </p>
      ) : (
        <p className="bn-field__hint" id={`${id}-msg`}>
          {progress !== null ? `업로드 중... ${progress}%` : MSG.notice.imageHint}
        </p>
      )}
    </div>
  );
}
