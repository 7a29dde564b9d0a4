import { useId } from 'react';
import { CONSENT_MSG, LIMITS_CONSENT } from '@babynews/contracts';
import './relative-consent.css';

export interface RelativeConsentProps {
  /** Whether the box is ticked (sent as `privacyConsent`). */
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  /** Which form asks: a gift or quiz form (default) or the guestbook, whose items and recipients differ. */
  form?: 'gift' | 'guestbook';
}

/**
 * The relatives' notice and its one required box on the reserve, pledge and quiz forms (ARCHITECTURE
 * §4.24; PIPA Art. 15 and 17: items, purpose, the parent as the recipient, retention, the right to refuse).
 * A real checkbox with its label; the notice is its description (`aria-describedby`). The privacy policy
 * opens in a new tab so that nothing typed is lost. Loaded only with those forms: CONSENT_MSG never
 * reaches a first visit. The form refuses to send without the box (the schema's CONSENT_MSG.missing.relative).
 */
export function RelativeConsent({ checked, onChange, disabled, form = 'gift' }: RelativeConsentProps) {
  const noticeId = `${useId()}-notice`;
  const notice = form === 'guestbook' ? { ...CONSENT_MSG.relativeNotice, ...CONSENT_MSG.guestbookNotice } : CONSENT_MSG.relativeNotice;
  return (
    <div className="relative-consent">
      <label className="relative-consent__box">
        <input
          type="checkbox"
          name="privacyConsent"
          checked={checked}
          required
          disabled={disabled}
          aria-describedby={noticeId}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{CONSENT_MSG.relativeConsentLabel}</span>
      </label>
      <div className="relative-consent__notice" id={noticeId}>
        <ul>
          <li>{notice.items}</li>
          <li>{notice.purpose}</li>
          <li>{notice.recipient}</li>
          <li>{notice.retention(LIMITS_CONSENT.retentionDefaultDays)}</li>
        </ul>
        <p>{notice.refuse}</p>
        <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
          {notice.policyLink}
          <span className="bn-visually-hidden"> (새 창)</span>
        </a>
      </div>
    </div>
  );
}

export default RelativeConsent;
