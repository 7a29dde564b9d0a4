/** @jsxRuntime automatic */
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['pageClosed'];

/** Subject: `[아기소식] '{pageTitle}' 소식 페이지가 닫혔어요` (ARCHITECTURE §4.24). */
export function pageClosedSubject({ pageTitle }: Props): string {
  return subjectLine(`[아기소식] '${pageTitle}' 소식 페이지가 닫혔어요`);
}

/**
 * To a relative who left a receipt address on a reservation or pledge, when the page's owner withdrew
 * (ARCHITECTURE §4.21, §4.24): the page and what was given on it (names, contacts, messages) are
 * deleted. Names the page title only — no owner, no address, no PIN; the button '아기소식 둘러보기' → `homeUrl`.
 * @param props {@link MailData}['pageClosed']
 */
export function PageClosed(props: Props) {
  const { pageTitle, homeUrl, unsubscribeUrl } = props;
  return (
    <Layout
      subject={pageClosedSubject(props)}
      preview={`'${pageTitle}' 소식 페이지가 닫혀 더 이상 볼 수 없어요.`}
      heading="소식 페이지가 닫혔어요"
      unsubscribeUrl={unsubscribeUrl}
    >
      <Paragraph>선물을 예약하거나 마음을 보탠 &apos;{pageTitle}&apos; 소식 페이지가 닫혔어요. 페이지를 만든 분이 아기소식을 탈퇴했어요.</Paragraph>
      <Paragraph>이 페이지에 남긴 이름, 연락처, 메시지와 예약·참여 내역은 모두 삭제되었고, 더 이상 예약을 보거나 취소할 수 없어요.</Paragraph>
      <Paragraph>이미 보낸 선물이나 송금은 아기소식이 처리하지 않으니, 필요하면 받는 분께 직접 연락해 주세요.</Paragraph>
      <MailButton href={homeUrl}>아기소식 둘러보기</MailButton>
    </Layout>
  );
}
