import { BUYER_GUIDE } from '../content/buyer-guide';
import { GuidePage } from './guide-page';

/** /buyer-guide (#step1…#step4): 10 steps in 4 groups. */
export function BuyerGuidePage() {
  return <GuidePage guide={BUYER_GUIDE} />;
}
