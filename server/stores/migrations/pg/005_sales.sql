-- Sales ingestion (contracts/sales-ingestion.md): integration tokens, the chain's consumers and
-- products (kept here, mirrored into the analytics store as dimensions), batches and processing runs.

-- Account integration tokens: only a hash is stored; the token is shown once at creation.
create table integration_tokens (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  token_hash text not null unique,
  -- the first characters, so staff can tell tokens apart without the secret
  token_prefix text not null,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index integration_tokens_account on integration_tokens (account_id, created_at desc);

create table consumers (
  account_id uuid not null references accounts(id) on delete cascade,
  document_no text not null,
  person_type text not null check (person_type in ('F', 'J')),
  name text not null,
  email text,
  phone text,
  gender text not null default 'U' check (gender in ('F', 'M', 'U')),
  birth_date date,
  -- registration time (UTC) and its day in the data time zone (America/Bahia)
  created_at timestamptz not null,
  created_date date not null,
  unit_id_erp text,
  address jsonb not null default '{}',
  opt_in jsonb not null default '{}',
  updated_at timestamptz not null default now(),
  primary key (account_id, document_no)
);
create index consumers_updated on consumers (account_id, updated_at);

create table products (
  account_id uuid not null references accounts(id) on delete cascade,
  sku text not null,
  eans text[] not null default '{}',
  name text not null,
  department text not null default '',
  category text not null default '',
  subcategory text not null default '',
  brand text not null default '',
  measure text not null default 'un',
  is_weightable boolean not null default false,
  price numeric(14, 2),
  updated_at timestamptz not null default now(),
  primary key (account_id, sku)
);
create index products_eans on products using gin (eans);
create index products_updated on products (account_id, updated_at);

-- One request or file. A sales batch is 'loading' while its rows are written into the analytics
-- store and 'committed' after; a 'loading' batch found at startup is removed there ('aborted').
create table ingestion_batches (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  kind text not null check (kind in ('units', 'products', 'consumers', 'sales')),
  source text not null check (source in ('http', 'cli', 'demo')),
  status text not null check (status in ('loading', 'committed', 'aborted')),
  accepted integer not null default 0,
  duplicates integer not null default 0,
  rejected integer not null default 0,
  item_rows integer not null default 0,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index ingestion_batches_account on ingestion_batches (account_id, created_at desc);
create index ingestion_batches_loading on ingestion_batches (status) where status = 'loading';

-- Each processing run of an account; the latest finished one stamps the figures pages read.
create table processing_runs (
  processing_uuid uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  status text not null check (status in ('running', 'finished', 'failed')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  -- the newest data the run saw (its last_updated)
  last_updated timestamptz,
  error text
);
create index processing_runs_account on processing_runs (account_id, started_at desc);
