import { SocialRegisterPage } from './components/SocialRegisterPage';

/** `/user/register/kakao` (exposed as 'host/KakaoRegisterPage'): extra-info sign-up after Kakao login. */
export default function KakaoRegisterPage() {
  return <SocialRegisterPage provider="kakao" />;
}
