import { GIFT_LABELS } from '@babynews/contracts';
import { LazyModal } from '../lazy-modal/LazyModal';
import type { PledgeModalProps } from './types';

const loadPledgeModal = () => import('./components/PledgeModal');

/**
 * The pledge modal, fetched on the click that opens it (ARCHITECTURE §1 first-visit budget: the news page
 * and the wish list do not load it up front); see LazyModal for the loading and failure states.
 */
export function LazyPledgeModal(props: PledgeModalProps) {
  const title = props.target.kind === 'FUND' ? GIFT_LABELS.fundTitle : GIFT_LABELS.groupGiftLabel;
  return <LazyModal load={loadPledgeModal} title={title} onClose={props.onClose} props={props} />;
}
