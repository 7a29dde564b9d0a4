import { PRIVACY } from '../content/privacy';
import { LegalPage } from './LegalPage';

/** `/privacy-policy` (spec §1). */
export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}
