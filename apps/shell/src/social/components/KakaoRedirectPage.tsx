import { SocialRedirectPage } from './SocialRedirectPage';

/** `/kakao/oauth/redirect` (spec §8), the shell page of `pages/shell.json` `KakaoRedirectPage`. */
export default function KakaoRedirectPage() {
  return <SocialRedirectPage provider="kakao" />;
}
