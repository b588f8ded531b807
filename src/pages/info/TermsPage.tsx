/** /terms, open to anyone. */
import { TERMS } from './content/terms';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return <LegalPage title="info.terms" content={TERMS} />;
}
