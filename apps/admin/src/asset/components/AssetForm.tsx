import { MSG, SITE_LIMITS } from '@babynews/contracts';
import { Alert, Button, TextField } from '@babynews/ui';
import type { AssetFormState } from '../hooks/useAssetForm';
import { ImagePreview } from './ImagePreview';
import { SiteImageInput } from './SiteImageInput';

/**
 * The asset group form (spec §2 "Admin asset group edit"): the code (not editable), title with a counter,
 * main image, and the asset images, each with an integer priority ≥ 0 (lower first) and a remove button.
 */
export function AssetForm({ form }: { form: AssetFormState }) {
  return (
    <form
      className="asset-form"
      noValidate
      aria-label="에셋 그룹 편집"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <TextField id="asset-code" label="코드" name="code" value={form.code} readOnly aria-readonly="true" hint="코드는 바꿀 수 없어요." />
      <TextField
        id="asset-title"
        label="제목"
        name="title"
        requiredMark
        maxLength={SITE_LIMITS.assetTitleMax}
        counter={`${form.title.length}/${SITE_LIMITS.assetTitleMax}`}
        value={form.title}
        onChange={(e) => form.setTitle(e.target.value)}
      />

      <fieldset className="asset-form__group">
        <legend className="bn-field__label">메인 이미지</legend>
        {form.main ? (
          <div className="asset-form__main">
            <ImagePreview
              url={form.main.kind === 'stored' ? form.main.url : null}
              file={form.main.kind === 'new' ? form.main.file : null}
              alt="메인 이미지 미리보기"
            />
            <Button variant="ghost" size="small" onClick={form.removeMain} disabled={form.busy}>
              메인 이미지 삭제
            </Button>
          </div>
        ) : (
          <p className="asset-form__empty">등록된 메인 이미지가 없어요.</p>
        )}
        <SiteImageInput label={form.main ? '메인 이미지 변경' : '메인 이미지 선택'} onFile={form.chooseMain} disabled={form.busy} />
      </fieldset>

      <fieldset className="asset-form__group">
        <legend className="bn-field__label">에셋 이미지 (우선순위가 낮을수록 먼저 보여요)</legend>
        {form.rows.length === 0 && <p className="asset-form__empty">등록된 에셋 이미지가 없어요.</p>}
        <ol className="asset-form__images" aria-label="에셋 이미지 목록">
          {form.rows.map((row, index) => (
            <li key={row.key} className="asset-form__image">
              <ImagePreview url={row.kind === 'stored' ? row.url : null} file={row.kind === 'new' ? row.file : null} alt={`에셋 이미지 ${index + 1}`} />
              <TextField
                id={`asset-priority-${row.key}`}
                label={`에셋 이미지 ${index + 1} 우선순위`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={row.priority}
                onChange={(e) => form.setPriority(row.key, e.target.value)}
              />
              <Button variant="ghost" size="small" onClick={() => form.removeImage(row.key)} disabled={form.busy}>
                {`에셋 이미지 ${index + 1} 삭제`}
              </Button>
            </li>
          ))}
        </ol>
        {form.rows.length < SITE_LIMITS.assetImagesMax && <SiteImageInput label="에셋 이미지 추가" onFile={form.addImage} disabled={form.busy} />}
      </fieldset>

      {form.error && <Alert>{form.error}</Alert>}
      {form.saved && <Alert tone="success">{MSG.site.assetSaved}</Alert>}
      <Button type="submit" block busy={form.busy}>
        저장하기
      </Button>
    </form>
  );
}
