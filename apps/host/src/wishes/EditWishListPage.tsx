import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MSG, planOf, wishGroupOf } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { Button, Card, EmptyState, Icon, LinkButton, Page, RequireSignIn, showToast } from '@babynews/ui';
import { useOwnedEvent } from '../owner/useOwnedResource';
import { OwnerLoadState } from '../owner/OwnerLoadState';
import { deleteWish, reorderWishes, type OwnerEventInfo, type OwnerWish } from './api/wishApi';
import { WishForm } from './components/WishForm';
import { WishEditorItem } from './components/WishEditorItem';
import './wishes.css';

/**
 * `/event/editWishList/{eventCode}` (exposed as 'host/EditWishListPage', spec §2): the owner's
 * wish list with add, view/edit mode per item, delete with confirmation, the 'reserved' badge
 * and each reservation's status; stage, '꼭 필요해요' and moving an item up or down within its group
 * (ARCHITECTURE §4.20). Members only; another member gets '권한이 없습니다.' and '/'.
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
  const [moving, setMoving] = useState(false);
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

  /** The wishes of `wish`'s group (most wanted, a stage, or unstaged), in display order (ARCHITECTURE §4.20). */
  const groupOf = (wish: OwnerWish) => event.wishList.filter((w) => wishGroupOf(planOf(w)) === wishGroupOf(planOf(wish)));

  /** Swaps `wish` with its neighbour in its group (`step` -1 = up, 1 = down) and saves the group's order. */
  const move = async (wish: OwnerWish, step: -1 | 1) => {
    const ids = groupOf(wish).map((w) => w.id);
    const from = ids.indexOf(wish.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    setMoving(true);
    try {
      await reorderWishes(event.code, ids);
      await refresh();
    } catch (caught) {
      window.alert(errorMessage(caught, MSG.parent.reorderFailed, refused));
    } finally {
      setMoving(false);
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
                <WishEditorItem
                  wish={wish}
                  onEdit={() => setEditing(wish.id)}
                  onDelete={() => void remove(wish.id)}
                  deleting={deleting === wish.id}
                  pledgesHref={`/event/summary/${code}`}
                  move={{
                    up: groupOf(wish)[0]?.id !== wish.id ? () => void move(wish, -1) : null,
                    down: groupOf(wish).at(-1)?.id !== wish.id ? () => void move(wish, 1) : null,
                    busy: moving,
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
