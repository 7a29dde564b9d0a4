/** @jsxRuntime automatic */
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['pinReset'];

/** Subject: `[아기소식] 예약 PIN을 다시 정해 주세요` (ARCHITECTURE §4.23). */
export function pinResetSubject(_props: Props): string {
  return subjectLine('[아기소식] 예약 PIN을 다시 정해 주세요');
}

/**
 * One-time link to choose a new PIN (ARCHITECTURE §4.23): the button 'PIN 다시 정하기' → `resetUrl`,
 * which works once and for `expiresInMinutes` minutes; the old PIN stays until a new one is chosen.
 * @param props {@link MailData}['pinReset']
 */
export function PinReset(props: Props) {
  const { wishTitle, resetUrl, expiresInMinutes } = props;
  return (
    <Layout subject={pinResetSubject(props)} preview={`'${wishTitle}' 예약의 PIN을 다시 정할 수 있어요.`} heading="예약 PIN을 다시 정해 주세요">
      <Paragraph>&apos;{wishTitle}&apos; 예약의 PIN을 다시 정할 수 있도록 링크를 보내 드려요.</Paragraph>
      <MailButton href={resetUrl}>PIN 다시 정하기</MailButton>
      <Paragraph>이 링크는 한 번만, {expiresInMinutes}분 동안 쓸 수 있어요.</Paragraph>
      <Paragraph>요청하지 않으셨다면 이 메일을 무시해 주세요. PIN은 바뀌지 않아요.</Paragraph>
    </Layout>
  );
}
