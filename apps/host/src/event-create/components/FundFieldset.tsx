import { formatPrice, GIFT_LIMITS, GIFT_MSG } from '@babynews/contracts';
import { TextAreaField, TextField } from '@babynews/ui';
import type { EventFormState } from '../hooks/useEventForm';

/**
 * The 축의금 fund of the news form (ARCHITECTURE §4.22): '축의금 받기' and, while it is on, an optional goal
 * (원, shown with thousands separators) and the transfer guide (bank account or 송금 link, ≤ 500 characters,
 * shown only to someone who has pledged), the no-payment notice, and the totals so far when the owner's
 * read carries them.
 */
export function FundFieldset({ form }: { form: EventFormState }) {
  const { fields, initialFund } = form;
  return (
    <fieldset className="create-event__plan create-event__fund">
      <legend className="create-event__plan-legend">{GIFT_MSG.fundLegend}</legend>
      <label className="create-event__check">
        <input type="checkbox" name="fundEnabled" checked={fields.fundEnabled} onChange={(e) => form.setFundEnabled(e.target.checked)} />
        <span>{GIFT_MSG.fundToggle} (선물 대신 마음을 전하고 싶은 분들이 참여할 수 있어요)</span>
      </label>
      {fields.fundEnabled && (
        <>
          <TextField
            id="event-fund-goal"
            label={GIFT_MSG.fundGoalLabel}
            name="fundGoal"
            inputMode="numeric"
            placeholder="선택 입력"
            hint={GIFT_MSG.fundGoalHint}
            value={fields.fundGoal ? Number(fields.fundGoal).toLocaleString('ko-KR') : ''}
            onChange={(e) => form.setFundGoal(e.target.value)}
          />
          <TextAreaField
            id="event-transfer-guide"
            label={GIFT_MSG.transferGuideTitle}
            name="transferGuide"
            rows={3}
            maxLength={GIFT_LIMITS.transferGuideMax}
            placeholder={GIFT_MSG.transferGuideHint}
            counter={`${fields.transferGuide.length}/${GIFT_LIMITS.transferGuideMax}`}
            value={fields.transferGuide}
            onChange={(e) => form.setTransferGuide(e.target.value)}
          />
          <p className="create-event__fund-note">{GIFT_MSG.noPaymentNotice}</p>
        </>
      )}
      {initialFund && 'pledgedAmount' in initialFund && initialFund.giverCount > 0 && (
        <p className="create-event__fund-note">{GIFT_MSG.fundSoFar(initialFund.giverCount, formatPrice(initialFund.pledgedAmount))}</p>
      )}
    </fieldset>
  );
}
