-- Benefits (spec §3 "Benefit (offer)"): one table for every benefit type. Discount coupons (issue 12)
-- are the first type; the app's offers (gestao-ofertas) are meant to reuse it with type OFFER and the
-- same validity, stores, products, groups, segments and limits. Money is integer cents.
create table benefits (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  type text not null default 'DISCOUNT_COUPON' check (type in ('DISCOUNT_COUPON', 'OFFER')),
  title text not null,
  description text not null default '',
-- DRAFT → (activate) SCHEDULED (before its start) / ACTIVE → FINISHED; unschedule brings a SCHEDULED one back to DRAFT
  status text not null default 'DRAFT' check (status in ('DRAFT', 'SCHEDULED', 'ACTIVE', 'FINISHED')),
  -- SHARED: one code for everybody (code); UNIQUE: one code per consumer, issued when the delivery is planned
  code_mode text not null default 'SHARED' check (code_mode in ('SHARED', 'UNIQUE')),
  code text,
  -- PERCENTAGE: value is whole percent (1–100); VALUE: value is cents
  discount_type text not null default 'PERCENTAGE' check (discount_type in ('PERCENTAGE', 'VALUE')),
  value integer not null default 0 check (value >= 0),
  -- minimum purchase (basket total) in cents
  minimum_value integer not null default 0 check (minimum_value >= 0),
  -- SKUs and product group ids it applies to (both empty: the whole basket)
  products text[] not null default '{}',
  product_groups uuid[] not null default '{}',
  -- stores by id_erp (empty: every store)
  units text[] not null default '{}',
  start_date timestamptz,
  expires_at timestamptz,
  -- a unique code is usable for this many days after it was issued (null: until expires_at)
  days_to_use_after_registration integer check (days_to_use_after_registration is null or days_to_use_after_registration > 0),
  -- uses per consumer, and in total (null: no total limit)
  limit_use integer not null default 1 check (limit_use > 0),
  total_limit integer check (total_limit is null or total_limit > 0),
  -- consumed uses that stand (the conditional UPDATE … WHERE uses_count < total_limit is the race guard)
  uses_count integer not null default 0 check (uses_count >= 0),
  segments text[] not null default '{}',
  -- { sms: { active, text }, email: { active, subject, text }, whatsapp: { active, text } }
  channels jsonb not null default '{}',
  -- the hours the delivery may go out each day (America/Sao_Paulo)
  send_start_hour text not null default '09:00',
  send_end_hour text not null default '20:00',
  -- the omni campaign of the engine that delivers the code (created on activation)
  omni_campaign_id uuid references omni_campaigns(id) on delete set null,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  activated_at timestamptz,
  finished_at timestamptz,
  -- a deleted draft can be restored (undo) for a while
  deleted_at timestamptz
);
create index benefits_account on benefits (account_id, created_at desc);
create index benefits_omni_campaign on benefits (omni_campaign_id) where omni_campaign_id is not null;
-- a shared code is unique in the account among live coupons (drafts reserve theirs)
create unique index benefits_live_code on benefits (account_id, code)
  where code is not null and deleted_at is null and status in ('DRAFT', 'SCHEDULED', 'ACTIVE');

-- Unique codes issued to consumers (one per consumer and benefit). REDEEMED = delivered to the person;
-- ACTIVATED = the consumer activated it in the app (POST /api/pos/coupons/activate).
create table benefit_coupons (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  benefit_id uuid not null references benefits(id) on delete cascade,
  code text not null,
  document_no text not null,
  status text not null default 'REDEEMED' check (status in ('REDEEMED', 'ACTIVATED')),
  created_at timestamptz not null default now(),
  activated_at timestamptz,
  unique (account_id, code),
  unique (benefit_id, document_no)
);

-- Movement history (spec §3 "Movement history row"): one row per use at the till. status RECOVERED =
-- the use stands; NOT_RECOVERED = cancelled at the till (the use released); NOT_PROCESSED = a ticket
-- ingested with the code that never went through the POS consumption. sale_coupon_status: CONSUMED |
-- CANCELLED | INGESTED.
create table benefit_uses (
  id bigserial primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  benefit_id uuid not null references benefits(id) on delete cascade,
  coupon_id uuid references benefit_coupons(id) on delete set null,
  code text not null,
  document_no text not null,
  unit_id_erp text not null,
  ticket_id text not null,
  total_cents bigint not null default 0,
  discount_cents bigint not null default 0,
  status text not null default 'RECOVERED' check (status in ('RECOVERED', 'NOT_RECOVERED', 'NOT_PROCESSED')),
  sale_coupon_status text not null default 'CONSUMED' check (sale_coupon_status in ('CONSUMED', 'CANCELLED', 'INGESTED')),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  -- consumption is idempotent per ticket
  unique (account_id, benefit_id, ticket_id)
);
create index benefit_uses_history on benefit_uses (benefit_id, created_at desc);
create index benefit_uses_consumer on benefit_uses (benefit_id, document_no) where status = 'RECOVERED';
create index benefit_uses_ticket on benefit_uses (account_id, ticket_id);
