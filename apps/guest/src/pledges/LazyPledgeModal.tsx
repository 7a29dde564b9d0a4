import { lazy, Suspense, useMemo, useState } from 'react';
import { GIFT_MSG, MSG } from '@babynews/contracts';
import { ErrorBoundary, ErrorState, LoadingState, Modal } from '@babynews/ui';
import type { PledgeModalProps } from './types';

/**
 * The pledge modal, fetched on the click that opens it (ARCHITECTURE §1 first-visit budget: the news page
 * and the wish list do not load it up front). While its code loads: a modal with a spinner; if that
 * fails: MSG.common.remoteLoadFailed with '다시 시도', which loads it anew.
 */
export function LazyPledgeModal(props: PledgeModalProps) {
  const [attempt, setAttempt] = useState(0);
  // a new lazy component per attempt: React keeps a failed import, a new import() fetches again
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to build it anew
  const PledgeModal = useMemo(() => lazy(() => import('./components/PledgeModal')), [attempt]);
  const title = props.target.kind === 'FUND' ? GIFT_MSG.fundTitle : GIFT_MSG.groupGiftLabel;
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallback={() => (
        <Modal open title={title} onClose={props.onClose}>
          <ErrorState message={MSG.common.remoteLoadFailed} onRetry={() => setAttempt((n) => n + 1)} />
        </Modal>
      )}
    >
      <Suspense
        fallback={
          <Modal open title={title} onClose={props.onClose}>
            <LoadingState />
          </Modal>
        }
      >
        <PledgeModal {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
