/** @jsxRuntime automatic */
import { render } from '@react-email/components';
import type { ReactElement } from 'react';
import type { MailData, MailKind } from './mail-data';
import { ActivityDigest, activityDigestSubject } from './templates/ActivityDigest';
import { BirthAnnouncement, birthAnnouncementSubject } from './templates/BirthAnnouncement';
import { ActivityNotice, activityNoticeSubject } from './templates/ActivityNotice';
import { PageClosed, pageClosedSubject } from './templates/PageClosed';
import { PageHandedOver, pageHandedOverSubject } from './templates/PageHandedOver';
import { PasswordReset, passwordResetSubject } from './templates/PasswordReset';
import { PinReset, pinResetSubject } from './templates/PinReset';
import { PledgeReceipt, pledgeReceiptSubject } from './templates/PledgeReceipt';
import { ReservationReceipt, reservationReceiptSubject } from './templates/ReservationReceipt';
import { ThankYou, thankYouSubject } from './templates/ThankYou';
import { UsernameReminder, usernameReminderSubject } from './templates/UsernameReminder';
import { VerifyEmail, verifyEmailSubject } from './templates/VerifyEmail';

/** One rendered message: the `Subject` header (one line), the HTML part and the plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface MailMessage<K extends MailKind> {
  subject: (data: MailData[K]) => string;
  Template: (props: MailData[K]) => ReactElement;
}

const MESSAGES: { [K in MailKind]: MailMessage<K> } = {
  reservationReceipt: { subject: reservationReceiptSubject, Template: ReservationReceipt },
  pledgeReceipt: { subject: pledgeReceiptSubject, Template: PledgeReceipt },
  pinReset: { subject: pinResetSubject, Template: PinReset },
  verifyEmail: { subject: verifyEmailSubject, Template: VerifyEmail },
  passwordReset: { subject: passwordResetSubject, Template: PasswordReset },
  usernameReminder: { subject: usernameReminderSubject, Template: UsernameReminder },
  activityNotice: { subject: activityNoticeSubject, Template: ActivityNotice },
  activityDigest: { subject: activityDigestSubject, Template: ActivityDigest },
  pageClosed: { subject: pageClosedSubject, Template: PageClosed },
  pageHandedOver: { subject: pageHandedOverSubject, Template: PageHandedOver },
  thankYou: { subject: thankYouSubject, Template: ThankYou },
  birthAnnouncement: { subject: birthAnnouncementSubject, Template: BirthAnnouncement },
};

/**
 * The plain-text part (html-to-text under react-email): a link becomes `label url`, the hidden preview
 * line is skipped, and headings keep their case (html-to-text upper-cases them by default, which
 * would change Latin letters in our titles).
 */
const PLAIN_TEXT = {
  plainText: true,
  htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2 } }] },
} as const;

/**
 * Renders one message (ARCHITECTURE §4.23): HTML through react-email's `render`, and the plain-text
 * part from the same element (`plainText: true`), which carries every link's URL.
 * Page-owner text in `data` is escaped by React and never becomes a link.
 * @param kind which message (`MAIL_KINDS`)
 * @param data its fields, {@link MailData}[kind] (`amount` in KRW, `expiresInMinutes` in minutes)
 * @returns `{subject, html, text}`; `subject` is one line (line breaks in the owner's text become spaces)
 */
export async function renderMail<K extends MailKind>(kind: K, data: MailData[K]): Promise<RenderedMail> {
  const message: MailMessage<K> = MESSAGES[kind];
  const { Template } = message;
  const element = <Template {...data} />;
  const [html, text] = await Promise.all([render(element), render(element, PLAIN_TEXT)]);
  return { subject: message.subject(data), html, text };
}
