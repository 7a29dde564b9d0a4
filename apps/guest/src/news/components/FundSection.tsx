import { useState } from 'react';
import { formatPrice, GIFT_LABELS, type FundPublic } from '@babynews/contracts';
import { Button, Icon } from '@babynews/ui';
import { GiftProgress } from '../../pledges/components/GiftProgress';
import { LazyPledgeModal } from '../../pledges/LazyPledgeModal';

export interface FundSectionProps {
  /** Share code of the news page (the pledge goes to `POST /api/event/pledge/{code}`). */
  code: string;
  /** `EventInfo.fund` of the public read or of the HTML's JSON island (no transfer guide there). */
  fund: FundPublic | null | undefined;
  /** Reloads the news page quietly after a pledge or a stale 409 (new totals). */
  onChanged: () => void;
}

/**
 * The news page's 축의금 fund (ARCHITECTURE §4.22), shown only while `fund.enabled`: '축의금 마음 전하기',
 * the total pledged and the number of givers — as a progress bar against the goal when there is one —
 * the no-payment notice and '축의금 전하기', which opens the pledge modal (loaded on that click). The
 * transfer guide appears only in the modal's answer after pledging, never here.
 */
export function FundSection({ code, fund, onChanged }: FundSectionProps) {
  const [open, setOpen] = useState(false);
  if (!fund?.enabled) return null;
  return (
    <section className="news-fund" aria-labelledby="news-fund-title">
      <h2 id="news-fund-title" className="news-fund__title">
        <Icon name="heart" size={18} /> {GIFT_LABELS.fundTitle}
      </h2>
      {fund.goal ? (
        <GiftProgress funded={fund.pledgedAmount} target={fund.goal} givers={fund.giverCount} />
      ) : (
        <p className="news-fund__total">{GIFT_LABELS.fundTotal(formatPrice(fund.pledgedAmount), fund.giverCount)}</p>
      )}
      <p className="news-fund__notice">{GIFT_LABELS.noPaymentNotice}</p>
      <Button block variant="soft" onClick={() => setOpen(true)}>
        {GIFT_LABELS.fundPledgeButton}
      </Button>
      {open && (
        <LazyPledgeModal target={{ kind: 'FUND', remaining: null }} eventCode={code} onClose={() => setOpen(false)} onPledged={onChanged} onStale={onChanged} />
      )}
    </section>
  );
}
