import { useState, type FormEvent, type ReactNode } from 'react';
import { MAIL_MSG, type PinResetResponse } from '@babynews/contracts';
import { answered, errorMessage } from '@babynews/session';
import { useHashToken } from '@babynews/session/hash-token';
import { Alert, Button, Card, EmptyState, Icon, LinkButton, LoadingState, Page } from '@babynews/ui';
import { PinField } from '@babynews/ui/gift';
import { resetPin } from './api/reservationApi';
import { pledgePath } from '../pledges/links';
import { reservationPath } from './links';
import './reservation.css';

/**
 * `/pin/reset#t={token}` (ARCHITECTURE §4.23), the page a mailed 'PIN 다시 정하기' link opens. The token
 * rides in the fragment (never sent to a server, a log or a Referer); the page reads it once, takes it
 * out of the address bar, and asks for the new 4-digit PIN of a reservation or a pledge. Saved: '예약 확인하기'
 * opens the reservation ('참여 확인하기' the pledge).
 * A missing, used or expired link says so (`MAIL_MSG.resetLinkInvalid`) with a way home.
 */
export default function PinResetPage() {
  const token = useHashToken();
  const [pin, setPin] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<PinResetResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token) return;
    setBusy(true);
    setError('');
    try {
      setDone(await resetPin(token, pin));
    } catch (caught) {
      setError(errorMessage(caught, MAIL_MSG.resetLinkInvalid, answered));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  if (token === null) {
    return (
      <Page narrow>
        <LoadingState text="링크를 확인하는 중입니다..." />
      </Page>
    );
  }
  if (!token) {
    return (
      <Page narrow>
        <EmptyState icon="search" title={MAIL_MSG.resetLinkInvalid} actions={<LinkButton to="/">홈으로 가기</LinkButton>} />
      </Page>
    );
  }
  if (done) {
    return (
      <ResetCard>
        <p className="gate__text" role="status">
          {MAIL_MSG.pinResetDone}
        </p>
        {done.kind === 'pledge' ? (
          <LinkButton to={pledgePath(done.pledgeId, done.eventCode)} block>
            참여 확인하기
          </LinkButton>
        ) : (
          <LinkButton to={reservationPath(done.wishId, done.eventCode, done.reservationId)} block>
            예약 확인하기
          </LinkButton>
        )}
      </ResetCard>
    );
  }
  return (
    <ResetCard>
      <p className="gate__text">{MAIL_MSG.pinResetText}</p>
      <form className="gate__form" onSubmit={(e) => void submit(e)} noValidate>
        <PinField label="새 PIN 4자리" className="gate__input" value={pin} onValue={setPin} />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" block busy={busy}>
          새 PIN 저장하기
        </Button>
      </form>
    </ResetCard>
  );
}

/** The page's card, as the PIN gate looks: lock icon and title '새 PIN 정하기' above `children`. */
function ResetCard({ children }: { children: ReactNode }) {
  return (
    <Page narrow className="reservation-page">
      <Card className="gate">
        <span className="gate__icon">
          <Icon name="lock" size={28} />
        </span>
        <h1 className="gate__title">{MAIL_MSG.pinResetTitle}</h1>
        {children}
      </Card>
    </Page>
  );
}
