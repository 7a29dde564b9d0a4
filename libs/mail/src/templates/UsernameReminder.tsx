/** @jsxRuntime automatic */
import type { MailData } from '../mail-data';
import { Layout, MailButton, Paragraph, PlainList } from './Layout';
import { subjectLine } from './subject-line';

type Props = MailData['usernameReminder'];

/** Subject: `[아기소식] 가입하신 아이디를 알려 드려요` (ARCHITECTURE §4.23). */
export function usernameReminderSubject(_props: Props): string {
  return subjectLine('[아기소식] 가입하신 아이디를 알려 드려요');
}

/**
 * The usernames registered with this address (ARCHITECTURE §4.23), as a plain-text list, and the
 * button '로그인하기' → `loginUrl`.
 * @param props {@link MailData}['usernameReminder']
 */
export function UsernameReminder(props: Props) {
  const { usernames, loginUrl } = props;
  return (
    <Layout subject={usernameReminderSubject(props)} preview="이 이메일 주소로 가입하신 아이디를 알려 드려요." heading="가입하신 아이디를 알려 드려요">
      <Paragraph>이 이메일 주소로 가입하신 아이디예요.</Paragraph>
      <PlainList items={usernames} />
      <MailButton href={loginUrl}>로그인하기</MailButton>
      <Paragraph>요청하지 않으셨다면 이 메일을 무시해 주세요.</Paragraph>
    </Layout>
  );
}
