import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { MSG } from '@babynews/contracts';
import { ErrorBoundary, ErrorState, LoadingState, Modal } from '@babynews/ui';

/** What a lazily loaded modal module gives: its component as the default export. */
export type ModalModule<P> = Promise<{ default: ComponentType<P> }>;

export interface LazyModalProps<P> {
  /** Loads the modal's module (a module-level `() => import(...)`, so that one chunk is fetched once). */
  load: () => ModalModule<P>;
  /** Title of the stand-in modal while the code loads or when loading failed. */
  title: string;
  onClose: () => void;
  /** The props of the modal itself. */
  props: P;
}

/**
 * A modal fetched on the click that opens it (ARCHITECTURE §1 first-visit budget: a page does not load
 * its modals up front). While its code loads: a modal titled `title` with a spinner; if that fails:
 * MSG.common.remoteLoadFailed with '다시 시도', which loads it anew.
 */
export function LazyModal<P extends object>({ load, title, onClose, props }: LazyModalProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // a new lazy component per attempt: React keeps a failed import, a new import() fetches again
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to build it anew
  const Loaded = useMemo(() => lazy(load), [attempt, load]);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallback={() => (
        <Modal open title={title} onClose={onClose}>
          <ErrorState message={MSG.common.remoteLoadFailed} onRetry={() => setAttempt((n) => n + 1)} />
        </Modal>
      )}
    >
      <Suspense
        fallback={
          <Modal open title={title} onClose={onClose}>
            <LoadingState />
          </Modal>
        }
      >
        <Loaded {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
