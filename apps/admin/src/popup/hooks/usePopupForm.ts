import { useState } from 'react';
import { MSG, popupUpdateSchema, SITE_UPLOAD_PREFIXES, type PopupModal } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { ImageUploadError, uploadImage } from '@babynews/ui/image';
import { updatePopup } from '../../asset/api/siteAdminApi';

/** The popup image in the form: stored (path + URL), newly chosen, or none. */
export type PopupImage = { kind: 'stored'; path: string; url: string | null } | { kind: 'new'; file: File } | null;

function imageOf(popup: PopupModal): PopupImage {
  return popup.mainImagePath ? { kind: 'stored', path: popup.mainImagePath, url: popup.mainImageUrl } : null;
}

/**
 * State and submit of the popup management form (spec §2 "Admin popup management", §3, §7): the main image
 * and the on/off switch, sent as `{mainImagePath, title: 'true' | 'false'}`. Switching on needs an image
 * (checked by `popupUpdateSchema` before any upload); a new image is uploaded under `popup-modal-`.
 * Success shows MSG.site.popupSaved; failures the server's (or the upload's) message.
 */
export function usePopupForm(initial: PopupModal) {
  const [image, setImage] = useState<PopupImage>(() => imageOf(initial));
  const [enabled, setEnabledState] = useState(initial.title === 'true');
  const [saved, setSaved] = useState(false);
  const status = useFormStatus();

  const chooseImage = (file: File) => {
    setImage({ kind: 'new', file });
    setSaved(false);
  };
  const removeImage = () => {
    setImage(null);
    setSaved(false);
  };
  const setEnabled = (value: boolean) => {
    setEnabledState(value);
    setSaved(false);
  };

  const submit = async () => {
    if (status.busy) return;
    setSaved(false);
    const title = enabled ? 'true' : 'false';
    const placeholder = image === null ? null : image.kind === 'stored' ? image.path : `${SITE_UPLOAD_PREFIXES.popup}pending`;
    if (!status.start(popupUpdateSchema.safeParse({ mainImagePath: placeholder, title }))) return;
    try {
      const mainImagePath =
        image === null
          ? null
          : image.kind === 'stored'
            ? image.path
            : await uploadImage(image.file, { prefix: SITE_UPLOAD_PREFIXES.popup, failureMessage: MSG.wish.uploadFailed });
      const stored = await updatePopup(popupUpdateSchema.parse({ mainImagePath, title }));
      setImage(imageOf(stored));
      setEnabledState(stored.title === 'true');
      setSaved(true);
    } catch (caught) {
      status.setError(caught instanceof ImageUploadError ? caught.message : errorMessage(caught, MSG.site.popupSaveFailed));
    } finally {
      status.setBusy(false);
    }
  };

  return { image, chooseImage, removeImage, enabled, setEnabled, submit, saved, error: status.error, busy: status.busy };
}

/** What `usePopupForm` returns. */
export type PopupFormState = ReturnType<typeof usePopupForm>;
