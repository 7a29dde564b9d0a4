import { Link } from 'react-router-dom';
import { MEMBER_MAIL_MSG, PAGE_TABLES } from '@babynews/contracts';
import { Page } from '@babynews/ui';
import { requestPasswordReset, requestUsernameReminder } from './api';
import { EmailRequestForm } from './EmailRequestForm';
import './recovery.css';

/**
 * `/user/findAccount` (ARCHITECTURE §4.23), opened from the login page's '아이디·비밀번호 찾기': two forms,
 * '비밀번호 재설정 메일 받기' (a one-time link to `/user/resetPassword`) and '아이디 찾기' (the usernames of
 * the address by mail). Both answer the same whether or not a member has the address.
 */
export function FindAccountPage() {
  return (
    <Page narrow title={MEMBER_MAIL_MSG.findAccountTitle} subtitle={MEMBER_MAIL_MSG.findAccountIntro} className="recovery">
      <EmailRequestForm title={MEMBER_MAIL_MSG.resetFormTitle} submitLabel={MEMBER_MAIL_MSG.resetFormSubmit} send={requestPasswordReset} />
      <EmailRequestForm title={MEMBER_MAIL_MSG.usernameFormTitle} submitLabel={MEMBER_MAIL_MSG.usernameFormSubmit} send={requestUsernameReminder} />
      <p className="recovery__foot">
        <Link to={PAGE_TABLES.shell.LoginPage.path}>{MEMBER_MAIL_MSG.toLogin}</Link>
      </p>
    </Page>
  );
}

// The page of `/user/findAccount` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default FindAccountPage;
