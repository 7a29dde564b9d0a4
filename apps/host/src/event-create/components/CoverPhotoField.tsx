import { COVER_MSG, LIMITS, MSG } from '@babynews/contracts';
import { ImagePicker } from '@babynews/ui/image';
import type { EventFormState } from '../hooks/useEventForm';

/**
 * '표지 사진' of the news form (ARCHITECTURE "Cover photo and link card"): the wish form's ImagePicker (images
 * only, 5 MB originals, converted to WebP of at most 2000 px in the browser; its Korean messages, the
 * '이미지 처리 중' state and the upload's progress bar), showing the stored cover until another is chosen or
 * '이미지 삭제' removes it. useEventForm uploads it on submit.
 */
export function CoverPhotoField({ form }: { form: EventFormState }) {
  return (
    <ImagePicker
      label={COVER_MSG.label}
      file={form.cover.kind === 'new' ? form.cover.file : null}
      existingUrl={form.coverUrl}
      onFile={form.chooseCover}
      onRemove={form.removeCover}
      maxBytes={LIMITS.imageOriginalMaxBytes}
      tooLargeMessage={MSG.wish.imageTooLarge}
      progress={form.coverProgress}
      hint={`${COVER_MSG.hint} (JPG, PNG, WebP · ${Math.round(LIMITS.imageOriginalMaxBytes / 1024 / 1024)}MB 이하)`}
      disabled={form.busy}
      onProcessing={form.setProcessingCover}
    />
  );
}
