import { TERMS } from '../content/terms';
import { LegalPage } from './LegalPage';

/** `/terms-of-use` (spec §1). */
export function TermsPage() {
  return <LegalPage document={TERMS} />;
}

// The page of `/terms-of-use` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default TermsPage;
