import { useId } from 'react';
import { linkTypeFromUrl, LIMITS, LINK_PREVIEW_MSG, MSG } from '@babynews/contracts';
import { Alert, Button, TextAreaField, TextField } from '@babynews/ui';
import { ImagePicker } from '@babynews/ui/image';
import { WishPlanInputs } from './WishPlanInputs';
import { WishGiftInputs } from './WishGiftInputs';
import { SimilarWishDialog } from './SimilarWishDialog';
import { useWishForm, type WishFormTarget } from '../hooks/useWishForm';
import { LINK_TYPE_LABELS } from './linkTypes';

export interface WishFormProps extends WishFormTarget {
  /** Closes the form without saving. */
  onCancel: () => void;
}

/**
 * Add or edit one wish (spec §2, §5): title, description, product link (the shop is shown as
 * detected from the link) with '링크로 채우기' (title, price and picture read from the product page,
 * ARCHITECTURE "Universal add"), price, quantity and '함께 선물하기' (ARCHITECTURE §4.22), optional image
 * (5 MB originals when adding, 10 MB with an alert when editing one item), upload progress, and
 * save/cancel; the near-duplicate warning opens before a save when the list holds a similar wish.
 */
export function WishForm(props: WishFormProps) {
  const { mode, wish, onCancel } = props;
  const form = useWishForm(props);
  const formId = useId();
  const { fields } = form;
  const shop = fields.link.trim() && /^https?:\/\//i.test(fields.link.trim()) ? LINK_TYPE_LABELS[linkTypeFromUrl(fields.link.trim())] : '';
  const existingUrl = form.image.kind === 'keep' ? (wish?.imageUrl ?? null) : form.image.kind === 'fetched' ? form.image.url : null;
  const { linkFill } = form;

  const cancel = () => {
    if (form.busy) return;
    if (mode === 'edit' && form.dirty && !window.confirm(MSG.wish.editCancelConfirm)) return;
    onCancel();
  };

  return (
    <form className="wish-form" onSubmit={(event) => void form.submit(event)} noValidate aria-label={mode === 'edit' ? '위시리스트 수정' : '위시리스트 추가'}>
      <TextField
        id={`${formId}-title`}
        label="제목"
        requiredMark
        maxLength={LIMITS.wishTitleMax}
        placeholder="예: 아기 바운서"
        counter={`${fields.title.length}/${LIMITS.wishTitleMax}`}
        value={fields.title}
        onChange={(e) => form.setTitle(e.target.value)}
      />
      <TextAreaField
        id={`${formId}-description`}
        label="설명"
        maxLength={LIMITS.wishDescriptionMax}
        rows={3}
        placeholder="색상, 사이즈 등 원하는 조건을 적어주세요."
        counter={`${fields.description.length}/${LIMITS.wishDescriptionMax}`}
        value={fields.description}
        onChange={(e) => form.setDescription(e.target.value)}
      />
      <TextField
        id={`${formId}-link`}
        label="상품 링크"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={shop ? `쇼핑몰: ${shop}` : 'http:// 또는 https://로 시작하는 주소'}
        value={fields.link}
        onChange={(e) => form.setLink(e.target.value)}
      />
      <div className="wish-form__link-fill">
        <Button variant="secondary" size="small" onClick={() => void form.fillFromLink()} busy={linkFill.state === 'loading'} disabled={form.busy}>
          {LINK_PREVIEW_MSG.action}
        </Button>
        <p className="wish-form__link-fill-status" role="status" aria-live="polite">
          {linkFill.state === 'loading'
            ? LINK_PREVIEW_MSG.loading
            : linkFill.state === 'filled'
              ? LINK_PREVIEW_MSG.filled
              : linkFill.state === 'nothing'
                ? LINK_PREVIEW_MSG.nothing
                : ''}
        </p>
        {linkFill.state === 'error' && <Alert>{linkFill.message}</Alert>}
      </div>
      <TextField
        id={`${formId}-price`}
        label="가격 (원)"
        inputMode="numeric"
        placeholder="선택 입력"
        value={fields.price ? Number(fields.price).toLocaleString('ko-KR') : ''}
        onChange={(e) => form.setPrice(e.target.value)}
      />
      <WishPlanInputs
        idPrefix={formId}
        neededBy={form.fields.neededBy}
        mostWanted={form.fields.mostWanted}
        onNeededBy={form.setNeededBy}
        onMostWanted={form.setMostWanted}
      />
      <WishGiftInputs
        idPrefix={formId}
        quantity={fields.quantity}
        groupGift={fields.groupGift}
        needsPrice={form.groupGiftNeedsPrice}
        reservedQuantity={mode === 'edit' ? (wish?.reservedQuantity ?? 0) : 0}
        giftModeLocked={mode === 'edit' && ((wish?.reservedQuantity ?? 0) > 0 || (wish?.giverCount ?? 0) > 0)}
        onQuantity={form.setQuantity}
        onStep={form.stepQuantity}
        onGroupGift={form.setGroupGift}
        disabled={form.busy}
      />
      <ImagePicker
        label="상품 이미지"
        file={form.image.kind === 'new' ? form.image.file : null}
        existingUrl={existingUrl}
        onFile={form.chooseImage}
        onRemove={form.removeImage}
        maxBytes={form.maxImageBytes}
        tooLargeMessage={mode === 'edit' ? MSG.wish.imageTooLargeEdit : MSG.wish.imageTooLarge}
        alertErrors={mode === 'edit'}
        progress={form.progress}
        disabled={form.busy}
        onProcessing={form.setProcessingImage}
      />
      {form.error && <Alert>{form.error}</Alert>}
      <div className="wish-form__actions">
        <Button variant="secondary" onClick={cancel} disabled={form.busy}>
          취소
        </Button>
        <Button type="submit" busy={form.busy} disabled={form.processingImage}>
          {mode === 'edit' ? '저장하기' : '추가하기'}
        </Button>
      </div>
      <SimilarWishDialog candidates={form.similar} onSaveAnyway={() => void form.saveAnyway()} onCancel={form.cancelSimilar} />
    </form>
  );
}
