/** /privacy-policy, open to anyone. */
import { PRIVACY_POLICY } from './content/privacyPolicy';
import { LegalPage } from './LegalPage';

export function PrivacyPolicyPage() {
  return <LegalPage title="info.privacyPolicy" content={PRIVACY_POLICY} />;
}
