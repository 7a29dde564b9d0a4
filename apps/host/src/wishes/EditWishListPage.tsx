import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { ApiRequestError } from '@babynews/session';
import { Button, Card, EmptyState, ErrorState, Icon, LinkButton, LoadingState, Page, RequireSignIn, showToast } from '@babynews/ui';
import { deleteWish, type OwnerEventInfo } from './api/wishApi';
import { useOwnerWishes } from './hooks/useOwnerWishes';
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
  const navigate = useNavigate();
  const { state, reload, refresh } = useOwnerWishes(eventCode);

  useEffect(() => {
    if (state.status !== 'forbidden') return;
    window.alert(MSG.event.notOwner);
    navigate('/', { replace: true });
  }, [state.status, navigate]);

  return (
    <Page narrow title="위시리스트 관리" subtitle="받고 싶은 선물을 등록하고 예약 현황을 확인하세요" className="wish-editor">
      {state.status === 'loading' && <LoadingState text="위시리스트를 불러오는 중입니다..." />}
      {state.status === 'notFound' && <EmptyState icon="mail" title={MSG.event.notFound} actions={<LinkButton to="/user/mypage">마이페이지로 가기</LinkButton>} />}
      {state.status === 'error' && <ErrorState message={MSG.event.loadFailed} onRetry={reload} />}
      {state.status === 'ready' && <Editor event={state.event} refresh={refresh} />}
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
      window.alert(caught instanceof ApiRequestError && caught.status !== 0 && caught.status < 500 ? caught.message : MSG.wish.deleteFailed);
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
          <WishForm mode="create" eventCode={event.code} onSaved={() => saved(MSG.wish.created)} onCancel={() => setEditing(null)} />
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
                  <WishForm mode="edit" eventCode={event.code} wish={wish} onSaved={() => saved(MSG.wish.updated)} onCancel={() => setEditing(null)} />
                </Card>
              ) : (
                <WishEditorItem wish={wish} onEdit={() => setEditing(wish.id)} onDelete={() => remove(wish.id)} deleting={deleting === wish.id} />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
