import { EmptyState, LinkButton, Page } from '@babynews/ui';

/**
 * `/notice` placeholder (exposed as 'guest/NoticeListPage'): the notice list and detail come
 * with the administrator's notices; until then the page says there is nothing yet.
 */
export default function NoticeListPage() {
  return (
    <Page narrow title="공지사항" subtitle="아기소식의 새로운 소식과 안내를 전해드려요">
      <EmptyState
        icon="bell"
        title="아직 등록된 공지사항이 없어요"
        text="새로운 공지가 올라오면 이곳에서 알려드릴게요."
        actions={
          <LinkButton to="/" variant="secondary">
            홈으로 가기
          </LinkButton>
        }
      />
    </Page>
  );
}
