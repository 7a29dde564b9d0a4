/** @jsxRuntime automatic */
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['pledgeReceipt'];

/** `50000` → `'50,000원'` (KRW, Korean grouping). */
export function formatWon(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/** Subject: `[아기소식] '{giftTitle}'에 마음을 보탰어요` (ARCHITECTURE §4.23). */
export function pledgeReceiptSubject({ giftTitle }: Props): string {
  return subjectLine(`[아기소식] '${giftTitle}'에 마음을 보탰어요`);
}

/**
 * Receipt of a pledge to a group gift or the fund (ARCHITECTURE §4.23): whose news, the gift, the
 * amount in won, the button '보탠 마음 보기' → `pledgeUrl`. It names the PIN, never shows it.
 * @param props {@link MailData}['pledgeReceipt'] (`amount` in KRW)
 */
export function PledgeReceipt(props: Props) {
  const { pageTitle, ownerDisplayName, giftTitle, amount, pledgeUrl, unsubscribeUrl } = props;
  const won = formatWon(amount);
  return (
    <Layout
      subject={pledgeReceiptSubject(props)}
      preview={`${ownerDisplayName}님의 소식에서 '${giftTitle}'에 ${won}을 보탰어요.`}
      heading="마음을 보탰어요"
      unsubscribeUrl={unsubscribeUrl}
    >
      <Paragraph>
        {ownerDisplayName}님의 소식 &apos;{pageTitle}&apos;에서 선물에 마음을 보탰어요.
      </Paragraph>
      <Paragraph style={{ marginBottom: '4px' }}>선물: {giftTitle}</Paragraph>
      <Paragraph>금액: {won}</Paragraph>
      <MailButton href={pledgeUrl}>보탠 마음 보기</MailButton>
      <Paragraph>보탤 때 정한 PIN으로 이곳에서 보탠 마음을 보거나 취소할 수 있어요.</Paragraph>
      <Paragraph>마음을 보태지 않으셨다면 이 메일을 무시해 주세요.</Paragraph>
    </Layout>
  );
}
