-- Stores and general settings (issue 13, /configuracoes/units and /configuracoes/gerais).
--
-- A store's fields of spec §3 "Unit" that the back-office edits besides those ingestion loads; tags
-- ({ name, color }) live on the store; `edited_fields` names the columns somebody changed in the
-- back-office, which the next ingestion of the store leaves alone (ingest.ts upsertUnits), the way
-- products.edited_fields does for the catalogue.

-- The chain's banners ("bandeiras", spec retailerFlags): a store belongs to at most one.
create table if not exists retailer_flags (
  account_id uuid not null references accounts(id) on delete cascade,
  id text not null,
  name text not null,
  primary key (account_id, id)
);

-- Store groups (spec §3 "Unit group"): a store belongs to at most one.
create table if not exists unit_groups (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists unit_groups_name on unit_groups (account_id, lower(name));

alter table units add column if not exists mobile text not null default '';
alter table units add column if not exists retailer_flag_id text;
alter table units add column if not exists unit_group_id uuid references unit_groups(id) on delete set null;
-- [{ name, color }]
alter table units add column if not exists tags jsonb not null default '[]';
-- { partner_type, partner_unit_id } or null
alter table units add column if not exists ecommerce_partner jsonb;
alter table units add column if not exists edited_fields text[] not null default '{}';
create index if not exists units_group on units (account_id, unit_group_id);

-- Every change of a store made in the back-office (spec §3 "Operation log": mutation, delta, user, when).
create table if not exists unit_audit (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  unit_id uuid not null references units(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  user_login text not null,
  mutation text not null,
  -- [{ field, old, new }]
  delta jsonb not null,
  created_at timestamptz not null default now()
);
create index if not exists unit_audit_unit on unit_audit (account_id, unit_id, created_at desc);

-- The account's app configuration (spec §3 "App configuration", saved by
-- UpdateHotsiteCustomerConfiguration from /configuracoes/gerais): contacts, hotsite links, password
-- recovery channels, data-deletion switches, WhatsApp link, apps switch — one document per account.
create table if not exists account_app_configurations (
  account_id uuid primary key references accounts(id) on delete cascade,
  configuration jsonb not null default '{}',
  updated_at timestamptz not null default now(),
  updated_by text not null default ''
);
