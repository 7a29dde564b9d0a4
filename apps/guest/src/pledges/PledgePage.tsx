import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ERASE_MSG, GIFT_MSG, MSG } from '@babynews/contracts';
import { answered, errorMessage } from '@babynews/session';
import { EmptyState, LinkButton, LoadingState, Page } from '@babynews/ui';
import { EraseMyData } from '../reservation/components/EraseMyData';
import { PasswordGate } from '../reservation/components/PasswordGate';
import { cancelPledge, erasePledge, requestPledgePinReset } from './api/pledgeApi';
import { usePledgeView } from './hooks/usePledgeView';
import { PledgeDetails } from './components/PledgeDetails';
import '../reservation/reservation.css';
import './pledges.css';

/** A pledge id as the API makes them (random, URL-safe, at most 64 characters), else null. */
function pledgeIdFrom(param: string | undefined): string | null {
  return param && /^[\w-]{1,64}$/.test(param) ? param : null;
}

/**
 * `/event/pledge/{pledgeId}?code={eventCode}` (exposed as 'guest/PledgePage', ARCHITECTURE §4.22): a
 * pledger's own pledge to a group gift or to the 축의금 fund. Without `?code=` it makes no call and says
 * how to get back. Else the reservation page's PIN gate ('내 참여 확인'), then the pledge (amount,
 * message, received state, transfer guide). Cancel → `GIFT_MSG.pledgeCancelConfirm` → alert
 * '참여가 취소되었습니다.' → back to the news page (fund) or the wish list (group gift); a refusal
 * (e.g. already received) alerts the server's message. '내 정보 삭제' (ARCHITECTURE §4.24) → dialog → the
 * result in place of the pledge. Unknown pledge → '참여 정보를 찾을 수 없습니다.'.
 */
export default function PledgePage() {
  const [search] = useSearchParams();
  const { pledgeId: param } = useParams<{ pledgeId: string }>();
  const eventCode = (search.get('code') ?? '').trim();
  const pledgeId = pledgeIdFrom(param);
  if (!eventCode) {
    return (
      <Page narrow>
        <EmptyState icon="search" title={GIFT_MSG.pledgeLinkMissingCode} actions={<LinkButton to="/">홈으로 가기</LinkButton>} />
      </Page>
    );
  }
  if (!pledgeId) return <PledgeNotFound />;
  return <Pledge key={pledgeId} pledgeId={pledgeId} eventCode={eventCode} />;
}

function PledgeNotFound() {
  return (
    <Page narrow>
      <EmptyState
        icon="search"
        title={GIFT_MSG.pledgeNotFound}
        text="이미 취소되었거나 주소가 올바르지 않아요."
        actions={<LinkButton to="/">홈으로 가기</LinkButton>}
      />
    </Page>
  );
}

function Pledge({ pledgeId, eventCode }: { pledgeId: string; eventCode: string }) {
  const navigate = useNavigate();
  const view = usePledgeView(pledgeId, eventCode);
  const { state } = view;
  const [acting, setActing] = useState(false);
  const [forgotNotice, setForgotNotice] = useState('');
  const [erasedMessage, setErasedMessage] = useState('');

  /** 'PIN을 잊으셨나요?': the reset link goes to the pledge's receipt address (ARCHITECTURE §4.23). */
  const forgot = async () => {
    try {
      setForgotNotice((await requestPledgePinReset(pledgeId, eventCode)).message);
    } catch (caught) {
      setForgotNotice(errorMessage(caught, MSG.common.genericError, answered));
    }
  };

  if (erasedMessage) {
    return (
      <Page narrow>
        <EmptyState icon="check" title={erasedMessage} actions={<LinkButton to={`/event/${encodeURIComponent(eventCode)}`}>소식으로 돌아가기</LinkButton>} />
      </Page>
    );
  }
  if (state.status === 'loading') {
    return (
      <Page narrow>
        <LoadingState text="참여 정보를 불러오는 중입니다..." />
      </Page>
    );
  }
  if (state.status === 'notFound') return <PledgeNotFound />;
  if (state.status === 'gate') {
    return (
      <Page narrow className="reservation-page">
        <PasswordGate
          reservedName=""
          title={GIFT_MSG.pledgeGateTitle}
          text={GIFT_MSG.pledgeGateText}
          password={view.password}
          onPassword={view.typePassword}
          onSubmit={view.unlock}
          error={view.error}
          lockNotice={view.lockNotice}
          busy={view.busy}
          onForgot={() => void forgot()}
          forgotNotice={forgotNotice}
        />
      </Page>
    );
  }

  const { data, password } = state;
  const backTo = data.kind === 'FUND' ? `/event/${encodeURIComponent(data.eventCode)}` : `/event/wishList/${encodeURIComponent(data.eventCode)}`;
  const cancel = async () => {
    if (!window.confirm(GIFT_MSG.pledgeCancelConfirm)) return;
    setActing(true);
    try {
      await cancelPledge(pledgeId, eventCode, password);
      window.alert(GIFT_MSG.pledgeCancelled);
      void navigate(backTo);
    } catch (caught) {
      window.alert(errorMessage(caught, MSG.reserve.unreserveFailed, answered));
      setActing(false);
    }
  };

  return (
    <Page narrow className="reservation-page">
      <PledgeDetails data={data} busy={acting} onBack={() => void navigate(backTo)} onCancel={() => void cancel()} />
      <EraseMyData
        effect={data.received ? ERASE_MSG.pledgeAnonymises : ERASE_MSG.pledgeDeletes}
        onErase={() => erasePledge(pledgeId, eventCode, password)}
        onErased={(erased) => setErasedMessage(erased === 'deleted' ? ERASE_MSG.deleted : ERASE_MSG.anonymized)}
      />
    </Page>
  );
}
