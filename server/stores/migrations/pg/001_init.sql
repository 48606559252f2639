-- Accounts, users, memberships, stores (units) and sessions.
-- Every table carries account_id (for accounts it is the account's own id).

create table accounts (
  id uuid primary key,
  account_id uuid not null generated always as (id) stored,
  key text not null unique,
  name text not null,
  integration_type text not null check (integration_type in ('RETAILER', 'FRANCHISE', 'FRANCHISEE', 'PROMOTIONS')),
  id_external integer not null,
  franchise_id uuid references accounts(id),
  modules text[] not null default '{}',
  is_franchise boolean not null default false,
  is_franchisee boolean not null default false,
  only_mercapromo boolean not null default false,
  has_mercapromo boolean not null default false,
  db_name text not null,
  brand_color text not null default '#0B5FFF',
  cbm_configuration jsonb not null default '{}',
  security jsonb not null default '{"phone_required": false}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  -- the user's home account; memberships below list every account the user may act in
  account_id uuid not null references accounts(id),
  email text not null,
  name text not null,
  password_hash text not null,
  pages text[] not null default '{}',
  mf boolean not null default false,
  admin boolean not null default false,
  multi_user boolean not null default false,
  email_confirmed boolean not null default true,
  has_pii_access boolean not null default false,
  has_pii_employees_access boolean not null default false,
  has_pii_download_data_permission boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table user_accounts (
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  primary key (account_id, user_id)
);
create index user_accounts_user on user_accounts (user_id);

create table franchisee_permissions (
  account_id uuid primary key references accounts(id) on delete cascade,
  permissions jsonb not null default '{}',
  updated_at timestamptz not null default now()
);

create table units (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  id_erp text not null,
  name text not null,
  cnpj text not null,
  active boolean not null default true,
  address_components jsonb not null default '{}',
  latitude double precision,
  longitude double precision,
  office_hours jsonb not null default '{}',
  contact jsonb not null default '{}',
  ecommerce_v2_active boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, id_erp)
);

-- One-time codes exchanged by loginWithAuthCode (stored hashed).
create table auth_codes (
  code_hash text primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- A session is a refresh-token family: rotating tokens share it; reusing a spent token revokes it.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  device_fingerprint text,
  user_agent text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text
);
create index sessions_user on sessions (user_id);

create table refresh_tokens (
  token_hash text primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  session_id uuid not null references sessions(id) on delete cascade,
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_session on refresh_tokens (session_id);

-- Failed sign-ins, for throttling. account_id is the account of the e-mail's user, null when unknown.
create table login_failures (
  id bigserial primary key,
  account_id uuid references accounts(id) on delete cascade,
  email_key text not null,
  ip text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_lookup on login_failures (email_key, failed_at);

-- Route accesses recorded by trackPlatformUser.
create table route_access_events (
  id bigserial primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  route text not null,
  generic_route text not null,
  created_at timestamptz not null default now()
);
create index route_access_events_account on route_access_events (account_id, created_at);
