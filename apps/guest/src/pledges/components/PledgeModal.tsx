import { formatPrice, GIFT_LIMITS, GIFT_MSG, MAIL_MSG } from '@babynews/contracts';
import { Alert, Button, Icon, LinkButton, Modal, TextAreaField, TextField } from '@babynews/ui';
import { PinField } from '@babynews/ui/gift';
import { ReceiptEmailField } from '../../reservation/components/ReceiptEmailField';
import { RelativeConsent } from '../../privacy/RelativeConsent';
import { usePledgeForm } from '../hooks/usePledgeForm';
import { pledgePath } from '../links';
import type { PledgeModalProps } from '../types';
import { TransferGuide } from './TransferGuide';
import '../pledges.css';

/** Quick picks of the amount field, in KRW (capped at what remains of a group gift). */
export const QUICK_AMOUNTS = [10_000, 30_000, 50_000] as const;

/** '30000' → '30,000' (the amount field shows thousands separators). */
const grouped = (digits: string) => (digits ? new Intl.NumberFormat('ko-KR').format(Number(digits)) : '');

/**
 * The pledge modal (ARCHITECTURE §4.22), loaded on the first click that needs it (not part of a first
 * visit): '함께 선물하기' for a group gift, '축의금 마음 전하기' for the news page's fund. Name, phone or
 * e-mail, amount in 원 with quick picks (10,000 / 30,000 / 50,000 up to what remains, and '남은 금액 전부'
 * when less remains), an optional message, a 4-digit PIN and the relatives' notice with its required box
 * (ARCHITECTURE §4.24); messages in `pledgeSchema`'s order. After a
 * 201: thanks, the amount, the transfer guide when the page has one, the no-payment notice and the link
 * to the pledge page. Closing is disabled while the call runs.
 */
export default function PledgeModal({ target, eventCode, onClose, onPledged, onStale }: PledgeModalProps) {
  const form = usePledgeForm(target, eventCode, { onPledged, onStale });
  const title = target.kind === 'FUND' ? GIFT_MSG.fundTitle : GIFT_MSG.groupGiftLabel;
  const close = () => {
    if (!form.busy) onClose();
  };

  if (form.done) {
    const done = form.done;
    return (
      <Modal open title={title} onClose={close}>
        <div className="pledge-done">
          <span className="pledge-done__icon" aria-hidden="true">
            <Icon name="heart" size={28} />
          </span>
          <p className="pledge-done__title" role="status">
            {GIFT_MSG.pledgeDone}
          </p>
          <p className="pledge-done__amount">
            <strong>{formatPrice(done.amount)}</strong> 마음을 기록했어요.
          </p>
          {done.transferGuide && <TransferGuide text={done.transferGuide} />}
          <p className="pledge-notice">{GIFT_MSG.noPaymentNotice}</p>
          <div className="pledge-form__actions">
            <Button variant="secondary" onClick={onClose}>
              닫기
            </Button>
            <LinkButton to={pledgePath(done.pledgeId, eventCode)}>{GIFT_MSG.pledgeViewLink}</LinkButton>
          </div>
        </div>
      </Modal>
    );
  }

  const remaining = target.remaining;
  const picks: Array<{ value: number; label: string }> = QUICK_AMOUNTS.filter((v) => remaining === null || v <= remaining).map((v) => ({
    value: v,
    label: formatPrice(v),
  }));
  if (remaining !== null && remaining >= GIFT_LIMITS.pledgeMin && !picks.some((p) => p.value === remaining)) {
    picks.push({ value: remaining, label: `${GIFT_MSG.pledgeAmountRest} (${formatPrice(remaining)})` });
  }

  return (
    <Modal open title={title} onClose={close}>
      <form className="pledge-form" onSubmit={(event) => void form.submit(event)} noValidate>
        {target.kind === 'GROUP_GIFT' ? (
          <p className="reserve-form__wish">
            <strong>{target.title}</strong> 선물에 함께 참여할게요. 남은 금액은 <strong>{formatPrice(target.remaining)}</strong>이에요.
          </p>
        ) : (
          <p className="reserve-form__wish">축하하는 마음을 금액으로 전해요.</p>
        )}
        <TextField
          label="이름"
          name="name"
          autoComplete="name"
          maxLength={GIFT_LIMITS.pledgerNameMax}
          placeholder="예: 김하늘"
          value={form.fields.name}
          onChange={(e) => form.setName(e.target.value)}
        />
        <TextField
          label="전화번호 또는 이메일"
          name="contact"
          autoComplete="email"
          maxLength={GIFT_LIMITS.pledgerContactMax}
          placeholder="010-1234-5678 또는 name@example.com"
          value={form.fields.contact}
          onChange={(e) => form.setContact(e.target.value)}
        />
        <TextField
          label={GIFT_MSG.pledgeAmountLabel}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder="예: 30,000"
          hint={
            remaining !== null ? `${formatPrice(GIFT_LIMITS.pledgeMin)} 이상, ${formatPrice(remaining)} 이하` : `${formatPrice(GIFT_LIMITS.pledgeMin)} 이상`
          }
          value={grouped(form.fields.amountDigits)}
          onChange={(e) => form.typeAmount(e.target.value)}
        />
        {picks.length > 0 && (
          <div className="pledge-form__picks" role="group" aria-label="금액 빠르게 고르기">
            {picks.map((pick) => (
              <Button
                key={pick.value}
                size="small"
                variant={form.amount === pick.value ? 'primary' : 'soft'}
                aria-pressed={form.amount === pick.value}
                onClick={() => form.pickAmount(pick.value)}
              >
                {pick.label}
              </Button>
            ))}
          </div>
        )}
        <TextAreaField
          label={GIFT_MSG.pledgeMessageLabel}
          name="message"
          rows={3}
          maxLength={GIFT_LIMITS.pledgeMessageMax}
          counter={`${form.fields.message.length}/${GIFT_LIMITS.pledgeMessageMax}`}
          placeholder="축하 메시지를 남겨주세요."
          value={form.fields.message}
          onChange={(e) => form.setMessage(e.target.value)}
        />
        <PinField
          label="확인 비밀번호"
          name="password"
          placeholder="숫자 4자리"
          hint={GIFT_MSG.pledgePinHint}
          value={form.fields.password}
          onValue={form.setPassword}
        />
        <ReceiptEmailField
          label={MAIL_MSG.pledgeReceiptEmailLabel}
          hint={MAIL_MSG.pledgeReceiptEmailHint}
          value={form.fields.receiptEmail}
          onValue={form.setReceiptEmail}
          birthNews={form.fields.birthNews}
          onBirthNews={form.setBirthNews}
        />
        <p className="pledge-notice">{GIFT_MSG.noPaymentNotice}</p>
        <RelativeConsent checked={form.fields.privacyConsent} onChange={form.setPrivacyConsent} disabled={form.busy} />
        {form.error && <Alert>{form.error}</Alert>}
        <div className="pledge-form__actions">
          <Button variant="secondary" onClick={close} disabled={form.busy}>
            취소
          </Button>
          <Button type="submit" busy={form.busy}>
            {GIFT_MSG.pledgeSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
