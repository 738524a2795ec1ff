import { SELLER_GUIDE } from '../content/seller-guide';
import { GuidePage } from './guide-page';

/** /seller-guide (#step1…#step4): 12 steps in 4 groups. */
export function SellerGuidePage() {
  return <GuidePage guide={SELLER_GUIDE} />;
}
