import { LongFormPage } from '../../../components/long-form-page';
import { ACCEPTABLE_USE_POLICY } from '../content/acceptable-use-policy';

/** /acceptable-use-policy: the document with its date line and a table of contents. */
export function AcceptableUsePolicyPage() {
  return <LongFormPage doc={ACCEPTABLE_USE_POLICY} className="legal-page" />;
}
