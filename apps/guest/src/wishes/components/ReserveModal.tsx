import { useState } from 'react';
import { MAIL_MSG, type ReserveResponse, type WishPublic } from '@babynews/contracts';
import { Alert, Button, Modal, TextField } from '@babynews/ui';
import { PinField } from '@babynews/ui/gift';
import { ReceiptEmailField } from '../../reservation/components/ReceiptEmailField';
import { RelativeConsent } from '../../privacy/RelativeConsent';
import { useReserveForm } from '../hooks/useReserveForm';
import { QuantityStepper } from './QuantityStepper';

export interface ReserveModalProps {
  wish: WishPublic;
  /** Share code of the news page, sent with the reservation (ARCHITECTURE §4.7). */
  eventCode: string;
  onClose: () => void;
  /** After a successful reservation, with the chosen password and the answer (its `reservationId`). */
  onReserved: (password: string, answer: ReserveResponse) => void;
  /** After a 409 that changed the list (someone else was faster, fewer units remain). */
  onTaken: () => void;
  /** Surprise mode (ARCHITECTURE §4.20): when the parent will see the reserver's name; null when not hidden. */
  surpriseNotice?: string | null;
}

/** Units of `wish` nobody has reserved yet (0 when fully reserved). */
export function remainingUnits(wish: Pick<WishPublic, 'quantity' | 'reservedQuantity'>): number {
  return Math.max(0, (wish.quantity ?? 1) - (wish.reservedQuantity ?? 0));
}

/**
 * The reserve modal of spec §2: name, phone or e-mail, a 4-digit confirmation password and an
 * optional address for the receipt ('예약 확인 메일 받기', ARCHITECTURE §4.23) and the relatives' notice
 * with its required box (ARCHITECTURE §4.24), validated in the order of spec §5, and — when more than one unit remains (ARCHITECTURE §4.22) — a
 * quantity stepper from 1 to the remaining units (default 1; a smaller remainder after a refresh lowers
 * the choice). Closing is disabled while the call runs.
 */
export function ReserveModal({ wish, eventCode, onClose, onReserved, onTaken, surpriseNotice = null }: ReserveModalProps) {
  const remaining = remainingUnits(wish);
  const [chosen, setChosen] = useState(1);
  const quantity = Math.max(1, Math.min(chosen, remaining));
  const form = useReserveForm(wish.id, eventCode, { onReserved, onTaken }, quantity);
  const close = () => {
    if (!form.busy) onClose();
  };
  return (
    <Modal open title="선물 예약하기" onClose={close}>
      <form className="reserve-form" onSubmit={(event) => void form.submit(event)} noValidate>
        <p className="reserve-form__wish">
          <strong>{wish.title}</strong> 선물을 예약할게요.
        </p>
        {remaining > 1 && <QuantityStepper value={quantity} max={remaining} onChange={setChosen} disabled={form.busy} />}
        {surpriseNotice && (
          <p className="reserve-form__surprise" role="note">
            {surpriseNotice}
          </p>
        )}
        <TextField
          label="이름"
          name="reservedName"
          autoComplete="name"
          maxLength={50}
          placeholder="예: 김하늘"
          value={form.fields.name}
          onChange={(e) => form.setName(e.target.value)}
        />
        <TextField
          label="전화번호 또는 이메일"
          name="reservedEmail"
          autoComplete="email"
          maxLength={100}
          placeholder="010-1234-5678 또는 name@example.com"
          value={form.fields.contact}
          onChange={(e) => form.setContact(e.target.value)}
        />
        <PinField
          label="확인 비밀번호"
          name="reservedPassword"
          placeholder="숫자 4자리"
          hint="예약을 확인하거나 취소할 때 필요해요."
          value={form.fields.password}
          onValue={form.setPassword}
        />
        <ReceiptEmailField
          label={MAIL_MSG.receiptEmailLabel}
          hint={MAIL_MSG.receiptEmailHint}
          value={form.fields.receiptEmail}
          onValue={form.setReceiptEmail}
          birthNews={form.fields.birthNews}
          onBirthNews={form.setBirthNews}
        />
        <RelativeConsent checked={form.fields.privacyConsent} onChange={form.setPrivacyConsent} disabled={form.busy} />
        {form.error && <Alert>{form.error}</Alert>}
        <div className="reserve-form__actions">
          <Button variant="secondary" onClick={close} disabled={form.busy}>
            취소
          </Button>
          <Button type="submit" busy={form.busy}>
            예약하기
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export default ReserveModal;
