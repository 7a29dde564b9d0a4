import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { dueDateCountdown, formatPrice, GIFT_MSG, koreanDate, effectiveRevealAt, MSG, type EventWrapUp } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { Button, Card, Icon, LinkButton, Page, RequireSignIn } from '@babynews/ui';
import { useOwnedResource } from '../owner/useOwnedResource';
import { OwnerLoadState } from '../owner/OwnerLoadState';
import { fetchSummary, fetchSummaryCsv, saveBlob } from './api/summaryApi';
import { SummaryTotals } from './components/SummaryTotals';
import { ReservationRows } from './components/ReservationRows';
import { QuizResults } from './components/QuizResults';
import { UnreservedGifts } from './components/UnreservedGifts';
import { PledgeRows } from './components/PledgeRows';
import { useThanked } from './hooks/useThanked';
import { useReceived } from './hooks/useReceived';
import './summary.css';

/**
 * `/event/summary/{code}` (exposed as 'host/SummaryPage', ARCHITECTURE §4.20): the owner's wrap-up —
 * totals, the thank-you progress '감사 인사 n/m' with a checkbox per reservation, the quiz ranking and
 * the unreserved gifts; CSV download and printing (a print stylesheet). Quantities, group gifts and the
 * 축의금 fund (ARCHITECTURE §4.22): each reservation's units, the pledges with their '받음 확인' mark and
 * the KRW totals (모인 금액, 축의금, 받음 확인). '감사 인사 보내기' mails a note to a relative who left an e-mail
 * (ARCHITECTURE "Thank-you notes"). Members only; another member
 * gets '권한이 없습니다.' and '/' (the server answers NOT_OWNER). Readable at 360 px.
 */
export default function SummaryPage() {
  return (
    <RequireSignIn>
      <Summary />
    </RequireSignIn>
  );
}

function Summary() {
  const { code } = useParams<{ code: string }>();
  const summary = useOwnedResource(code, fetchSummary);
  if (summary.status !== 'ready') {
    return (
      <Page narrow title={MSG.parent.summaryTitle}>
        <OwnerLoadState state={summary} loadingText="요약을 불러오는 중입니다..." errorMessage={MSG.parent.summaryLoadFailed} onRetry={summary.reload} />
      </Page>
    );
  }
  return <SummaryView data={summary.data} setData={summary.setData} />;
}

function SummaryView({ data, setData }: { data: EventWrapUp; setData: (update: (current: EventWrapUp) => EventWrapUp) => void }) {
  const { saving, toggle } = useThanked(setData);
  const received = useReceived(setData);
  const pledges = data.pledges ?? [];
  const [downloading, setDownloading] = useState(false);
  const revealDay = effectiveRevealAt(data);

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchSummaryCsv(data.code), `babynews-summary-${data.code}.csv`);
    } catch (caught) {
      window.alert(errorMessage(caught, MSG.parent.csvFailed, refused));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Page narrow title={MSG.parent.summaryTitle} subtitle={data.title} className="summary">
      <div className="summary__links summary__no-print">
        <LinkButton to="/user/mypage" variant="ghost" size="small">
          마이페이지
        </LinkButton>
        <Button variant="secondary" size="small" busy={downloading} onClick={() => void downloadCsv()}>
          <Icon name="link" size={16} />
          {MSG.parent.csvDownload}
        </Button>
        <Button variant="secondary" size="small" onClick={() => window.print()}>
          {MSG.parent.print}
        </Button>
      </div>
      {data.dueDate && (
        <p className="summary__due">
          {[MSG.parent.dueDateLabel(koreanDate(data.dueDate)), dueDateCountdown(data.dueDate, new Date())?.label].filter(Boolean).join(' · ')}
        </p>
      )}
      {data.reserversHidden && (
        <p className="summary__surprise" role="note">
          {MSG.parent.surpriseHidden(revealDay ? koreanDate(revealDay) : null)}
        </p>
      )}
      <SummaryTotals totals={data.totals} pledgeTotals={data.pledgeTotals} />

      <Card className="summary__section">
        <h2 className="summary__heading" id="summary-reservations">
          예약된 선물
        </h2>
        <div className="summary__progress">
          <span>{MSG.parent.thankedProgress(data.totals.thanked, data.totals.reserved)}</span>
          <progress max={Math.max(data.totals.reserved, 1)} value={data.totals.thanked} aria-labelledby="summary-reservations" />
        </div>
        <ReservationRows
          rows={data.reservations}
          onThanked={(row, thanked) => void toggle(row, thanked)}
          saving={saving}
          birthPhotoUrl={data.birthPhotoUrl}
          onThankYouSent={(sent) =>
            setData((current) => {
              const reservations = current.reservations.map((row) =>
                row.reservationId === sent.reservationId ? { ...row, thanked: true, thankYouSent: true } : row,
              );
              return { ...current, reservations, totals: { ...current.totals, thanked: reservations.filter((row) => row.thanked).length } };
            })
          }
        />
      </Card>

      <Card className="summary__section">
        <h2 className="summary__heading">{GIFT_MSG.pledgesTitle}</h2>
        {data.fund?.enabled && (
          <p className="summary__fund">
            {GIFT_MSG.fundSoFar(data.fund.giverCount, formatPrice(data.fund.pledgedAmount))}
            {data.fund.goal != null ? ` / ${formatPrice(data.fund.goal)}` : ''}
          </p>
        )}
        <PledgeRows
          pledges={pledges}
          onReceived={(pledgeId, value) => void received.toggle(pledgeId, value)}
          saving={received.saving}
          birthPhotoUrl={data.birthPhotoUrl}
          onThankYouSent={(pledgeId) =>
            setData((current) => ({ ...current, pledges: current.pledges.map((p) => (p.pledgeId === pledgeId ? { ...p, thankYouSent: true } : p)) }))
          }
        />
      </Card>

      <Card className="summary__section">
        <h2 className="summary__heading">퀴즈 결과</h2>
        <QuizResults ranking={data.quizRanking} quizCount={data.quizCount} />
      </Card>

      <Card className="summary__section">
        <h2 className="summary__heading">아직 예약되지 않은 선물</h2>
        <UnreservedGifts wishes={data.unreserved} />
      </Card>
    </Page>
  );
}
