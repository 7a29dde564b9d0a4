import { Link } from 'react-router-dom';

/** Site footer with the legal links (spec §1: /terms-of-use, /privacy-policy). */
export function Footer() {
  return (
    <footer className="shell-footer">
      <nav className="shell-footer__links" aria-label="약관 및 정책">
        <Link to="/terms-of-use">이용약관</Link>
        <Link to="/privacy-policy">개인정보처리방침</Link>
        <Link to="/notice">공지사항</Link>
      </nav>
      <p className="shell-footer__copy">© 아기소식 · 우리의 행복한 소식을 함께 나눠요</p>
    </footer>
  );
}
