-- /configuracoes-admin (issue 13 item 7): televendas per store, the loyalty app's account settings,
-- the store's "active in the app" switch, and the audit (who/when, before/after) of every admin
-- setting change, which is also the handle of the stores' bulk activation undo.

alter table units add column if not exists app_active boolean not null default true;

create table if not exists unit_telesales_settings (
  account_id uuid not null references accounts(id) on delete cascade,
  unit_id uuid not null references units(id) on delete cascade,
  takes_orders boolean not null default false,
  delivery boolean not null default false,
  pickup boolean not null default false,
  delivery_fee_cents integer not null default 0 check (delivery_fee_cents >= 0),
  minimum_order_cents integer not null default 0 check (minimum_order_cents >= 0),
  -- { monday: { start, finish } | null, ... }
  service_hours jsonb not null default '{}',
  order_phone text not null default '',
  order_whatsapp text not null default '',
  payment_methods text[] not null default '{}',
  updated_at timestamptz not null default now(),
  updated_by uuid references users(id) on delete set null,
  primary key (account_id, unit_id)
);

create table if not exists app_settings (
  account_id uuid primary key references accounts(id) on delete cascade,
  app_name text not null default '',
  app_store_url text not null default '',
  google_play_url text not null default '',
  ios_bundle_id text not null default '',
  android_package text not null default '',
  primary_color text not null default '#0B5FFF',
  on_primary_color text not null default '#FFFFFF',
  minimum_version text not null default '1.0.0',
  force_update boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references users(id) on delete set null
);

create table if not exists admin_setting_changes (
  id bigserial primary key,
  -- one save (several rows for a bulk change); the undo's handle
  batch uuid not null,
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  -- 'modules' | 'app' | 'telesales' | 'units'
  area text not null,
  -- what changed inside the area (a store id, a module name, 'settings')
  target text not null,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now(),
  undone_at timestamptz
);
create index if not exists admin_setting_changes_account on admin_setting_changes (account_id, created_at desc);
create index if not exists admin_setting_changes_batch on admin_setting_changes (batch);
