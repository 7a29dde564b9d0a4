import { useEffect, useState } from 'react';
import { MAIL_MSG, unsubscribeGroupOf, type MailGroup } from '@babynews/contracts';
import { errorMessage, hasCode } from '@babynews/session';
import { Alert, Button, Card, EmptyState, Icon, LoadingState, Page } from '@babynews/ui';
import { unsubscribe } from './unsubscribeApi';
import './unsubscribe.css';

/** What each group stops, as the page names it. */
export const GROUP_LABEL: Record<MailGroup, string> = {
  receipt: MAIL_MSG.unsubscribeGroupReceipt,
  notification: MAIL_MSG.unsubscribeGroupNotification,
  birth: MAIL_MSG.unsubscribeGroupBirth,
};

/** The unsubscribe token of `#t=…` when it is well formed, else '' (the API checks its signature). */
export function unsubscribeTokenFromHash(hash: string): string {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t') ?? '';
  return unsubscribeGroupOf(token) ? token : '';
}

type Phase = { step: 'ask' } | { step: 'busy' } | { step: 'failed'; message: string } | { step: 'invalid' } | { step: 'done' };

/**
 * `/mail/unsubscribe#t={token}` (ARCHITECTURE §4.23), the page the footer link of a receipt or a
 * notification opens. It names what stops ('예약·참여 확인 메일' or '소식 알림 메일', read from the
 * token), asks once ('수신 거부하기'), then says it is done. A malformed or forged token says so; a call
 * that did not get through shows the reason and the button again. The token rides in the fragment
 * (never in a server log or a Referer) and stays there, so a reload works: it never expires.
 */
export default function UnsubscribePage() {
  const [token, setToken] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'ask' });

  useEffect(() => {
    setToken(unsubscribeTokenFromHash(window.location.hash));
  }, []);

  const confirm = async () => {
    if (!token || phase.step === 'busy') return;
    setPhase({ step: 'busy' });
    try {
      await unsubscribe(token);
      setPhase({ step: 'done' });
    } catch (caught) {
      if (hasCode(caught, 'UNSUBSCRIBE_LINK_INVALID', 'VALIDATION_FAILED')) setPhase({ step: 'invalid' });
      else setPhase({ step: 'failed', message: errorMessage(caught, MAIL_MSG.unsubscribeFailed) });
    }
  };

  if (token === null) {
    return (
      <Page narrow>
        <LoadingState text={MAIL_MSG.unsubscribeChecking} />
      </Page>
    );
  }
  const group = unsubscribeGroupOf(token);
  if (!group || phase.step === 'invalid') {
    return (
      <Page narrow>
        <EmptyState icon="search" title={MAIL_MSG.unsubscribeLinkInvalid} />
      </Page>
    );
  }
  return (
    <Page narrow>
      <Card className="unsubscribe">
        <span className="unsubscribe__icon">
          <Icon name={phase.step === 'done' ? 'check' : 'mail'} size={28} />
        </span>
        <h1 className="unsubscribe__title">{MAIL_MSG.unsubscribeTitle}</h1>
        <p className="unsubscribe__group">{GROUP_LABEL[group]}</p>
        {phase.step === 'done' ? (
          <p className="unsubscribe__text" role="status">
            {MAIL_MSG.unsubscribeDone}
          </p>
        ) : (
          <>
            <p className="unsubscribe__text">{MAIL_MSG.unsubscribeAsk}</p>
            {phase.step === 'failed' && <Alert>{phase.message}</Alert>}
            <div className="unsubscribe__actions">
              <Button block busy={phase.step === 'busy'} onClick={() => void confirm()}>
                {MAIL_MSG.unsubscribeButton}
              </Button>
            </div>
          </>
        )}
      </Card>
    </Page>
  );
}
