/**
 * DDL of the sandbox database (idempotent). Dates are UTC `timestamp`; money is numeric(12,2).
 * `minimal` (agents, listings, blogs, coupons, sale_orders) marks the records answered in the MINIMAL wire shape:
 * only what the spec promises, numbers as strings, other date forms (see README "Minimal records"). The ALTERs at
 * the end bring databases created before those columns up to date.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS agents (
  id serial PRIMARY KEY,
  blog_uri text NOT NULL UNIQUE,
  user_id integer NOT NULL UNIQUE,
  cims_uid integer NOT NULL UNIQUE,
  yonghu_id integer NOT NULL UNIQUE,
  name_en text NOT NULL, name_zh text NOT NULL,
  title_en text, title_zh text,
  company_en text, company_zh text,
  slogan_en text, slogan_zh text,
  website_title_en text, website_title_zh text,
  mobile text, phone text, email text,
  city text NOT NULL,
  website_status boolean NOT NULL DEFAULT true,
  template text NOT NULL DEFAULT 'default' CHECK (template IN ('default', 'demo', 'epic')),
  template_updated_at timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'utc'),
  minimal boolean NOT NULL DEFAULT false
);
CREATE TABLE IF NOT EXISTS listings (
  id serial PRIMARY KEY,
  identifier text NOT NULL UNIQUE,
  board text NOT NULL CHECK (board IN ('treb', 'rebgv', 'crea')),
  mls_number text NOT NULL,
  listing_type text NOT NULL CHECK (listing_type IN ('Sale', 'Lease')),
  property_type text NOT NULL,
  price numeric(12, 2) NOT NULL,
  street text NOT NULL, city text NOT NULL, province text NOT NULL, postal_code text NOT NULL,
  latitude double precision NOT NULL, longitude double precision NOT NULL,
  bedrooms integer NOT NULL, bedrooms_plus integer NOT NULL DEFAULT 0,
  washrooms integer NOT NULL, garages integer NOT NULL DEFAULT 0,
  picture_count integer NOT NULL DEFAULT 3,
  listed_at timestamp NOT NULL,
  minimal boolean NOT NULL DEFAULT false
);
CREATE TABLE IF NOT EXISTS agent_attention (
  agent_id integer NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
  listing_id integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (agent_id, listing_id)
);
CREATE TABLE IF NOT EXISTS blogs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL,
  title_en text NOT NULL, title_zh text NOT NULL,
  detail_en text NOT NULL, detail_zh text NOT NULL,
  read_count integer NOT NULL DEFAULT 0, init_read_count integer NOT NULL DEFAULT 0,
  image_name text,
  is_show_web smallint NOT NULL DEFAULT 1,
  updated_at timestamp NOT NULL,
  minimal boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS blogs_user_idx ON blogs (user_id, updated_at DESC);
CREATE TABLE IF NOT EXISTS clients (
  uid integer PRIMARY KEY,
  email text UNIQUE,
  phone text,
  name text NOT NULL,
  gender text,
  password_salt text NOT NULL,
  password_hash text NOT NULL,
  avatar_name text,
  country_id integer NOT NULL DEFAULT 38,
  zone_code text DEFAULT '+1',
  res_partner_id integer,
  created_at timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'utc')
);
CREATE SEQUENCE IF NOT EXISTS clients_uid_seq START 30001;
CREATE TABLE IF NOT EXISTS nlp_lexicon (
  term text NOT NULL,
  -- n, nr, ns, nt, and other parts of speech the site does not style (e.g. v)
  type text NOT NULL,
  PRIMARY KEY (term)
);
CREATE TABLE IF NOT EXISTS leads (
  id serial PRIMARY KEY,
  lead_name text NOT NULL, client_name text NOT NULL,
  email text NOT NULL, phone text NOT NULL,
  register_account boolean NOT NULL, channel text NOT NULL,
  agent_refer text, yonghu_id text, client_msg text NOT NULL,
  created_at timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'utc')
);
CREATE TABLE IF NOT EXISTS coupons (
  id integer PRIMARY KEY,
  name_cn text, name_en text, tagline text,
  desc_cn text, desc_en text,
  price numeric(12, 2) NOT NULL,
  expired_date date NOT NULL,
  cover_names text[] NOT NULL,
  category smallint NOT NULL CHECK (category BETWEEN 1 AND 4),
  discount_percent numeric(5, 2), discount_amount numeric(12, 2), requested_amount numeric(12, 2),
  status smallint NOT NULL DEFAULT 2,
  minimal boolean NOT NULL DEFAULT false
);
CREATE TABLE IF NOT EXISTS marketing_watch_images (
  ltype smallint NOT NULL, position integer NOT NULL, image_name text NOT NULL,
  PRIMARY KEY (ltype, position)
);
CREATE TABLE IF NOT EXISTS sale_orders (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  state text NOT NULL,
  address text NOT NULL,
  product_name text,
  client_name text NOT NULL, salesperson_name text NOT NULL, vendor_name text,
  amount_total numeric(12, 2) NOT NULL,
  notes text,
  create_date timestamp NOT NULL, delivery_date timestamp,
  minimal boolean NOT NULL DEFAULT false
);
CREATE TABLE IF NOT EXISTS sale_order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES sale_orders(id) ON DELETE CASCADE,
  name text NOT NULL, price_total numeric(12, 2) NOT NULL, create_date timestamp NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_terms (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES sale_orders(id) ON DELETE CASCADE,
  price numeric(12, 2) NOT NULL, period integer NOT NULL, period_unit text NOT NULL, product_id integer NOT NULL
);
CREATE TABLE IF NOT EXISTS invoices (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES sale_orders(id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('OUT_INVOICE', 'IN_INVOICE', 'OUT_REFUND', 'IN_REFUND')),
  payable numeric(12, 2) NOT NULL, paid numeric(12, 2) NOT NULL DEFAULT 0,
  created_date timestamp NOT NULL
);
ALTER TABLE agents ADD COLUMN IF NOT EXISTS minimal boolean NOT NULL DEFAULT false;
ALTER TABLE listings ADD COLUMN IF NOT EXISTS minimal boolean NOT NULL DEFAULT false;
ALTER TABLE blogs ADD COLUMN IF NOT EXISTS minimal boolean NOT NULL DEFAULT false;
ALTER TABLE coupons ADD COLUMN IF NOT EXISTS minimal boolean NOT NULL DEFAULT false;
ALTER TABLE sale_orders ADD COLUMN IF NOT EXISTS minimal boolean NOT NULL DEFAULT false;
ALTER TABLE nlp_lexicon DROP CONSTRAINT IF EXISTS nlp_lexicon_type_check;
-- remote-reports: the daily report's cards per tab
CREATE TABLE IF NOT EXISTS daily_listings (
  kind text NOT NULL CHECK (kind IN ('new', 'sold', 'openhouse')), position integer NOT NULL,
  mls_number text NOT NULL, brokerage text, price integer NOT NULL, sold_price integer, sold_in_days integer,
  street text NOT NULL, city text NOT NULL, bedrooms integer NOT NULL, bedrooms_plus integer NOT NULL,
  washrooms integer NOT NULL, openhouse text[] NOT NULL DEFAULT '{}', picture text NOT NULL DEFAULT 'photo',
  PRIMARY KEY (kind, position)
);
-- remote-reports: the market trend's areas
CREATE TABLE IF NOT EXISTS quotation_areas (
  province text NOT NULL, city text NOT NULL, city_position integer NOT NULL,
  community text NOT NULL, community_position integer NOT NULL,
  PRIMARY KEY (city, community)
);
-- remote-reports: community profiles (community/epic)
CREATE TABLE IF NOT EXISTS community_profiles (
  slug text PRIMARY KEY, name text NOT NULL, latitude double precision NOT NULL, longitude double precision NOT NULL,
  sections jsonb NOT NULL
);
-- remote-coupons: coupon instances, trade orders and payment transactions, phone verification codes
CREATE TABLE IF NOT EXISTS coupon_instances (
  id integer PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  partner_id integer NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN -1 AND 4),
  booked_name text, booked_phone text, booked_at timestamp
);
CREATE TABLE IF NOT EXISTS trade_orders (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  client_id integer NOT NULL,
  ins_id integer NOT NULL REFERENCES coupon_instances(id) ON DELETE CASCADE,
  description text NOT NULL,
  price numeric(12, 2) NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid')),
  created_at timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'utc')
);
CREATE TABLE IF NOT EXISTS trade_transactions (
  id serial PRIMARY KEY,
  trans_sn text NOT NULL UNIQUE,
  order_id integer NOT NULL REFERENCES trade_orders(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'cancelled', 'declined')),
  created_at timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'utc')
);
CREATE TABLE IF NOT EXISTS mobile_codes (
  phone text PRIMARY KEY,
  code text NOT NULL,
  created_at timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'utc')
);
-- every code request (sendMobileCode), for the per-phone limits (1 a minute, 5 an hour)
CREATE TABLE IF NOT EXISTS mobile_code_requests (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  requested_at timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'utc')
);
CREATE INDEX IF NOT EXISTS mobile_code_requests_phone ON mobile_code_requests (phone, requested_at);
-- one pending order per coupon instance (order/add answers it again). A folder from before this rule may hold
-- duplicates: it then keeps them and opens without the index (the order query alone keeps the rule, see ADR 0022).
DO $$ BEGIN
  CREATE UNIQUE INDEX IF NOT EXISTS trade_orders_one_pending ON trade_orders (ins_id) WHERE state = 'pending';
EXCEPTION WHEN unique_violation THEN
  RAISE NOTICE 'trade_orders holds duplicate pending orders: index trade_orders_one_pending not created';
END $$;
-- remote-content: blog detail flags (no row = register on, recommend on), news, e-mail jobs of the contact form
CREATE TABLE IF NOT EXISTS blog_flags (
  blog_id integer PRIMARY KEY, show_user_register smallint NOT NULL, show_recommend smallint NOT NULL
);
-- articles only reachable by id (the XSS corpus), kept apart from blogs so the agents' lists and counts stay as seeded
CREATE TABLE IF NOT EXISTS blog_extras (
  id integer PRIMARY KEY, user_id integer NOT NULL,
  title_en text NOT NULL, title_zh text NOT NULL, detail_en text NOT NULL, detail_zh text NOT NULL,
  read_count integer NOT NULL, init_read_count integer NOT NULL, updated_at timestamp NOT NULL
);
CREATE TABLE IF NOT EXISTS news (
  id integer PRIMARY KEY,
  source text NOT NULL, category text NOT NULL,
  title_en text NOT NULL, title_zh text NOT NULL, detail_en text NOT NULL, detail_zh text NOT NULL,
  author text, image_name text, browse_count integer NOT NULL, created_at timestamp NOT NULL
);
CREATE TABLE IF NOT EXISTS email_jobs (
  id serial PRIMARY KEY,
  queuename text NOT NULL, message_tag text NOT NULL, delaysec integer NOT NULL, message jsonb NOT NULL,
  created_at timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'utc')
);
-- remote-vendor: delivery pictures, complaints and invoice links of the delivery / renew pages (new records only)
CREATE TABLE IF NOT EXISTS delivery_pictures (
  order_id integer NOT NULL REFERENCES sale_orders(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('before', 'after')), position integer NOT NULL, name text NOT NULL,
  PRIMARY KEY (order_id, kind, position)
);
CREATE TABLE IF NOT EXISTS delivery_complaints (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES sale_orders(id) ON DELETE CASCADE,
  details text NOT NULL, created_at timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'utc')
);
CREATE TABLE IF NOT EXISTS invoice_links (
  invoice_id integer PRIMARY KEY REFERENCES invoices(id) ON DELETE CASCADE,
  link text NOT NULL
);
-- remote-listings: full listing-detail records (mh/queryHouByid) with the agents of each (getAgentInfosByHouseId)
CREATE TABLE IF NOT EXISTS listing_details (
  identifier text PRIMARY KEY, picture_count integer NOT NULL DEFAULT 0,
  detail jsonb NOT NULL, agents jsonb NOT NULL DEFAULT '[]'
);
`;

/** Every table, children first (for a wipe). */
export const TABLES = [
  'listing_details',
  'email_jobs',
  'news',
  'blog_extras',
  'blog_flags',
  'mobile_codes',
  'mobile_code_requests',
  'trade_transactions',
  'trade_orders',
  'coupon_instances',
  'daily_listings',
  'quotation_areas',
  'community_profiles',
  'invoice_links',
  'delivery_complaints',
  'delivery_pictures',
  'invoices',
  'payment_terms',
  'sale_order_lines',
  'sale_orders',
  'marketing_watch_images',
  'coupons',
  'leads',
  'nlp_lexicon',
  'clients',
  'blogs',
  'agent_attention',
  'listings',
  'agents',
] as const;
