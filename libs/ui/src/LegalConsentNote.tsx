import { Link } from 'react-router-dom';

/**
 * The line under a sign-up form that links the legal texts (spec §1: /terms-of-use, /privacy-policy):
 * '가입하면 이용약관과 개인정보처리방침에 동의하게 됩니다.' Links open in the same tab (the form keeps nothing typed).
 */
export function LegalConsentNote({ action = '가입하면' }: { action?: string }) {
  return (
    <p className="bn-legal-note">
      {action} <Link to="/terms-of-use">이용약관</Link>과 <Link to="/privacy-policy">개인정보처리방침</Link>에 동의하게 됩니다.
    </p>
  );
}
