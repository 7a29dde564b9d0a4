/** @jsxRuntime automatic */
import type { MailData } from '../mail-data';
import { activityLine } from './activity-line';
import { Layout, MailButton, Paragraph } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['activityNotice'];

/** Subject: `[아기소식] {the line}`, e.g. `[아기소식] 누군가 아기 욕조를 예약했어요` (ARCHITECTURE §4.23). */
export function activityNoticeSubject({ item }: Props): string {
  return subjectLine(`[아기소식] ${activityLine(item)}`);
}

/**
 * One event on a page owner's news page, mailed at once (mode EACH, ARCHITECTURE §4.23): the line
 * (the relative's name only after the reveal day in surprise mode), the page's title, the time, and the
 * button '정리 요약 보기' → `summaryUrl`. Never a contact or an address.
 * @param props {@link MailData}['activityNotice']
 */
export function ActivityNotice(props: Props) {
  const { ownerDisplayName, pageTitle, item, summaryUrl, unsubscribeUrl } = props;
  const line = activityLine(item);
  return (
    <Layout subject={activityNoticeSubject(props)} preview={`${line}.`} heading="내 소식에 새 소식이 있어요" unsubscribeUrl={unsubscribeUrl}>
      <Paragraph>{ownerDisplayName}님, 안녕하세요.</Paragraph>
      <Paragraph style={{ marginBottom: '4px' }}>
        소식 &apos;{pageTitle}&apos;에서 {item.time}에
      </Paragraph>
      <Paragraph>{line}.</Paragraph>
      <MailButton href={summaryUrl}>정리 요약 보기</MailButton>
      <Paragraph>알림 메일은 &apos;내 정보&apos;에서 끄거나 하루 한 번 모아 받도록 바꿀 수 있어요.</Paragraph>
    </Layout>
  );
}
