-- The sign-up site (spec §3 Hotsite, §4 hotsite versions): each account's slots (one public address
-- each), every saved configuration of a slot as a numbered version, and which version is the preview
-- and which the production one. Plus the terms versions consumers accept on sign-up and the state of a
-- consumer's sign-up confirmation link. Same SQL on PGlite and PostgreSQL 15.

create table if not exists hotsite_slots (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  -- the public address, '/cadastro/<account key>/<slug>': unique on the server (it routes requests)
  url_path text not null unique,
  latest_version integer not null default 0,
  preview_configuration_id uuid,
  production_configuration_id uuid,
  created_by text not null,
  created_at timestamptz not null default now(),
  unique (account_id, name)
);
create index if not exists hotsite_slots_account on hotsite_slots (account_id, created_at);

-- Every saved configuration of a slot (spec §3 Configuration); restoring an old one saves it again as
-- a new version, so the history only grows.
create table if not exists hotsite_configurations (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  slot_id uuid not null references hotsite_slots(id) on delete cascade,
  version integer not null,
  mode text not null default 'NEW',
  settings jsonb not null,
  overrides jsonb not null default '{}',
  -- the version this one was restored from, if any
  restored_from integer,
  created_by_id uuid references users(id) on delete set null,
  created_by_login text not null,
  created_at timestamptz not null default now(),
  unique (slot_id, version)
);

-- The terms a consumer accepts when signing up (terms_optin); the admin "termos" page edits them later.
create table if not exists terms_versions (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  version integer not null,
  text text not null,
  published_at timestamptz not null default now(),
  unique (account_id, version)
);

-- Consent and confirmation of a sign-up: the terms version accepted (its date is
-- last_accepted_terms_date, migration 022) and the sha-256 of the confirmation link's token.
alter table consumers add column if not exists accepted_terms_version integer;
alter table consumers add column if not exists signup_confirmation_token_hash text;
create index if not exists consumers_signup_token on consumers (signup_confirmation_token_hash) where signup_confirmation_token_hash is not null;
