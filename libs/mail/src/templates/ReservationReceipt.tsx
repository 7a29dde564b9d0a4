/** @jsxRuntime automatic */
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['reservationReceipt'];

/** Subject: `[아기소식] '{wishTitle}' 선물을 예약했어요` (ARCHITECTURE §4.23). */
export function reservationReceiptSubject({ wishTitle }: Props): string {
  return subjectLine(`[아기소식] '${wishTitle}' 선물을 예약했어요`);
}

/**
 * Receipt of a reservation (ARCHITECTURE §4.23): whose news, the gift and its quantity, the button
 * '내 예약 보기' → `reservationUrl`. It names the PIN, never shows it.
 * @param props {@link MailData}['reservationReceipt']
 */
export function ReservationReceipt(props: Props) {
  const { pageTitle, ownerDisplayName, wishTitle, quantity, reservationUrl, unsubscribeUrl } = props;
  return (
    <Layout
      subject={reservationReceiptSubject(props)}
      preview={`${ownerDisplayName}님의 소식에서 '${wishTitle}' ${quantity}개를 예약했어요.`}
      heading="선물을 예약했어요"
      unsubscribeUrl={unsubscribeUrl}
    >
      <Paragraph>
        {ownerDisplayName}님의 소식 &apos;{pageTitle}&apos;에서 선물을 예약했어요.
      </Paragraph>
      <Paragraph style={{ marginBottom: '4px' }}>선물: {wishTitle}</Paragraph>
      <Paragraph>수량: {quantity}개</Paragraph>
      <MailButton href={reservationUrl}>내 예약 보기</MailButton>
      <Paragraph>예약할 때 정한 PIN으로 이곳에서 예약을 보거나 취소할 수 있어요.</Paragraph>
      <Paragraph>예약하지 않으셨다면 이 메일을 무시해 주세요.</Paragraph>
    </Layout>
  );
}
