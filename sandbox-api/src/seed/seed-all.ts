import type { Transaction } from '@electric-sql/pglite';
import type { Db } from '../db/open-db';
import { hashPassword } from '../db/passwords';
import { AGENTS } from './agents';
import { buildMapListings } from './map-listings';
import { buildBlogs } from './blogs';
import { CLIENTS, SEED_CLIENT_PASSWORD } from './clients';
import { COUPONS } from './coupons';
import { LEXICON } from './lexicon';
import { attentionOf, buildListings } from './listings';
import { MARKETING_IMAGES, ORDERS } from './orders';
import { seedDailyListings } from './seed-daily-listings';
import { seedQuotationAreas } from './seed-quotation-areas';
import { seedCommunityProfiles } from './seed-community-profiles';
import { seedContentPages } from './seed-content-pages';
import { seedListingDetails } from './seed-listing-details';
import { seedCouponSection } from './coupon-section';
import { insertSaleOrder, seedVendorOrders } from './seed-vendor-orders';

/** Inserts the whole deterministic data set in one transaction (the database must be empty). */
export async function seedAll(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedAgentsAndListings(tx);
    await seedContent(tx);
    await seedCommerce(tx);
    await seedCouponSection(tx);
    await seedDailyListings(tx);
    await seedQuotationAreas(tx);
    await seedCommunityProfiles(tx);
    await seedVendorOrders(tx);
    await seedContentPages(tx);
    await seedListingDetails(tx);
  });
}

async function seedAgentsAndListings(tx: Transaction): Promise<void> {
  for (const a of AGENTS) {
    await tx.query(
      `INSERT INTO agents (blog_uri, user_id, cims_uid, yonghu_id, name_en, name_zh, title_en, title_zh, company_en, company_zh,
         slogan_en, slogan_zh, website_title_en, website_title_zh, mobile, phone, email, city, website_status, template, template_updated_at,
         minimal)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22)`,
      [
        a.blogUri,
        a.userId,
        a.cimsUid,
        a.yonghuId,
        a.nameEn,
        a.nameZh,
        a.titleEn,
        a.titleZh,
        a.companyEn,
        a.companyZh,
        a.sloganEn,
        a.sloganZh,
        a.websiteTitleEn,
        a.websiteTitleZh,
        a.mobile,
        a.phone,
        a.email,
        a.city,
        a.websiteStatus,
        a.template,
        a.templateUpdatedAt,
        a.minimal ?? false,
      ],
    );
  }
  const listings = buildListings();
  // The map search's listings (issue 11) are inserted too; only the first seeds feed the agents' attention lists.
  for (const l of [...listings, ...buildMapListings()]) {
    await tx.query(
      `INSERT INTO listings (identifier, board, mls_number, listing_type, property_type, price, street, city, province, postal_code,
         latitude, longitude, bedrooms, bedrooms_plus, washrooms, garages, picture_count, listed_at, minimal)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19)`,
      [
        l.identifier,
        l.board,
        l.mlsNumber,
        l.listingType,
        l.propertyType,
        l.price,
        l.street,
        l.city,
        l.province,
        l.postalCode,
        l.latitude,
        l.longitude,
        l.bedrooms,
        l.bedroomsPlus,
        l.washrooms,
        l.garages,
        l.pictureCount,
        l.listedAt,
        l.minimal ?? false,
      ],
    );
  }
  for (const [uri, ids] of Object.entries(attentionOf(listings))) {
    await tx.query(
      `INSERT INTO agent_attention (agent_id, listing_id, position)
       SELECT a.id, l.id, x.pos FROM unnest($2::text[]) WITH ORDINALITY AS x(identifier, pos)
       JOIN listings l ON l.identifier = x.identifier JOIN agents a ON a.blog_uri = $1`,
      [uri, ids],
    );
  }
}

async function seedContent(tx: Transaction): Promise<void> {
  for (const b of buildBlogs()) {
    await tx.query(
      `INSERT INTO blogs (user_id, title_en, title_zh, detail_en, detail_zh, read_count, init_read_count, image_name, is_show_web,
         updated_at, minimal)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [
        b.userId,
        b.titleEn,
        b.titleZh,
        b.detailEn,
        b.detailZh,
        b.readCount,
        b.initReadCount,
        b.imageName,
        b.isShowWeb,
        b.updatedAt,
        b.minimal ?? false,
      ],
    );
  }
  for (const [term, type] of LEXICON) {
    await tx.query('INSERT INTO nlp_lexicon (term, type) VALUES ($1, $2) ON CONFLICT (term) DO NOTHING', [
      term,
      type,
    ]);
  }
  for (const ltype of [0, 1] as const) {
    for (const [i, name] of MARKETING_IMAGES[ltype].entries()) {
      await tx.query('INSERT INTO marketing_watch_images (ltype, position, image_name) VALUES ($1,$2,$3)', [
        ltype,
        i + 1,
        name,
      ]);
    }
  }
  for (const c of CLIENTS) {
    const { salt, hash } = hashPassword(SEED_CLIENT_PASSWORD, `seed-${c.uid}`);
    await tx.query(
      `INSERT INTO clients (uid, email, phone, name, gender, password_salt, password_hash, avatar_name, res_partner_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [c.uid, c.email, c.phone, c.name, c.gender, salt, hash, c.avatarName, c.resPartnerId],
    );
  }
}

async function seedCommerce(tx: Transaction): Promise<void> {
  for (const c of COUPONS) {
    await tx.query(
      `INSERT INTO coupons (id, name_cn, name_en, tagline, desc_cn, desc_en, price, expired_date, cover_names, category,
         discount_percent, discount_amount, requested_amount, status, minimal)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9::text[],$10,$11,$12,$13,$14,$15)`,
      [
        c.id,
        c.nameCn,
        c.nameEn,
        c.tagline,
        c.descCn,
        c.descEn,
        c.price,
        c.expiredDate,
        c.minimal ? [] : [`coupon-${c.id}-1`, `coupon-${c.id}-2`],
        c.category,
        c.discountPercent,
        c.discountAmount,
        c.requestedAmount,
        c.status,
        c.minimal ?? false,
      ],
    );
  }
  for (const o of ORDERS) await insertSaleOrder(tx, o);
}
