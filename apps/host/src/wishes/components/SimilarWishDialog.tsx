import { GIFT_MSG } from '@babynews/contracts';
import { Button, Modal } from '@babynews/ui';
import type { SimilarCandidate } from '../hooks/useWishForm';

export interface SimilarWishDialogProps {
  /** The near-duplicates; null = closed. */
  candidates: SimilarCandidate[] | null;
  onSaveAnyway: () => void;
  onCancel: () => void;
}

/**
 * The editor's warning before a near-duplicate is saved (ARCHITECTURE §4.22): a modal dialog
 * (role=dialog, focus inside, Esc = 취소) titled GIFT_MSG.similarTitle that lists each candidate's title
 * and why it looks the same (GIFT_MSG.similarReason), with '취소' and '그래도 저장'.
 */
export function SimilarWishDialog({ candidates, onSaveAnyway, onCancel }: SimilarWishDialogProps) {
  return (
    <Modal open={candidates !== null} title={GIFT_MSG.similarTitle} onClose={onCancel}>
      <ul className="similar-wishes" aria-label="비슷한 선물">
        {(candidates ?? []).map((candidate) => (
          <li key={candidate.wishId} className="similar-wishes__item">
            <strong className="similar-wishes__title">{candidate.title}</strong>
            <span className="similar-wishes__reason">{GIFT_MSG.similarReason[candidate.reason] ?? GIFT_MSG.similarReason.SAME_TITLE}</span>
          </li>
        ))}
      </ul>
      <div className="wish-form__actions similar-wishes__actions">
        <Button variant="secondary" onClick={onCancel}>
          {GIFT_MSG.similarCancel}
        </Button>
        <Button onClick={onSaveAnyway}>{GIFT_MSG.similarSaveAnyway}</Button>
      </div>
    </Modal>
  );
}
