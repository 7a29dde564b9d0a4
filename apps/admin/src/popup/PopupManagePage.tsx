import { useId } from 'react';
import { MSG, type PopupModal } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Alert, Button, ErrorState, LoadingState, useAsyncResource } from '@babynews/ui';
import { fetchPopup } from '../asset/api/siteAdminApi';
import { ImagePreview } from '../asset/components/ImagePreview';
import { SiteImageInput } from '../asset/components/SiteImageInput';
import { usePopupForm } from './hooks/usePopupForm';
import '../asset/asset.css';

/**
 * `/admin/managePopupModal` (exposed as 'admin/PopupManagePage', spec §2 "Admin popup management"; behind
 * the admin guard and frame applied by the build): the home popup's main image and an on/off switch.
 * Loading, error with retry, success and failure lines.
 */
export default function PopupManagePage() {
  const popup = useAsyncResource(fetchPopup, []);
  let body;
  if (popup.status === 'loading') body = <LoadingState text="팝업 정보를 불러오는 중입니다..." />;
  else if (popup.status === 'error') body = <ErrorState message={errorMessage(popup.error, MSG.site.popupLoadFailed)} onRetry={popup.reload} />;
  else body = <PopupForm initial={popup.data} />;
  return (
    <main className="site-admin">
      <h1 className="site-admin__title">홈 팝업 관리</h1>
      {body}
    </main>
  );
}

function PopupForm({ initial }: { initial: PopupModal }) {
  const form = usePopupForm(initial);
  const switchId = useId();
  return (
    <form
      className="popup-form"
      noValidate
      aria-label="홈 팝업 설정"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <fieldset className="asset-form__group">
        <legend className="bn-field__label">팝업 이미지</legend>
        {form.image ? (
          <div className="asset-form__main">
            <ImagePreview
              url={form.image.kind === 'stored' ? form.image.url : null}
              file={form.image.kind === 'new' ? form.image.file : null}
              alt="팝업 이미지 미리보기"
            />
            <Button variant="ghost" size="small" onClick={form.removeImage} disabled={form.busy}>
              팝업 이미지 삭제
            </Button>
          </div>
        ) : (
          <p className="asset-form__empty">등록된 팝업 이미지가 없어요.</p>
        )}
        <SiteImageInput label={form.image ? '팝업 이미지 변경' : '팝업 이미지 선택'} onFile={form.chooseImage} disabled={form.busy} />
      </fieldset>
      <div className="popup-form__switch">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={form.enabled}
          aria-checked={form.enabled}
          onChange={(e) => form.setEnabled(e.target.checked)}
          disabled={form.busy}
        />
        <label htmlFor={switchId}>홈 화면에 팝업 표시</label>
        <span aria-hidden="true">{form.enabled ? 'ON' : 'OFF'}</span>
      </div>
      {form.error && <Alert>{form.error}</Alert>}
      {form.saved && <Alert tone="success">{MSG.site.popupSaved}</Alert>}
      <Button type="submit" block busy={form.busy}>
        저장하기
      </Button>
    </form>
  );
}
