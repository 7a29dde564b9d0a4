import { PRIVACY } from '../content/privacy';
import { LegalPage } from './LegalPage';

/** `/privacy-policy` (spec §1). */
export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}

// The page of `/privacy-policy` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default PrivacyPage;
