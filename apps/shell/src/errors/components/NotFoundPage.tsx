import { MSG } from '@babynews/contracts';
import { EmptyState, LinkButton, Page } from '@babynews/ui';

/** Korean not-found page for every unknown path (spec §2 "any other path"). */
export function NotFoundPage() {
  return (
    <Page narrow>
      <EmptyState
        icon="search"
        title={MSG.common.pageNotFound}
        text="주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었어요."
        actions={<LinkButton to="/">홈으로 가기</LinkButton>}
      />
    </Page>
  );
}
