import { PRIVACY } from '../content/privacy';
import { useLegalOperator } from '../hooks/useLegalOperator';
import { LegalPage } from './LegalPage';

/** `/privacy-policy` (spec §1), naming the configured operator, privacy officer and contact (ARCHITECTURE §4.24). */
export function PrivacyPage() {
  return <LegalPage document={PRIVACY} operator={useLegalOperator()} />;
}

// The page of `/privacy-policy` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default PrivacyPage;
