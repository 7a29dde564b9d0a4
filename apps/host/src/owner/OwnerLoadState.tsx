import { MSG } from '@babynews/contracts';
import { EmptyState, ErrorState, LinkButton, LoadingState } from '@babynews/ui';
import type { OwnedState } from './useOwnedResource';

export interface OwnerLoadStateProps {
  /** The owner's page's state; nothing shows once it is 'ready' (or 'forbidden': on the way out). */
  state: OwnedState<unknown>;
  /** Text under the spinner, e.g. '소식을 불러오는 중입니다...'. */
  loadingText: string;
  /** Korean message of the error panel (spec §8), e.g. MSG.event.loadFailed. */
  errorMessage: string;
  /** The retry button's action. */
  onRetry: () => void;
}

/**
 * The owner's pages' panel while their data is not shown: a spinner, '소식을 찾을 수 없습니다.'
 * with a link to my page, or the error message with a retry.
 */
export function OwnerLoadState({ state, loadingText, errorMessage, onRetry }: OwnerLoadStateProps) {
  return (
    <>
      {state.status === 'loading' && <LoadingState text={loadingText} />}
      {state.status === 'notFound' && (
        <EmptyState icon="mail" title={MSG.event.notFound} actions={<LinkButton to="/user/mypage">마이페이지로 가기</LinkButton>} />
      )}
      {state.status === 'error' && <ErrorState message={errorMessage} onRetry={onRetry} />}
    </>
  );
}
