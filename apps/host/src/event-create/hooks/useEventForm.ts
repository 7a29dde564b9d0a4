import { useState, type FormEvent } from 'react';
import {
  COVER_UPLOAD_PREFIX,
  eventCreateSchema,
  type EventCreateRequest,
  type FundOwner,
  type FundPublic,
  type FundSettingsRequest,
  type NewsCoverImage,
} from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { ImageUploadError, uploadImage } from '@babynews/ui/image';

/** The news form's fields (the create payload, ARCHITECTURE §4.4). */
export type EventFields = EventCreateRequest;

/** The fund as a starting value: the owner's read (`FundOwner`, or `FundPublic` from an older answer) or a request's settings. */
export type FundInitial = FundOwner | FundPublic | FundSettingsRequest;

/** What happens to the cover photo on save (ARCHITECTURE "Cover photo and link card"): keep the stored one, replace it, or remove it. */
export type CoverChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

/** What a successful `save` resolves with: the saved title and description, and the cover when the answer carries it. */
export type SavedFields = Pick<EventFields, 'title' | 'description'> & { coverImage?: NewsCoverImage | null };

export interface EventFormOptions {
  /**
   * Starting values (the owner's read when editing); missing fields start empty; `fund` null = never opened;
   * `coverImage` the stored cover (its variant) shown until another is chosen.
   */
  initial?: Partial<Omit<EventFields, 'fund' | 'coverPath'>> & { fund?: FundInitial | null; coverImage?: NewsCoverImage | null };
  /** When true, submitting also needs an address (creation, spec §2); editing needs a title only. */
  requireAddress?: boolean;
  /**
   * Sends the validated fields. Resolve with the saved title and description to show them and
   * end the busy state, or with null when the page goes away (the form stays busy).
   */
  save: (request: EventFields) => Promise<SavedFields | null>;
  /** Shown when `save` fails without a server message (spec §8). */
  failedMessage: string;
}

/**
 * State and submit of the news form, shared by `/event/create` and the management page's
 * '소식 정보 수정' (spec §2, §5): validation with eventCreateSchema's messages (eventUpdateSchema is
 * the same; due date, surprise mode and reveal day included, ARCHITECTURE §4.20), then `save`; failures show the server's text or `failedMessage`. `canSubmit` needs
 * a title (and an address when `requireAddress`) and no call running.
 * The 축의금 fund (§4.22): '축의금 받기', an optional goal in KRW (digits) and the transfer guide (≤ 500
 * characters), sent as `fund: {enabled, goal, transferGuide}` (empty → null) when the fund is on or was
 * open before (so turning it off is saved); otherwise left out (absent keeps). Messages: fundSettingsSchema's.
 * The cover photo (ARCHITECTURE "Cover photo and link card"): chosen in the ImagePicker (converted in the
 * browser), uploaded on submit through the signed form (`uploadImage`, with progress) and sent as `coverPath`;
 * removing sends `coverPath: null`; untouched, it is left out (absent keeps). A failed upload shows its
 * message ('이미지 업로드에 실패했습니다.' or the server's) and saves nothing; submitting waits while a picture converts.
 */
export function useEventForm({ initial = {}, requireAddress = false, save, failedMessage }: EventFormOptions) {
  const [title, setTitle] = useState(initial.title ?? '');
  const [description, setDescription] = useState(initial.description ?? '');
  const [postCode, setPostCode] = useState(initial.postCode ?? '');
  const [address, setAddress] = useState(initial.address ?? '');
  const [detailAddress, setDetailAddress] = useState(initial.detailAddress ?? '');
  // Due date and surprise mode (ARCHITECTURE §4.20): '' = none; the schema sends '' as null.
  const [dueDate, setDueDate] = useState(initial.dueDate ?? '');
  const [surpriseMode, setSurpriseMode] = useState(initial.surpriseMode ?? false);
  const [revealAt, setRevealAt] = useState(initial.revealAt ?? '');
  const [hideCountdown, setHideCountdown] = useState(initial.hideCountdown ?? false);
  // 축의금 fund (ARCHITECTURE §4.22): the goal as digits, '' = no goal; the guide as typed.
  const initialFund = initial.fund ?? null;
  const [fundEnabled, setFundEnabled] = useState(initialFund?.enabled ?? false);
  const [fundGoal, setFundGoalDigits] = useState(initialFund?.goal != null ? String(initialFund.goal) : '');
  const [transferGuide, setTransferGuide] = useState(initialFund && 'transferGuide' in initialFund ? (initialFund.transferGuide ?? '') : '');
  /** Keeps digits only (the field shows them with thousands separators). */
  const setFundGoal = (value: string) =>
    setFundGoalDigits(
      value
        .replace(/\D/g, '')
        .replace(/^0+(?=\d)/, '')
        .slice(0, 10),
    );
  // The cover photo: the stored one's URL, what happens to it on save, and the upload's state.
  const [coverUrl, setCoverUrl] = useState(initial.coverImage?.url ?? null);
  const [cover, setCover] = useState<CoverChoice>({ kind: 'keep' });
  const [coverProgress, setCoverProgress] = useState<number | null>(null);
  const [processingCover, setProcessingCover] = useState(false);
  const { error, setError, busy, setBusy, start } = useFormStatus();

  const canSubmit = title.trim() !== '' && (!requireAddress || address.trim() !== '') && !busy && !processingCover;

  /** `coverPath` of the request: the new upload's key (uploaded now), null to remove, undefined to keep. */
  const coverPathToSend = async (): Promise<string | null | undefined> => {
    if (cover.kind === 'remove') return null;
    if (cover.kind !== 'new') return undefined;
    try {
      return await uploadImage(cover.file, { prefix: COVER_UPLOAD_PREFIX, onProgress: setCoverProgress });
    } finally {
      setCoverProgress(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fund =
      fundEnabled || initialFund !== null
        ? { enabled: fundEnabled, goal: fundGoal === '' ? null : Number(fundGoal), transferGuide: transferGuide.trim() === '' ? null : transferGuide }
        : undefined;
    const request = start(
      eventCreateSchema.safeParse({
        title,
        description,
        postCode,
        address,
        detailAddress,
        dueDate,
        surpriseMode,
        revealAt,
        hideCountdown,
        ...(fund ? { fund } : {}),
      }),
    );
    if (!request) return;
    try {
      const coverPath = await coverPathToSend();
      const saved = await save(coverPath === undefined ? request : { ...request, coverPath });
      if (saved === null) return;
      setTitle(saved.title);
      setDescription(saved.description);
      if (saved.coverImage !== undefined) setCoverUrl(saved.coverImage?.url ?? null);
      else if (cover.kind === 'remove') setCoverUrl(null);
      setCover({ kind: 'keep' });
    } catch (caught) {
      setError(caught instanceof ImageUploadError ? caught.message : errorMessage(caught, failedMessage));
    }
    setBusy(false);
  };

  const setAddressPair = (nextPostCode: string, nextAddress: string) => {
    setPostCode(nextPostCode);
    setAddress(nextAddress);
    setError('');
  };

  return {
    fields: { title, description, postCode, address, detailAddress, dueDate, surpriseMode, revealAt, hideCountdown, fundEnabled, fundGoal, transferGuide },
    /** The fund as last read (totals for the owner), null when never opened. */
    initialFund,
    setTitle,
    setDescription,
    setPostCode,
    setAddress,
    setAddressPair,
    setDetailAddress,
    setDueDate,
    setSurpriseMode,
    setHideCountdown,
    setRevealAt,
    setFundEnabled,
    setFundGoal,
    setTransferGuide,
    /** The cover photo: what happens to it on save, the stored one's URL (null when none or removed), the upload's progress. */
    cover,
    coverUrl: cover.kind === 'remove' ? null : coverUrl,
    coverProgress,
    chooseCover: (file: File) => setCover({ kind: 'new', file }),
    removeCover: () => setCover({ kind: 'remove' }),
    setProcessingCover,
    error,
    busy,
    canSubmit,
    submit,
  };
}

/** What useEventForm returns: the fields, their setters, the form's error and busy flags, `submit`. */
export type EventFormState = ReturnType<typeof useEventForm>;
