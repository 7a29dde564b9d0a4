import { useState, type FormEvent } from 'react';
import { formatPrice, GIFT_MSG, LIMITS, pledgeSchema, type PledgeResponse } from '@babynews/contracts';
import { answered, errorCode, errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { pledgeToFund, pledgeToWish } from '../api/pledgeApi';
import { pledgeHandoff } from '../stores/pledgeHandoff';
import type { PledgeTarget } from '../types';

/** Longest amount typed, in digits (GIFT_LIMITS.pledgeMax has 10). */
const AMOUNT_DIGITS = 10;

/** Codes after which the page behind the modal is out of date: the message shows and the page reloads. */
const STALE_CODES = ['PLEDGE_AMOUNT_EXCEEDED', 'GROUP_GIFT_FUNDED', 'FUND_CLOSED', 'NOT_GROUP_GIFT'] as const;

export interface PledgeFormCallbacks {
  /** After a 201 with the answer. */
  onPledged: (answer: PledgeResponse) => void;
  /** After a 409 of STALE_CODES. */
  onStale: () => void;
}

/**
 * State and submit of the pledge modal (ARCHITECTURE §4.22) for `target` on news page `eventCode`: name,
 * contact, amount (KRW; typed as digits, shown with thousands separators; quick picks), optional message
 * a 4-digit PIN, the optional receipt address (ARCHITECTURE §4.23) and the relatives' notice box (ARCHITECTURE §4.24),
 * checked with `pledgeSchema` — first message in its order (name, contact, amount, message, PIN, consent) — then the group gift's ceiling ('남은 금액은 40,000원입니다. …'). Errors clear after 3 s.
 * A 201 keeps the answer in `done` (thanks, amount, transfer guide, link to the pledge page) and hands the
 * PIN to that page in memory. PLEDGE_AMOUNT_EXCEEDED / GROUP_GIFT_FUNDED / FUND_CLOSED / NOT_GROUP_GIFT →
 * the server's Korean message and `onStale`; other failures the server's text or GIFT_MSG.pledgeFailed.
 */
export function usePledgeForm(target: PledgeTarget, eventCode: string, { onPledged, onStale }: PledgeFormCallbacks) {
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [amountDigits, setAmountDigits] = useState('');
  const [message, setMessage] = useState('');
  const [password, setPassword] = useState('');
  const [receiptEmail, setReceiptEmail] = useState('');
  // The birth announcement to the receipt address (ARCHITECTURE "Birth announcement"); sent only with an address.
  const [birthNews, setBirthNews] = useState(false);
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const [done, setDone] = useState<PledgeResponse | null>(null);
  const { error, setError, busy, setBusy, start } = useFormStatus({ clearErrorAfterMs: LIMITS.errorClearMs });

  const amount = amountDigits ? Number(amountDigits) : null;

  /** Keeps the digits of `text` (at most 10, no leading zeros). */
  const typeAmount = (text: string) => setAmountDigits(text.replace(/\D/g, '').replace(/^0+/, '').slice(0, AMOUNT_DIGITS));
  const pickAmount = (value: number) => setAmountDigits(String(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const parsed = pledgeSchema.safeParse({
      eventCode,
      name,
      contact,
      amount: amount ?? undefined,
      message,
      password,
      receiptEmail,
      ...(birthNews && receiptEmail.trim() !== '' ? { birthNews: true } : {}),
      privacyConsent,
    });
    if (parsed.success && target.remaining !== null && parsed.data.amount > target.remaining) {
      setError(GIFT_MSG.amountRemaining(formatPrice(target.remaining)));
      return;
    }
    const request = start(parsed);
    if (!request) return;
    try {
      const answer = target.kind === 'FUND' ? await pledgeToFund(eventCode, request) : await pledgeToWish(target.wishId, request);
      pledgeHandoff.give(answer.pledgeId, request.password);
      setDone(answer);
      setBusy(false);
      onPledged(answer);
    } catch (caught) {
      setBusy(false);
      setError(errorMessage(caught, GIFT_MSG.pledgeFailed, answered));
      const code = errorCode(caught);
      if (code !== null && (STALE_CODES as readonly string[]).includes(code)) onStale();
    }
  };

  return {
    fields: { name, contact, amountDigits, message, password, receiptEmail, birthNews, privacyConsent },
    amount,
    setName,
    setContact,
    typeAmount,
    pickAmount,
    setMessage,
    setPassword,
    setBirthNews,
    setReceiptEmail,
    setPrivacyConsent,
    error,
    busy,
    done,
    submit,
  };
}
