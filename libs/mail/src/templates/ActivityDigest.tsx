/** @jsxRuntime automatic */
import { Link } from '@react-email/components';
import type { MailData } from '../mail-data';
import { activityLine } from './activity-line';
import { Layout, MailButton, Paragraph, PlainList } from './Layout';
import { subjectLine } from './subject-line';
import { MAIL_THEME } from './theme';

type Props = MailData['activityDigest'];

/** 'M월 D일' of the calendar day 'YYYY-MM-DD'. */
function monthDay(day: string): string {
  const [, m, d] = day.split('-').map(Number);
  return `${m}월 ${d}일`;
}

/** How many events the digest lists. */
const countOf = ({ pages }: Props) => pages.reduce((n, page) => n + page.items.length, 0);

/** Subject: `[아기소식] {M월 D일} 소식 알림 {n}건` (ARCHITECTURE §4.23). */
export function activityDigestSubject(props: Props): string {
  return subjectLine(`[아기소식] ${monthDay(props.day)} 소식 알림 ${countOf(props)}건`);
}

/**
 * The daily digest of a page owner (mode DAILY, sent at 20:00 Asia/Seoul, ARCHITECTURE §4.23): per news
 * page its title (plain text), one line per event with its time, and a '정리 요약 보기' link to the page's
 * summary; the button '내 소식 보기' → `myPageUrl`. Names only where surprise mode no longer hides them.
 * @param props {@link MailData}['activityDigest']
 */
export function ActivityDigest(props: Props) {
  const { ownerDisplayName, day, pages, myPageUrl, unsubscribeUrl } = props;
  return (
    <Layout
      subject={activityDigestSubject(props)}
      preview={`${monthDay(day)}, 내 소식에 새 소식이 ${countOf(props)}건 있어요.`}
      heading="오늘의 소식 알림"
      unsubscribeUrl={unsubscribeUrl}
    >
      <Paragraph>
        {ownerDisplayName}님, {monthDay(day)} 내 소식에 생긴 일을 모아 알려 드려요.
      </Paragraph>
      {pages.map((page) => (
        <div key={page.summaryUrl}>
          <Paragraph style={{ marginBottom: '4px', fontWeight: 700 }}>&apos;{page.pageTitle}&apos;</Paragraph>
          <PlainList items={page.items.map((item) => `${item.time} ${activityLine(item)}`)} />
          <Paragraph>
            <Link href={page.summaryUrl} style={{ color: MAIL_THEME.colors.brand, textDecorationLine: 'underline' }}>
              정리 요약 보기
            </Link>
          </Paragraph>
        </div>
      ))}
      <MailButton href={myPageUrl}>내 소식 보기</MailButton>
      <Paragraph>알림 메일은 &apos;내 정보&apos;에서 끄거나 생길 때마다 받도록 바꿀 수 있어요.</Paragraph>
    </Layout>
  );
}
