import { useRef, useState, type FormEvent } from 'react';
import {
  GIFT_LIMITS,
  groupGiftHasPrice,
  linkTypeFromUrl,
  LIMITS,
  LINK_PREVIEW_MSG,
  MSG,
  wishCreateSchema,
  type NeededBy,
  type SimilarWishesResponse,
  type WishCreateRequest,
} from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { ImageUploadError, uploadImage } from '@babynews/ui/image';
import { createWish, fetchLinkPreview, fetchSimilarWishes, updateWish, type OwnerWish } from '../api/wishApi';

/** One near-duplicate the editor warns about (ARCHITECTURE §4.22). */
export type SimilarCandidate = SimilarWishesResponse['candidates'][number];

/** How long the near-duplicate check may take before the wish is saved without it (ms). */
export const SIMILAR_CHECK_TIMEOUT_MS = 4000;

/** The validated fields of the wish schema (before the image path is added). */
type WishFields = WishCreateRequest;

/**
 * What happens to the image on save: keep the stored one, replace it with a chosen file, use the picture
 * '링크로 채우기' stored (`path`, shown from `url`), or remove it.
 */
export type ImageChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'fetched'; path: string; url: string } | { kind: 'remove' };

/** State of '링크로 채우기' (ARCHITECTURE "Universal add"): idle, asking, something filled, nothing found, or failed (`message`). */
export type LinkFill = { state: 'idle' | 'loading' | 'filled' | 'nothing' } | { state: 'error'; message: string };

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
 * progress, the stage it is needed at and the '꼭 필요해요' mark (ARCHITECTURE §4.20), `quantity` (1–99,
 * default 1) and the '함께 선물하기' switch `groupGift` (needs a price, GIFT_MSG.groupGiftNeedsPrice) (§4.22).
 * Failures: '이미지 업로드에 실패했습니다.', the server's text (also WISH_QUANTITY_BELOW_RESERVED and
 * WISH_GIFT_MODE_LOCKED, 409; every field keeps what was typed), else
 * '위시리스트 추가에 실패했습니다.' / '위시리스트 수정에 실패했습니다.'.
 *
 * Near-duplicates (§4.22): before saving a new wish, or an edited one whose title or link changed, it asks
 * `GET /api/wish/similar/{eventCode}` (with `excludeWishId` when editing). Candidates → `similar` holds them
 * and nothing is saved until `saveAnyway()` (or `cancelSimilar()` drops the save). A failed or slow check
 * (over SIMILAR_CHECK_TIMEOUT_MS) never blocks: the wish is saved as if there were no candidates.
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
  // Quantity and group gift (ARCHITECTURE §4.22): the quantity as typed (digits), checked by the schema.
  const [quantity, setQuantityDigits] = useState(String(wish?.quantity ?? 1));
  const [groupGift, setGroupGift] = useState(wish?.groupGift ?? false);
  const [similar, setSimilar] = useState<SimilarCandidate[] | null>(null);
  /** The validated fields waiting for '그래도 저장' while `similar` is shown. */
  const pending = useRef<WishFields | null>(null);
  const { error, setError, busy, setBusy, start } = useFormStatus();
  const [progress, setProgress] = useState<number | null>(null);
  const [processingImage, setProcessingImage] = useState(false);
  const [linkFill, setLinkFill] = useState<LinkFill>({ state: 'idle' });

  const dirty =
    title !== (wish?.title ?? '') ||
    description !== (wish?.description ?? '') ||
    link !== (wish?.link ?? '') ||
    price !== (wish?.price != null ? String(wish.price) : '') ||
    image.kind !== 'keep' ||
    neededBy !== (wish?.neededBy ?? '') ||
    mostWanted !== (wish?.mostWanted ?? false) ||
    quantity !== String(wish?.quantity ?? 1) ||
    groupGift !== (wish?.groupGift ?? false);

  /** Keeps digits only, at most two (1–99; the schema says when it is out of range). */
  const setQuantity = (value: string) => setQuantityDigits(value.replace(/\D/g, '').slice(0, 2));
  /** The stepper's − / +: one unit within 1–99. */
  const stepQuantity = (step: -1 | 1) =>
    setQuantityDigits((current) => {
      const value = Number(current) || GIFT_LIMITS.quantityMin;
      return String(Math.min(GIFT_LIMITS.quantityMax, Math.max(GIFT_LIMITS.quantityMin, value + step)));
    });
  /** True while '함께 선물하기' is on without a price (the schema's refine says the same on submit). */
  const groupGiftNeedsPrice = !groupGiftHasPrice({ groupGift, price: price === '' ? null : Number(price) });

  /** Keeps digits only (the field shows them with thousands separators). */
  const setPrice = (value: string) =>
    setPriceDigits(
      value
        .replace(/\D/g, '')
        .replace(/^0+(?=\d)/, '')
        .slice(0, 10),
    );

  /** Uploads the image when one was chosen, then creates or updates the wish. */
  const save = async (fields: WishFields) => {
    try {
      let imagePath: string | null | undefined;
      if (image.kind === 'new') {
        imagePath = await uploadImage(image.file, { prefix: 'wish/', onProgress: setProgress });
      } else if (image.kind === 'fetched') {
        imagePath = image.path;
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

  /**
   * '링크로 채우기' (ARCHITECTURE "Universal add"): asks the server to read the product page of the link and
   * fills the title, the price (KRW) and the picture it found (the picture as if the parent had uploaded
   * it); each stays editable, and what was not found keeps what was typed. An invalid link shows
   * MSG.wish.linkInvalid without a call; nothing found → LINK_PREVIEW_MSG.nothing; a failure → the
   * server's text (e.g. LINK_PREVIEW_MSG.tooMany), else LINK_PREVIEW_MSG.failed.
   */
  const fillFromLink = async () => {
    const url = link.trim();
    if (linkFill.state === 'loading' || busy) return;
    if (!/^https?:\/\/\S+$/i.test(url)) {
      setLinkFill({ state: 'error', message: url ? MSG.wish.linkInvalid : LINK_PREVIEW_MSG.urlRequired });
      return;
    }
    setLinkFill({ state: 'loading' });
    try {
      const found = await fetchLinkPreview(url);
      if (found.title) setTitle(found.title);
      if (found.price !== null) setPrice(String(found.price));
      if (found.imagePath && found.imageUrl) setImage({ kind: 'fetched', path: found.imagePath, url: found.imageUrl });
      setLinkFill({ state: found.title || found.price !== null || found.imagePath ? 'filled' : 'nothing' });
    } catch (caught) {
      setLinkFill({ state: 'error', message: errorMessage(caught, LINK_PREVIEW_MSG.failed, refused) });
    }
  };

  /** The near-duplicates of `fields`; [] when the check fails or takes too long (it never blocks a save). */
  const findSimilar = async (fields: WishFields): Promise<SimilarCandidate[]> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SIMILAR_CHECK_TIMEOUT_MS);
    try {
      const answer = await fetchSimilarWishes(eventCode, { title: fields.title, link: fields.link, excludeWishId: wish?.id }, controller.signal);
      return Array.isArray(answer?.candidates) ? answer.candidates : [];
    } catch {
      return [];
    } finally {
      clearTimeout(timer);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || processingImage || similar) return;
    const trimmedLink = link.trim();
    const candidate = {
      title,
      description,
      link: trimmedLink,
      linkType: linkTypeFromUrl(trimmedLink),
      price: price === '' ? null : Number(price),
      neededBy: neededBy === '' ? null : neededBy,
      mostWanted,
      quantity: quantity === '' ? Number.NaN : Number(quantity),
      groupGift,
    };
    const fields = start(wishCreateSchema.safeParse(candidate));
    if (!fields) return;
    // An edit that keeps the title and the link cannot create a new duplicate: no check.
    const identityChanged = mode === 'create' || !wish || fields.title !== wish.title.trim() || fields.link !== (wish.link ?? '').trim();
    if (identityChanged) {
      const candidates = await findSimilar(fields);
      if (candidates.length > 0) {
        pending.current = fields;
        setBusy(false);
        setSimilar(candidates);
        return;
      }
    }
    await save(fields);
  };

  /** '그래도 저장': saves what was checked despite the near-duplicates. */
  const saveAnyway = async () => {
    const fields = pending.current;
    pending.current = null;
    setSimilar(null);
    if (!fields) return;
    setBusy(true);
    await save(fields);
  };

  /** '취소' on the warning: nothing is saved, the form keeps every field. */
  const cancelSimilar = () => {
    pending.current = null;
    setSimilar(null);
  };

  return {
    fields: { title, description, link, price, neededBy, mostWanted, quantity, groupGift },
    setNeededBy,
    setQuantity,
    stepQuantity,
    setGroupGift,
    groupGiftNeedsPrice,
    similar,
    saveAnyway,
    cancelSimilar,
    setMostWanted,
    setTitle,
    setDescription,
    setLink,
    setPrice,
    image,
    linkFill,
    fillFromLink,
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
