/** @jsxRuntime automatic */
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['verifyEmail'];

/** Subject: `[아기소식] 이메일 주소를 확인해 주세요` (ARCHITECTURE §4.23). */
export function verifyEmailSubject(_props: Props): string {
  return subjectLine('[아기소식] 이메일 주소를 확인해 주세요');
}

/**
 * Confirms a member's address (ARCHITECTURE §4.23): the button '이메일 확인하기' → `verifyUrl`.
 * @param props {@link MailData}['verifyEmail']
 */
export function VerifyEmail(props: Props) {
  const { displayName, verifyUrl } = props;
  return (
    <Layout subject={verifyEmailSubject(props)} preview="아래 버튼을 눌러 이메일 주소를 확인해 주세요." heading="이메일 주소를 확인해 주세요">
      <Paragraph>{displayName}님, 아기소식에 오신 것을 환영해요.</Paragraph>
      <Paragraph>아래 버튼을 눌러 이 이메일 주소가 맞는지 확인해 주세요.</Paragraph>
      <MailButton href={verifyUrl}>이메일 확인하기</MailButton>
      <Paragraph>가입하지 않으셨다면 이 메일을 무시해 주세요.</Paragraph>
    </Layout>
  );
}
