import { LazyModal } from '../lazy-modal/LazyModal';
import type { ReserveModalProps } from './components/ReserveModal';

/** The reserve modal's chunk; also fetched ahead (`preloadReserveModal`) once the list has painted. */
const loadReserveModal = () => import('./components/ReserveModal');

/** Starts fetching the reserve modal's code (after the first paint, so a tap on '예약하기' rarely waits). */
export function preloadReserveModal(): void {
  void loadReserveModal().catch(() => undefined);
}

/**
 * The reserve modal (spec §2 "선물 예약하기"), fetched when a relative opens it or ahead once the page is
 * idle (ARCHITECTURE §1 first-visit budget); see LazyModal for the loading and failure states.
 */
export function LazyReserveModal(props: ReserveModalProps) {
  return <LazyModal load={loadReserveModal} title="선물 예약하기" onClose={props.onClose} props={props} />;
}
