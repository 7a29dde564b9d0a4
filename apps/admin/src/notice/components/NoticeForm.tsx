import { lazy, Suspense, useId } from 'react';
import { LIMITS, MSG } from '@babynews/contracts';
import { Alert, Button, ErrorBoundary, LoadingState, TextField } from '@babynews/ui';
import type { NoticeFormState } from '../hooks/useNoticeForm';
import { NoticeImageField } from './NoticeImageField';

/** The rich-text editor's code (TipTap/ProseMirror) is fetched only when a notice form opens. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface NoticeFormProps {
  form: NoticeFormState;
  /** Stored HTML the editor starts with ('' for a new notice). */
  initialHtml: string;
  /** Submit button text ('등록하기' / '수정하기'). */
  submitLabel: string;
  onCancel: () => void;
}

/**
 * The notice create/edit form (spec §2): title with a 0/200 counter, optional image with remove,
 * the lazily loaded rich-text editor with a character counter, the error line (cleared after 3 s),
 * the success message, cancel and submit.
 */
export function NoticeForm({ form, initialHtml, submitLabel, onCancel }: NoticeFormProps) {
  const contentLabelId = useId();
  const contentCounterId = useId();
  const locked = form.busy || form.success !== '';
  return (
    <form
      className="notice-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <TextField
        label="제목"
        requiredMark
        value={form.title}
        maxLength={LIMITS.noticeTitleMax}
        counter={`${form.title.length}/${LIMITS.noticeTitleMax}`}
        placeholder="공지사항 제목을 입력해주세요"
        disabled={locked}
        onChange={(event) => form.setTitle(event.target.value)}
      />
      <NoticeImageField
        file={form.file}
        existingUrl={form.existingImageUrl}
        onFile={form.chooseFile}
        onRemove={form.removeImage}
        progress={form.progress}
        disabled={locked}
      />
      <div className="bn-field">
        <span className="bn-field__label bn-field__label--required" id={contentLabelId}>
          내용
        </span>
        <ErrorBoundary fallback={() => <Alert>{MSG.notice.editorLoadFailed}</Alert>}>
          <Suspense fallback={<LoadingState text={MSG.notice.loadingEditor} />}>
            <RichTextEditor labelId={contentLabelId} describedById={contentCounterId} initialHtml={initialHtml} onChange={form.setContent} disabled={locked} />
          </Suspense>
        </ErrorBoundary>
        <div className="bn-field__foot">
          <span />
          <span className="bn-field__counter" id={contentCounterId}>
            {form.content.textLength.toLocaleString('ko-KR')}자
          </span>
        </div>
      </div>
      {form.error && <Alert>{form.error}</Alert>}
      {form.success && <Alert tone="success">{form.success}</Alert>}
      <div className="notice-form__actions">
        <Button variant="secondary" onClick={onCancel} disabled={locked}>
          취소
        </Button>
        <Button type="submit" busy={form.busy && !form.success} disabled={locked}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
