import { useId, useState, type ChangeEvent } from 'react';
import { MSG, SITE_LIMITS } from '@babynews/contracts';
import { useTransientError } from '@babynews/ui';
import { ImageProcessError } from '@babynews/ui/image';
import { prepareSiteImage } from '../hooks/prepareSiteImage';

export interface SiteImageInputProps {
  /** Visible label of the file button, e.g. '메인 이미지 선택'. */
  label: string;
  /** Receives the processed image. */
  onFile: (file: File) => void;
  disabled?: boolean;
}

/**
 * A file button for site images (spec §2 asset group edit, popup management): the hint 'width 1000 px or
 * more, at most 2 MB' (spec §2, §9), the 5 MB limit with '이미지 크기는 5MB 이하여야 합니다.' (spec §5),
 * which clears after 3 s (spec §9, SITE_LIMITS.errorClearMs).
 */
export function SiteImageInput({ label, onFile, disabled = false }: SiteImageInputProps) {
  const id = useId();
  const [error, setError] = useTransientError(SITE_LIMITS.errorClearMs);
  const [processing, setProcessing] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError('');
    setProcessing(true);
    try {
      onFile(await prepareSiteImage(chosen));
    } catch (caught) {
      setError(caught instanceof ImageProcessError ? caught.message : MSG.wish.processFailed);
    } finally {
      setProcessing(false);
    }
  };

  const busy = disabled || processing;
  return (
    <div className="site-image-input">
      <label htmlFor={id} className={`bn-button bn-button--secondary bn-button--small${busy ? ' site-image-input--disabled' : ''}`}>
        {processing ? '이미지 처리 중...' : label}
      </label>
      <input
        id={id}
        className="bn-visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-describedby={`${id}-msg`}
        aria-invalid={error ? true : undefined}
        disabled={busy}
        onChange={(event) => void pick(event)}
      />
      {error ? (
        <p className="bn-field__error" id={`${id}-msg`} role="alert">
          {error}
        </p>
      ) : (
        <p className="bn-field__hint" id={`${id}-msg`}>
          {MSG.site.assetImageHint}
        </p>
      )}
    </div>
  );
}
