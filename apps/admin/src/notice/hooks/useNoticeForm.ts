import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, MSG, NOTICE_IMAGE_PREFIX, noticeSaveSchema, type Notice, type NoticeSaveRequest } from '@babynews/contracts';
import { useFormStatus } from '@babynews/ui';
import { ImageUploadError, uploadImage } from '@babynews/ui/image';
import { createNotice, editNotice } from '../api/noticeAdminApi';
import { noticeSaveError } from './noticeErrors';

/** Which form: a new notice, or notice `id` loaded as `initial`. */
export type NoticeFormMode = { mode: 'create' } | { mode: 'edit'; id: number; initial: Notice };

/** The content as the editor reports it: HTML and the length of its plain text (characters). */
export interface EditorValue {
  html: string;
  textLength: number;
}

/** Plain-text length of stored HTML (for the counter before the editor has loaded). */
export function plainTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, '_')
    .trim().length;
}

/**
 * State and submit of the notice create/edit form (spec §2, §4, §5, §8): title (≤ 200, counter), content
 * from the rich-text editor (required: blank text without an image counts as empty), an optional image
 * (processed in the browser, uploaded under `notices/` on submit; the edit form keeps or removes the
 * existing one). Errors show the first spec §5 message and clear after LIMITS.errorClearMs (3 s);
 * success shows '공지사항이 등록되었습니다.' / '공지사항이 수정되었습니다.' and goes to `/notice` after
 * LIMITS.successRedirectMs (1.5 s). `dirty` is true once anything was typed or chosen (the create
 * form's cancel asks first).
 */
export function useNoticeForm(form: NoticeFormMode) {
  const navigate = useNavigate();
  const initial = form.mode === 'edit' ? form.initial : null;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContentState] = useState<EditorValue>(() => ({ html: initial?.content ?? '', textLength: plainTextLength(initial?.content ?? '') }));
  const [file, setFile] = useState<File | null>(null);
  const [existingImage, setExistingImage] = useState<{ path: string; url: string | null } | null>(
    initial?.imagePath ? { path: initial.imagePath, url: initial.imageUrl } : null,
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [success, setSuccess] = useState('');
  const status = useFormStatus({ clearErrorAfterMs: LIMITS.errorClearMs });
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const contentIsBlank = content.textLength === 0 && !/<img\s/i.test(content.html);
  const dirty = title.trim() !== '' || !contentIsBlank || file !== null;

  const setContent = useCallback((value: EditorValue) => setContentState(value), []);
  const chooseFile = useCallback((chosen: File) => setFile(chosen), []);
  const removeImage = useCallback(() => {
    setFile(null);
    setExistingImage(null);
  }, []);

  const submit = async () => {
    if (status.busy || success) return;
    const data = status.start(noticeSaveSchema.safeParse({ title, content: contentIsBlank ? '' : content.html }));
    if (!data) return;
    try {
      let imagePath = existingImage?.path ?? null;
      if (file) {
        setProgress(0);
        imagePath = await uploadImage(file, { prefix: NOTICE_IMAGE_PREFIX, onProgress: setProgress, failureMessage: MSG.wish.uploadFailed });
      }
      const body: NoticeSaveRequest = { title: data.title, content: data.content, imagePath };
      if (form.mode === 'create') await createNotice(body);
      else await editNotice(form.id, body);
      setProgress(null);
      setSuccess(form.mode === 'create' ? MSG.notice.created : MSG.notice.edited);
      redirect.current = window.setTimeout(() => void navigate('/notice'), LIMITS.successRedirectMs);
    } catch (caught) {
      setProgress(null);
      status.setBusy(false);
      status.setError(caught instanceof ImageUploadError ? caught.message : noticeSaveError(caught, form.mode));
    }
  };

  return {
    title,
    setTitle,
    content,
    setContent,
    file,
    chooseFile,
    existingImageUrl: existingImage?.url ?? null,
    removeImage,
    progress,
    error: status.error,
    busy: status.busy,
    success,
    dirty,
    submit,
  };
}

/** What `useNoticeForm` returns. */
export type NoticeFormState = ReturnType<typeof useNoticeForm>;
