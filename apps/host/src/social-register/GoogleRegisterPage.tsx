import { SocialRegisterPage } from './components/SocialRegisterPage';

/** `/user/register/google` (exposed as 'host/GoogleRegisterPage'): extra-info sign-up after Google login. */
export default function GoogleRegisterPage() {
  return <SocialRegisterPage provider="google" />;
}
