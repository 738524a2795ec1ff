/**
 * Seeded service coupons: every category, bilingual names, expiry dates in the future (2027-2028). Coupon 109 is
 * MINIMAL: answered with id, names, xPrice and xDiscountAmount as strings, xExpiredDate as a date-time
 * (`YYYY-MM-DD 23:59:59`) and xCategory, and nothing else (no tagline, covers, percent or minimum).
 */
export interface CouponSeed {
  id: number;
  nameCn: string;
  nameEn: string;
  tagline: string | null;
  descCn: string;
  descEn: string;
  price: number;
  expiredDate: string;
  category: 1 | 2 | 3 | 4;
  discountPercent: number | null;
  discountAmount: number | null;
  requestedAmount: number | null;
  status: number;
  /** Answered in the minimal wire shape (see above); has no cover pictures. */
  minimal?: boolean;
}

const c = (s: Omit<CouponSeed, 'descCn' | 'descEn'>): CouponSeed => ({
  ...s,
  descEn: `${s.nameEn}. Book through the app after purchase; valid until ${s.expiredDate}.`,
  descCn: `${s.nameCn}。购买后可在App内预约，有效期至${s.expiredDate}。`,
});

export const COUPONS: readonly CouponSeed[] = [
  c({
    id: 101,
    nameCn: '深度清洁八五折',
    nameEn: '15% Off Deep Cleaning',
    tagline: 'Move-in ready, spotless',
    price: 9.99,
    expiredDate: '2027-03-31',
    category: 1,
    discountPercent: 15,
    discountAmount: null,
    requestedAmount: null,
    status: 2,
  }),
  c({
    id: 102,
    nameCn: '搬家服务立减100元',
    nameEn: '$100 Off Moving Service',
    tagline: 'Local moves in the GTA',
    price: 19.99,
    expiredDate: '2027-06-30',
    category: 2,
    discountPercent: null,
    discountAmount: 100,
    requestedAmount: null,
    status: 2,
  }),
  c({
    id: 103,
    nameCn: '验房满500减80',
    nameEn: 'Home Inspection: $80 Off Over $500',
    tagline: 'Certified inspectors',
    price: 5,
    expiredDate: '2027-01-15',
    category: 3,
    discountPercent: null,
    discountAmount: 80,
    requestedAmount: 500,
    status: 2,
  }),
  c({
    id: 104,
    nameCn: '装修满3000享九折',
    nameEn: 'Renovation: 10% Off Over $3,000',
    tagline: 'Kitchens and bathrooms',
    price: 29,
    expiredDate: '2027-12-31',
    category: 3,
    discountPercent: 10,
    discountAmount: null,
    requestedAmount: 3000,
    status: 2,
  }),
  c({
    id: 105,
    nameCn: '草坪护理满200减40',
    nameEn: 'Lawn Care: $40 Off Over $200',
    tagline: 'Weekly mowing and edging',
    price: 4.99,
    expiredDate: '2027-09-30',
    category: 4,
    discountPercent: null,
    discountAmount: 40,
    requestedAmount: 200,
    status: 2,
  }),
  c({
    id: 106,
    nameCn: '暖通保养八折',
    nameEn: '20% Off Furnace & AC Tune-Up',
    tagline: 'Stay warm all winter',
    price: 9.99,
    expiredDate: '2027-02-28',
    category: 1,
    discountPercent: 20,
    discountAmount: null,
    requestedAmount: null,
    status: 2,
  }),
  c({
    id: 107,
    nameCn: '房屋估价立减50元',
    nameEn: '$50 Off Professional Appraisal',
    tagline: 'Know your home value',
    price: 0.99,
    expiredDate: '2028-03-31',
    category: 2,
    discountPercent: null,
    discountAmount: 50,
    requestedAmount: null,
    status: 2,
  }),
  c({
    id: 108,
    nameCn: '窗户清洗满300减60',
    nameEn: 'Window Washing: $60 Off Over $300',
    tagline: 'Off the shelf',
    price: 3.99,
    expiredDate: '2027-05-31',
    category: 4,
    discountPercent: null,
    discountAmount: 60,
    requestedAmount: 300,
    status: 3,
  }),
  c({
    id: 109,
    nameCn: '清理排水槽立减25元',
    nameEn: 'Gutter Cleaning: $25 Off',
    tagline: null,
    price: 14.99,
    expiredDate: '2027-08-31',
    category: 2,
    discountPercent: null,
    discountAmount: 25,
    requestedAmount: null,
    status: 2,
    minimal: true,
  }),
];

/** The minimal coupon (see above). */
export const MINIMAL_COUPON_ID = 109;
