/** @jsxRuntime automatic */
import { Img } from '@react-email/components';
import { THANKS_MSG } from '@babynews/contracts';
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['thankYou'];

/** Subject: `[아기소식] {ownerDisplayName}님이 감사 인사를 보냈어요` (ARCHITECTURE "Thank-you notes"). */
export function thankYouSubject({ ownerDisplayName }: Props): string {
  return subjectLine(`[아기소식] ${ownerDisplayName}님이 감사 인사를 보냈어요`);
}

/**
 * The parent's thank-you note to a relative who reserved a gift or gave to a group gift or the fund
 * (ARCHITECTURE "Thank-you notes"): whose news, the gift, and the parent's words as plain text (one
 * paragraph per line they wrote), then the birth announcement's photo when the parent chose to send it
 * (`photoUrl`, at most 480 px wide). No PIN, no address, no amount; the button '소식 보러 가기' → `pageUrl`.
 * @param props {@link MailData}['thankYou']
 */
export function ThankYou(props: Props) {
  const { pageTitle, ownerDisplayName, giftTitle, message, pageUrl, photoUrl, unsubscribeUrl } = props;
  const lines = message.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <Layout
      subject={thankYouSubject(props)}
      preview={lines[0] ?? `${ownerDisplayName}님의 감사 인사`}
      heading={`${ownerDisplayName}님의 감사 인사`}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Paragraph>
        {ownerDisplayName}님이 소식 &apos;{pageTitle}&apos;에서 보내 주신 &apos;{giftTitle}&apos;에 감사 인사를 전해 왔어요.
      </Paragraph>
      {lines.map((line, i) => (
        <Paragraph key={i} style={{ marginBottom: i === lines.length - 1 ? undefined : '4px' }}>
          {line}
        </Paragraph>
      ))}
      {photoUrl && <Img src={photoUrl} alt={THANKS_MSG.birthPhotoAlt} width="480" style={PHOTO} />}
      <MailButton href={pageUrl}>소식 보러 가기</MailButton>
    </Layout>
  );
}

/** The photo fills the column on a phone and never runs past it. */
const PHOTO = { display: 'block', width: '100%', maxWidth: '480px', height: 'auto', margin: '16px 0', borderRadius: '12px' } as const;
