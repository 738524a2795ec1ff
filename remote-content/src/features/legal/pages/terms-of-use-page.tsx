import { LongFormPage } from '../../../components/long-form-page';
import { TERMS_OF_USE } from '../content/terms-of-use';

/** /terms-of-use: the document with its date line and a table of contents. */
export function TermsOfUsePage() {
  return <LongFormPage doc={TERMS_OF_USE} className="legal-page" />;
}
