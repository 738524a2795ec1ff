import { LongFormPage } from '../../../components/long-form-page';
import { PRIVACY_POLICY } from '../content/privacy-policy';

/** /privacy-policy: the document with its date line and a table of contents. */
export function PrivacyPolicyPage() {
  return <LongFormPage doc={PRIVACY_POLICY} className="legal-page" />;
}
