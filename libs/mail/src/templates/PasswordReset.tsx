/** @jsxRuntime automatic */
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['passwordReset'];

/** Subject: `[아기소식] 비밀번호를 다시 정해 주세요` (ARCHITECTURE §4.23). */
export function passwordResetSubject(_props: Props): string {
  return subjectLine('[아기소식] 비밀번호를 다시 정해 주세요');
}

/**
 * One-time link to choose a new password (ARCHITECTURE §4.23): the button '비밀번호 다시 정하기' →
 * `resetUrl`, valid once and for `expiresInMinutes` minutes.
 * @param props {@link MailData}['passwordReset']
 */
export function PasswordReset(props: Props) {
  const { resetUrl, expiresInMinutes } = props;
  return (
    <Layout subject={passwordResetSubject(props)} preview="비밀번호를 다시 정할 수 있는 링크를 보내 드려요." heading="비밀번호를 다시 정해 주세요">
      <Paragraph>아기소식 비밀번호를 다시 정할 수 있도록 링크를 보내 드려요.</Paragraph>
      <MailButton href={resetUrl}>비밀번호 다시 정하기</MailButton>
      <Paragraph>이 링크는 한 번만, {expiresInMinutes}분 동안 쓸 수 있어요.</Paragraph>
      <Paragraph>요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않아요.</Paragraph>
    </Layout>
  );
}
