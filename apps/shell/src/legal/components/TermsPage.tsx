import { TERMS } from '../content/terms';
import { LegalPage } from './LegalPage';

/** `/terms-of-use` (spec §1). */
export function TermsPage() {
  return <LegalPage document={TERMS} />;
}
