import { TextField } from '@babynews/ui';
import { RelativeConsent } from '../../privacy/RelativeConsent';

export interface ContactFormProps {
  name: string;
  contact: string;
  /** The relatives' notice box (ARCHITECTURE §4.24). */
  consent: boolean;
  disabled?: boolean;
  onName(value: string): void;
  onContact(value: string): void;
  onConsent(value: boolean): void;
}

/**
 * Name and contact (phone number or e-mail) of the visitor, asked once for every quiz (spec §2), and the
 * relatives' notice with its required box (ARCHITECTURE §4.24). Loaded when the visitor reaches this step
 * (QuizSection): neither it nor the notice's texts are part of the news page's first visit.
 */
export function ContactForm({ name, contact, consent, disabled, onName, onContact, onConsent }: ContactFormProps) {
  return (
    <div className="quiz-contact">
      <p className="quiz-contact__intro">누가 맞혔는지 알 수 있도록 이름과 연락처를 남겨주세요.</p>
      <TextField
        id="quiz-name"
        label="이름"
        autoComplete="name"
        maxLength={50}
        placeholder="예: 김하늘"
        value={name}
        disabled={disabled}
        onChange={(e) => onName(e.target.value)}
      />
      <TextField
        id="quiz-contact"
        label="연락처"
        autoComplete="tel"
        maxLength={100}
        placeholder="전화번호 또는 이메일"
        hint="같은 연락처로는 한 번만 참여할 수 있어요."
        value={contact}
        disabled={disabled}
        onChange={(e) => onContact(e.target.value)}
      />
      <RelativeConsent checked={consent} onChange={onConsent} disabled={disabled} />
    </div>
  );
}

export default ContactForm;
