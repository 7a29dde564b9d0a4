import { useState, type FormEvent } from 'react';
import { linkTypeFromUrl, LIMITS, MSG, wishCreateSchema, type NeededBy, type WishCreateRequest } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { ImageUploadError, uploadImage, useFormStatus } from '@babynews/ui';
import { createWish, updateWish, type OwnerWish } from '../api/wishApi';

/** What happens to the image on save: keep the stored one, replace it, or remove it. */
export type ImageChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

export interface WishFormTarget {
  /** 'create' adds to `eventCode`; 'edit' updates `wish` (the edit-one-item form: 10 MB images). */
  mode: 'create' | 'edit';
  eventCode: string;
  wish?: OwnerWish;
  /** Called with the saved wish. */
  onSaved: (wish: OwnerWish) => void;
}

/**
 * State and submit of the wish form (spec §2 "Edit wish list", §5, §7, §8): title required
 * ('위시리스트 제목을 입력해주세요.'), description ≤ 500, http(s) link (linkType from its host),
 * optional price in KRW (digits only), optional image uploaded through the signed URL with
 * progress, the stage it is needed at and the '꼭 필요해요' mark (ARCHITECTURE §4.20). Failures: '이미지 업로드에 실패했습니다.', the server's text, else
 * '위시리스트 추가에 실패했습니다.' / '위시리스트 수정에 실패했습니다.'.
 */
export function useWishForm({ mode, eventCode, wish, onSaved }: WishFormTarget) {
  const [title, setTitle] = useState(wish?.title ?? '');
  const [description, setDescription] = useState(wish?.description ?? '');
  const [link, setLink] = useState(wish?.link ?? '');
  const [price, setPriceDigits] = useState(wish?.price != null ? String(wish.price) : '');
  const [image, setImage] = useState<ImageChoice>({ kind: 'keep' });
  // What is needed first (ARCHITECTURE §4.20): '' = no stage.
  const [neededBy, setNeededBy] = useState<NeededBy | ''>(wish?.neededBy ?? '');
  const [mostWanted, setMostWanted] = useState(wish?.mostWanted ?? false);
  const { error, setError, busy, setBusy, start } = useFormStatus();
  const [progress, setProgress] = useState<number | null>(null);
  const [processingImage, setProcessingImage] = useState(false);

  const dirty =
    title !== (wish?.title ?? '') ||
    description !== (wish?.description ?? '') ||
    link !== (wish?.link ?? '') ||
    price !== (wish?.price != null ? String(wish.price) : '') ||
    image.kind !== 'keep' ||
    neededBy !== (wish?.neededBy ?? '') ||
    mostWanted !== (wish?.mostWanted ?? false);

  /** Keeps digits only (the field shows them with thousands separators). */
  const setPrice = (value: string) =>
    setPriceDigits(
      value
        .replace(/\D/g, '')
        .replace(/^0+(?=\d)/, '')
        .slice(0, 10),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || processingImage) return;
    const trimmedLink = link.trim();
    const candidate = {
      title,
      description,
      link: trimmedLink,
      linkType: linkTypeFromUrl(trimmedLink),
      price: price === '' ? null : Number(price),
      neededBy: neededBy === '' ? null : neededBy,
      mostWanted,
    };
    const fields = start(wishCreateSchema.safeParse(candidate));
    if (!fields) return;
    try {
      let imagePath: string | null | undefined;
      if (image.kind === 'new') {
        imagePath = await uploadImage(image.file, { prefix: 'wish/', onProgress: setProgress });
      } else if (image.kind === 'remove') {
        imagePath = mode === 'edit' ? '' : undefined;
      } else {
        imagePath = mode === 'edit' ? null : undefined;
      }
      const body: WishCreateRequest = { ...fields, ...(imagePath !== undefined ? { imagePath } : {}) };
      const saved = mode === 'edit' && wish ? await updateWish(wish.id, body) : await createWish(eventCode, body);
      setBusy(false);
      setProgress(null);
      onSaved(saved);
    } catch (caught) {
      setBusy(false);
      setProgress(null);
      const fallback = mode === 'edit' ? MSG.wish.updateFailed : MSG.wish.createFailed;
      setError(caught instanceof ImageUploadError ? caught.message : errorMessage(caught, fallback, refused));
    }
  };

  return {
    fields: { title, description, link, price, neededBy, mostWanted },
    setNeededBy,
    setMostWanted,
    setTitle,
    setDescription,
    setLink,
    setPrice,
    image,
    chooseImage: (file: File) => setImage({ kind: 'new', file }),
    removeImage: () => setImage({ kind: 'remove' }),
    maxImageBytes: mode === 'edit' ? LIMITS.imageOriginalEditMaxBytes : LIMITS.imageOriginalMaxBytes,
    error,
    busy,
    progress,
    processingImage,
    setProcessingImage,
    dirty,
    submit,
  };
}
