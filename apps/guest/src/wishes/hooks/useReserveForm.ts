import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS, loadedSchemas, loadSchemas, MSG, type ReserveResponse } from '@babynews/contracts';
import { answered, errorCode, errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { reserveWish } from '../api/reserveApi';

export interface ReserveFormCallbacks {
  /** Called after a 201 with the password the reserver chose (kept in memory only) and the answer (its `reservationId`). */
  onReserved: (password: string, answer: ReserveResponse) => void;
  /** Called after a 409 that changes the list (someone else was faster; fewer units remain): the list should reload. */
  onTaken: () => void;
}

/**
 * State and submit of the reserve modal (spec §2, §5, §8; ARCHITECTURE §4.22) for wish `wishId` of news page
 * `eventCode` (sent with the request, ARCHITECTURE §4.7): fields name, contact (phone or e-mail) and
 * 4-digit password, the optional receipt address (`receiptEmail`, ARCHITECTURE §4.23) and the relatives' notice box
 * (`privacyConsent`, ARCHITECTURE §4.24: unticked → CONSENT_MSG.missing.relative, nothing sent) checked with `reserveSchema` in the spec's order (loaded with zod when the modal
 * opens, not with the wish list's first visit: `loadSchemas`); the first message shows and
 * clears after 3 s. `quantity` (units, default 1) is sent as chosen with the stepper.
 * RESERVATION_TAKEN → '이미 예약된 상품입니다.' and `onTaken`; RESERVATION_QUANTITY_EXCEEDED (fewer units
 * remain than asked) and GROUP_GIFT_NOT_RESERVABLE → the server's Korean message and `onTaken`; other
 * failures show the server's text or '예약 중 오류가 발생했습니다. 다시 시도해주세요.'.
 */
export function useReserveForm(wishId: number, eventCode: string, { onReserved, onTaken }: ReserveFormCallbacks, quantity = 1) {
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [password, setPassword] = useState('');
  const [receiptEmail, setReceiptEmail] = useState('');
  // The birth announcement to the receipt address (ARCHITECTURE "Birth announcement"); sent only with an address.
  const [birthNews, setBirthNews] = useState(false);
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const { error, setError, busy, setBusy, start } = useFormStatus({ clearErrorAfterMs: LIMITS.errorClearMs });

  useEffect(() => {
    loadSchemas().catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    try {
      let schemas = loadedSchemas();
      if (!schemas) {
        setBusy(true);
        schemas = await loadSchemas();
      }
      const request = start(
        schemas.reserveSchema.safeParse({
          eventCode,
          reservedName: name,
          reservedEmail: contact,
          reservedPassword: password,
          quantity,
          receiptEmail,
          ...(birthNews && receiptEmail.trim() !== '' ? { birthNews: true } : {}),
          privacyConsent,
        }),
      );
      if (!request) {
        setBusy(false);
        return;
      }
      const answer = await reserveWish(wishId, request);
      onReserved(request.reservedPassword, answer);
    } catch (caught) {
      setBusy(false);
      const code = errorCode(caught);
      if (code === 'RESERVATION_TAKEN') {
        setError(MSG.reserve.alreadyReserved);
        onTaken();
        return;
      }
      setError(errorMessage(caught, MSG.reserve.failed, answered));
      if (code === 'RESERVATION_QUANTITY_EXCEEDED' || code === 'GROUP_GIFT_NOT_RESERVABLE') onTaken();
    }
  };

  return {
    fields: { name, contact, password, receiptEmail, birthNews, privacyConsent },
    setName,
    setContact,
    setPassword,
    setBirthNews,
    setReceiptEmail,
    setPrivacyConsent,
    error,
    busy,
    submit,
  };
}
