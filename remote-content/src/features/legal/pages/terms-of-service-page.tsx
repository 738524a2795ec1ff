import { LongFormPage } from '../../../components/long-form-page';
import { TERMS_OF_SERVICE } from '../content/terms-of-service';

/** /terms-of-service: the document with its date line and a table of contents. */
export function TermsOfServicePage() {
  return <LongFormPage doc={TERMS_OF_SERVICE} className="legal-page" />;
}
