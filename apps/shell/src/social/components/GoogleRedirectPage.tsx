import { SocialRedirectPage } from './SocialRedirectPage';

/** `/google/oauth/redirect` (spec §8), the shell page of `pages/shell.json` `GoogleRedirectPage`. */
export default function GoogleRedirectPage() {
  return <SocialRedirectPage provider="google" />;
}
