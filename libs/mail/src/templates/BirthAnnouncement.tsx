/** @jsxRuntime automatic */
import { babyMeasures, birthHeadline, formatKoreanDateTime } from '@babynews/contracts';
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph, PlainList } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['birthAnnouncement'];

/** Subject: `[아기소식] {ownerDisplayName}님 소식: 하늘이가 태어났어요!` (ARCHITECTURE "Birth announcement"). */
export function birthAnnouncementSubject({ ownerDisplayName, babies }: Props): string {
  return subjectLine(`[아기소식] ${ownerDisplayName}님 소식: ${birthHeadline(babies.map((baby) => baby.name))}`);
}

/**
 * The birth announcement (ARCHITECTURE "Birth announcement"): the hero line as the news page shows it,
 * whose news, the day and time in Asia/Seoul, each baby with its weight and height when given, and the
 * parent's words as plain text (one paragraph per line). No gift, amount, PIN or address; the button
 * '소식 보러 가기' → `pageUrl`.
 * @param props {@link MailData}['birthAnnouncement']
 */
export function BirthAnnouncement(props: Props) {
  const { pageTitle, ownerDisplayName, bornAt, babies, message, pageUrl, unsubscribeUrl } = props;
  const headline = birthHeadline(babies.map((baby) => baby.name));
  const lines = (message ?? '').split(/\r?\n/).filter((line) => line.trim() !== '');
  const measured = babies.filter((baby) => babyMeasures(baby) !== '');
  return (
    <Layout
      subject={birthAnnouncementSubject(props)}
      preview={`${ownerDisplayName}님이 출생 소식을 전해 왔어요.`}
      heading={headline}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Paragraph>
        {ownerDisplayName}님이 소식 &apos;{pageTitle}&apos;에 출생 소식을 올렸어요.
      </Paragraph>
      <Paragraph>{formatKoreanDateTime(bornAt)}에 태어났어요.</Paragraph>
      {measured.length > 0 && <PlainList items={measured.map((baby) => `${baby.name}: ${babyMeasures(baby)}`)} />}
      {lines.map((line, i) => (
        <Paragraph key={i} style={{ marginBottom: i === lines.length - 1 ? undefined : '4px' }}>
          {line}
        </Paragraph>
      ))}
      <MailButton href={pageUrl}>소식 보러 가기</MailButton>
    </Layout>
  );
}
