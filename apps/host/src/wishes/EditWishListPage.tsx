import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { Button, Card, EmptyState, Icon, LinkButton, Page, RequireSignIn, showToast } from '@babynews/ui';
import { useOwnedEvent } from '../owner/useOwnedResource';
import { OwnerLoadState } from '../owner/OwnerLoadState';
import { deleteWish, type OwnerEventInfo } from './api/wishApi';
import { WishForm } from './components/WishForm';
import { WishEditorItem } from './components/WishEditorItem';
import './wishes.css';

/**
 * `/event/editWishList/{eventCode}` (exposed as 'host/EditWishListPage', spec §2): the owner's
 * wish list with add, view/edit mode per item, delete with confirmation, the 'reserved' badge
 * and each reservation's status. Members only; another member gets '권한이 없습니다.' and '/'.
 */
export default function EditWishListPage() {
  return (
    <RequireSignIn>
      <EditWishList />
    </RequireSignIn>
  );
}

function EditWishList() {
  const { eventCode } = useParams<{ eventCode: string }>();
  const news = useOwnedEvent<OwnerEventInfo>(eventCode);

  return (
    <Page narrow title="위시리스트 관리" subtitle="받고 싶은 선물을 등록하고 예약 현황을 확인하세요" className="wish-editor">
      <OwnerLoadState state={news} loadingText="위시리스트를 불러오는 중입니다..." errorMessage={MSG.event.loadFailed} onRetry={news.reload} />
      {news.status === 'ready' && <Editor event={news.data} refresh={news.refresh} />}
    </Page>
  );
}

function Editor({ event, refresh }: { event: OwnerEventInfo; refresh: () => Promise<void> }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const code = encodeURIComponent(event.code);

  const saved = async (message: string) => {
    await refresh();
    setEditing(null);
    showToast(message);
  };

  const remove = async (id: number) => {
    if (!window.confirm(MSG.wish.deleteConfirm)) return;
    setDeleting(id);
    try {
      await deleteWish(id);
      await refresh();
      showToast(MSG.wish.deleted);
    } catch (caught) {
      window.alert(errorMessage(caught, MSG.wish.deleteFailed, refused));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <div className="wish-editor__links">
        <LinkButton to={`/event/wishList/${code}`} variant="ghost" size="small">
          <Icon name="gift" size={16} /> 공개 선물 리스트 보기
        </LinkButton>
        <LinkButton to="/user/mypage" variant="ghost" size="small">
          마이페이지
        </LinkButton>
      </div>

      {editing === 'new' ? (
        <Card className="wish-editor__add">
          <h2 className="wish-editor__form-title">새 위시리스트</h2>
          <WishForm mode="create" eventCode={event.code} onSaved={() => void saved(MSG.wish.created)} onCancel={() => setEditing(null)} />
        </Card>
      ) : (
        <Button block onClick={() => setEditing('new')}>
          <Icon name="gift" size={18} /> 위시리스트 추가
        </Button>
      )}

      {event.wishList.length === 0 && editing !== 'new' ? (
        <EmptyState icon="gift" title={MSG.wish.empty} text="아기에게 꼭 필요한 선물을 추가해보세요." />
      ) : (
        <ul className="wish-editor__list" aria-label="내 위시리스트">
          {event.wishList.map((wish) => (
            <li key={wish.id} className="wish-editor__row">
              {editing === wish.id ? (
                <Card className="wish-editor__edit">
                  <h2 className="wish-editor__form-title">위시리스트 수정</h2>
                  <WishForm mode="edit" eventCode={event.code} wish={wish} onSaved={() => void saved(MSG.wish.updated)} onCancel={() => setEditing(null)} />
                </Card>
              ) : (
                <WishEditorItem wish={wish} onEdit={() => setEditing(wish.id)} onDelete={() => void remove(wish.id)} deleting={deleting === wish.id} />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
