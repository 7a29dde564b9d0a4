import { TERMS } from '../content/terms';
import { useLegalOperator } from '../hooks/useLegalOperator';
import { LegalPage } from './LegalPage';

/** `/terms-of-use` (spec §1), naming the configured operator (ARCHITECTURE §4.24). */
export function TermsPage() {
  return <LegalPage document={TERMS} operator={useLegalOperator()} />;
}

// The page of `/terms-of-use` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default TermsPage;
