import { useState } from 'react';
import { assetGroupEditSchema, MSG, SITE_UPLOAD_PREFIXES, type AssetGroup, type AssetGroupEditRequest } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { ImageUploadError, uploadImage } from '@babynews/ui/image';
import { editAssetGroup } from '../api/siteAdminApi';

/** The main image in the form: the stored one (path + URL), a newly chosen file, or none. */
export type MainImage = { kind: 'stored'; path: string; url: string | null } | { kind: 'new'; file: File } | null;

/** One asset image row: stored (path + URL) or newly chosen, with its priority as typed. */
export type AssetImageRow = { key: string; priority: string } & ({ kind: 'stored'; path: string; url: string } | { kind: 'new'; file: File });

let rowCounter = 0;
const nextKey = () => `row-${++rowCounter}`;

function rowsOf(group: AssetGroup): AssetImageRow[] {
  return group.assetImages.map((image) => ({ key: nextKey(), kind: 'stored', path: image.imagePath, url: image.imageUrl, priority: String(image.priority) }));
}

function mainOf(group: AssetGroup): MainImage {
  return group.mainImagePath ? { kind: 'stored', path: group.mainImagePath, url: group.mainImageUrl } : null;
}

/** A typed priority as the number the schema checks (NaN for anything but digits, so the schema refuses it). */
function priorityNumber(typed: string): number {
  return /^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * State and submit of the asset group form (spec §2 "Admin asset group edit", §5, §7): title, main image,
 * asset images with integer priorities ≥ 0. Submit checks the body with `assetGroupEditSchema` first
 * (placeholder paths for files not yet uploaded, so a bad title or priority costs no upload), uploads the
 * new files under `assets/`, then sends spec §7's payload: kept images by path with their priorities,
 * new ones with theirs. Success shows MSG.site.assetSaved and the group as stored; failures the server's
 * message (or the upload's).
 */
export function useAssetForm(initial: AssetGroup) {
  const [title, setTitleState] = useState(initial.title);
  const [main, setMain] = useState<MainImage>(() => mainOf(initial));
  const [rows, setRows] = useState<AssetImageRow[]>(() => rowsOf(initial));
  const [saved, setSaved] = useState(false);
  const status = useFormStatus();

  const touch = () => setSaved(false);
  const setTitle = (value: string) => {
    setTitleState(value);
    touch();
  };
  const chooseMain = (file: File) => {
    setMain({ kind: 'new', file });
    touch();
  };
  const removeMain = () => {
    setMain(null);
    touch();
  };
  const addImage = (file: File) => {
    setRows((current) => [...current, { key: nextKey(), kind: 'new', file, priority: String(current.length) }]);
    touch();
  };
  const removeImage = (key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
    touch();
  };
  const setPriority = (key: string, priority: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, priority } : row)));
    touch();
  };

  /** Spec §7's payload; `pathOf` names each new file (a placeholder before the uploads, the stored key after). */
  const payload = (pathOf: (file: File) => string, mainPath: string | null) => {
    const stored = rows.filter((row) => row.kind === 'stored');
    const fresh = rows.filter((row) => row.kind === 'new');
    return {
      title,
      mainImagePath: mainPath,
      originalAssetImagePaths: stored.map((row) => row.path),
      assetImagePriorities: stored.map((row) => ({ imageUrl: row.path, priority: priorityNumber(row.priority) })),
      newAssetImagePaths: fresh.map((row) => pathOf(row.file)),
      newAssetImagePriorities: fresh.map((row) => priorityNumber(row.priority)),
    };
  };

  const submit = async () => {
    if (status.busy) return;
    setSaved(false);
    const placeholderMain = main === null ? null : main.kind === 'stored' ? main.path : 'assets/pending';
    if (!status.start(assetGroupEditSchema.safeParse(payload(() => 'assets/pending', placeholderMain)))) return;
    try {
      const uploaded = new Map<File, string>();
      const upload = async (file: File) => {
        const path = await uploadImage(file, { prefix: SITE_UPLOAD_PREFIXES.asset, failureMessage: MSG.wish.uploadFailed });
        uploaded.set(file, path);
        return path;
      };
      const mainPath = main === null ? null : main.kind === 'stored' ? main.path : await upload(main.file);
      for (const row of rows) if (row.kind === 'new') await upload(row.file);
      const body: AssetGroupEditRequest = assetGroupEditSchema.parse(payload((file) => uploaded.get(file)!, mainPath));
      const stored = await editAssetGroup(initial.code, body);
      setTitleState(stored.title);
      setMain(mainOf(stored));
      setRows(rowsOf(stored));
      setSaved(true);
    } catch (caught) {
      status.setError(caught instanceof ImageUploadError ? caught.message : errorMessage(caught, MSG.site.assetSaveFailed));
    } finally {
      status.setBusy(false);
    }
  };

  return {
    code: initial.code,
    title,
    setTitle,
    main,
    chooseMain,
    removeMain,
    rows,
    addImage,
    removeImage,
    setPriority,
    submit,
    saved,
    error: status.error,
    busy: status.busy,
  };
}

/** What `useAssetForm` returns. */
export type AssetFormState = ReturnType<typeof useAssetForm>;
