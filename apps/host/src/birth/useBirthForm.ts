import { useState, type FormEvent } from 'react';
import { BIRTH_MSG, BIRTH_PHOTO_UPLOAD_PREFIX, type NewsBirth } from '@babynews/contracts';
import { errorMessage, hasCode } from '@babynews/session';
import { useFormStatus, useTransientError } from '@babynews/ui';
import { ImageUploadError, uploadImage } from '@babynews/ui/image';
import { removeBirth, saveBirth } from './api/birthApi';
import { birthFieldsOf, canAddBaby, checkBirthFields, EMPTY_BABY, type BabyFields, type BirthFields } from './birthForm';

/** What happens to the photo on save: keep the stored one, replace it, or remove it. */
export type PhotoChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

export interface BirthFormOptions {
  code: string;
  /** The stored announcement (the owner's read), or null before the first. */
  initial: NewsBirth | null;
  /** Called with the stored announcement after a save, and with null after taking it down. */
  onDone: (birth: NewsBirth | null) => void;
}

/**
 * State and actions of the birth editor (ARCHITECTURE "Birth announcement"): the fields as typed (day,
 * time, one to three babies, the words), the photo (chosen in the ImagePicker, uploaded on save through the
 * signed form under `wish/`, sent as `photoPath`; removing sends null; untouched it is left out and stays),
 * `submit` (checks with `checkBirthFields` at the browser's clock, then `PUT /api/event/birth/{code}`) and
 * `remove` (`DELETE`; an announcement already gone counts as taken down). Errors: the first failed check's
 * Korean message, the upload's or the server's message, else `BIRTH_MSG.saveFailed` (`error`) or
 * `BIRTH_MSG.removeFailed` (`removeError`); they clear after 3 s.
 */
export function useBirthForm({ code, initial, onDone }: BirthFormOptions) {
  const [fields, setFields] = useState<BirthFields>(() => birthFieldsOf(initial));
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: 'keep' });
  const [storedPhotoUrl, setStoredPhotoUrl] = useState(initial?.photoUrl ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [processing, setProcessing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { error, setError, busy, setBusy } = useFormStatus();
  const [removeError, setRemoveError] = useTransientError();

  const set = (change: Partial<BirthFields>) => setFields((current) => ({ ...current, ...change }));
  const setBaby = (index: number, change: Partial<BabyFields>) =>
    setFields((current) => ({ ...current, babies: current.babies.map((baby, i) => (i === index ? { ...baby, ...change } : baby)) }));

  /** `photoPath` of the request: the new upload's key (uploaded now), null to remove, undefined to keep. */
  const photoPathToSend = async (): Promise<string | null | undefined> => {
    if (photo.kind === 'remove') return null;
    if (photo.kind !== 'new') return undefined;
    try {
      return await uploadImage(photo.file, { prefix: BIRTH_PHOTO_UPLOAD_PREFIX, onProgress: setProgress });
    } finally {
      setProgress(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBirthFields(fields, new Date());
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const photoPath = await photoPathToSend();
      const saved = await saveBirth(code, photoPath === undefined ? checked.body : { ...checked.body, photoPath });
      setStoredPhotoUrl(saved.photoUrl);
      setPhoto({ kind: 'keep' });
      setBusy(false);
      onDone(saved);
    } catch (caught) {
      setError(caught instanceof ImageUploadError ? caught.message : errorMessage(caught, BIRTH_MSG.saveFailed));
      setBusy(false);
    }
  };

  const remove = async () => {
    setRemoving(true);
    setRemoveError('');
    try {
      await removeBirth(code);
      onDone(null);
    } catch (caught) {
      // Taken down already (another tab, a retry after a lost answer): the page is where the parent wants it.
      if (hasCode(caught, 'BIRTH_NOT_FOUND')) onDone(null);
      else setRemoveError(errorMessage(caught, BIRTH_MSG.removeFailed));
    }
    setRemoving(false);
  };

  return {
    fields,
    setDate: (date: string) => set({ date }),
    setTime: (time: string) => set({ time }),
    setMessage: (message: string) => set({ message }),
    setBaby,
    canAddBaby: canAddBaby(fields),
    addBaby: () => setFields((current) => (canAddBaby(current) ? { ...current, babies: [...current.babies, EMPTY_BABY] } : current)),
    removeBaby: (index: number) => setFields((current) => ({ ...current, babies: current.babies.filter((_, i) => i !== index) })),
    /** The photo: what happens to it on save, the stored one's URL (null when none or removed), the upload's progress. */
    photo,
    photoUrl: photo.kind === 'remove' ? null : storedPhotoUrl,
    photoProgress: progress,
    choosePhoto: (file: File) => setPhoto({ kind: 'new', file }),
    removePhoto: () => setPhoto({ kind: 'remove' }),
    setProcessingPhoto: setProcessing,
    error,
    busy,
    removing,
    /** The failure of taking the announcement down (shown in its dialog). */
    removeError,
    canSubmit: !busy && !removing && !processing,
    submit,
    remove,
  };
}

/** What useBirthForm returns. */
export type BirthFormState = ReturnType<typeof useBirthForm>;
