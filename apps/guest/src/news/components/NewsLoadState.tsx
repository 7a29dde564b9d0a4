import { MSG } from '@babynews/contracts';
import { hasCode } from '@babynews/session';
import { EmptyState, ErrorState, LinkButton, LoadingState, Page, type ResourceState } from '@babynews/ui';

export interface NewsLoadStateProps {
  /** The news page read while it is not ready ('loading' or 'error'). */
  state: ResourceState<unknown>;
  /** Text under the spinner, e.g. '소식을 불러오는 중입니다...'. */
  loadingText: string;
  /** The retry button's action. */
  onRetry: () => void;
}

/**
 * The public pages' panel while a news page is not shown (spec §8): a spinner, '소식을 찾을 수
 * 없습니다.' with a home link for NEWS_NOT_FOUND (ARCHITECTURE §4.19), else '소식을 불러올 수 없습니다.'
 * with a retry.
 */
export function NewsLoadState({ state, loadingText, onRetry }: NewsLoadStateProps) {
  return (
    <Page narrow>
      {state.status === 'loading' && <LoadingState text={loadingText} />}
      {state.status === 'error' &&
        (hasCode(state.error, 'NEWS_NOT_FOUND', 'NOT_FOUND') ? (
          <EmptyState icon="mail" title={MSG.event.notFound} text="초대 링크가 올바른지 확인해주세요." actions={<LinkButton to="/">홈으로 가기</LinkButton>} />
        ) : (
          <ErrorState message={MSG.event.loadFailed} onRetry={onRetry} />
        ))}
    </Page>
  );
}
