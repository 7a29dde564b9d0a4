import { formatSeoulDateTime, type PinLockState } from '@babynews/contracts';
import { Button, Card, Icon } from '@babynews/ui';

export interface PinLockCardProps {
  lock: PinLockState;
  /** Asks for confirmation and clears the lock; resolves when done. */
  onUnlock: () => void;
  busy: boolean;
}

/**
 * The PIN lock of a wish as its owner sees it (ARCHITECTURE §4.7): locked for 15 minutes (until when,
 * Asia/Seoul) or until the owner unlocks, the wrong PINs of the last 24 hours, and the unlock
 * button while locked. Nothing is rendered when nobody typed a wrong PIN and it is not locked.
 */
export function PinLockCard({ lock, onUnlock, busy }: PinLockCardProps) {
  if (!lock.locked && lock.failedAttempts24h === 0) return null;
  return (
    <Card className="owner-reservation__card owner-reservation__lock">
      <h2 className="owner-reservation__section">
        <Icon name="lock" size={18} /> 예약 확인 잠금
      </h2>
      {lock.locked ? (
        <p className="owner-reservation__lock-state">
          {lock.lockedUntilUnlocked
            ? '누군가 비밀번호를 너무 많이 틀려 잠겼어요. 잠금을 해제할 때까지 예약 확인과 취소를 할 수 없어요.'
            : `누군가 비밀번호를 여러 번 틀려 ${lock.lockedUntil ? `${formatSeoulDateTime(lock.lockedUntil)}까지` : '잠시'} 잠겼어요.`}
        </p>
      ) : (
        <p className="owner-reservation__lock-state">지금은 잠겨 있지 않아요.</p>
      )}
      <p className="owner-reservation__lock-count">최근 24시간 동안 틀린 비밀번호 {lock.failedAttempts24h}회</p>
      {lock.locked && (
        <Button variant="secondary" block busy={busy} onClick={onUnlock}>
          잠금 해제하기
        </Button>
      )}
    </Card>
  );
}
