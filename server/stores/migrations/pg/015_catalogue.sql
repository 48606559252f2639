-- Catalogue management (issue 9, /produtos/gerenciamento-produtos): the fields of spec §3 "Catalogue
-- product" a chain edits, kept on the ingestion's products row. What lists filter on is a column; what
-- only the edit page reads (description, nutrition table, dimensions, NCM, keywords, synonyms,
-- variations, images, EAN packing quantities) is one jsonb `details` document.

alter table products add column if not exists legacy_sku text not null default '';
alter table products add column if not exists long_name text not null default '';
alter table products add column if not exists active boolean not null default true;
-- true once somebody edited the product in the back-office; `edited_fields` names the columns/details
-- keys they changed: ingestion leaves exactly those alone (ingest.ts upsertProducts)
alter table products add column if not exists manually_edited boolean not null default false;
alter table products add column if not exists edited_fields text[] not null default '{}';
alter table products add column if not exists details jsonb not null default '{}';
alter table products add column if not exists created_at timestamptz not null default now();

create index if not exists products_department on products (account_id, department);

-- Every change of a catalogue product (spec §3 "Operation log": mutation, delta, user login, when).
-- The SKU is not a foreign key: the history of a product merged away by cleanProductsDuplicates stays.
create table if not exists product_audit (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  sku text not null,
  user_id uuid references users(id) on delete set null,
  user_login text not null,
  mutation text not null,
  -- [{ field, old, new }]
  delta jsonb not null,
  created_at timestamptz not null default now()
);
create index if not exists product_audit_product on product_audit (account_id, sku, created_at desc);

-- A bulk product file (CSV `;` or XLSX) between its upload, the dry run and the run as a job.
create table if not exists product_uploads (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  file_name text not null,
  format text not null check (format in ('CSV', 'XLSX')),
  -- the file as sent, gzipped
  content bytea not null,
  header text[] not null,
  line_count integer not null,
  status text not null default 'uploaded' check (status in ('uploaded', 'running', 'finished', 'failed')),
  job_id uuid,
  -- the run's choices and outcome ({ mapping, updateExisting, fillMissingEans }, { created, updated, … })
  options jsonb,
  result jsonb,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index if not exists product_uploads_account on product_uploads (account_id, created_at desc);

-- A catalogue product as one store sells it (spec §3 "Store product"): price, stock, stock break,
-- order and the sales configuration (jsonb: active, discount, minimumLimit, maximumLimit, price1,
-- price2, type, typeEcommerce). Created in the back-office (created_manually).
create table if not exists store_products (
  account_id uuid not null references accounts(id) on delete cascade,
  unit_id uuid not null references units(id) on delete cascade,
  sku text not null,
  price1 numeric(14, 2),
  stock numeric(14, 3),
  -- "ruptura": the store has run out and the product is not offered there
  stock_break boolean not null default false,
  sort_order integer not null default 0,
  active boolean not null default true,
  created_manually boolean not null default true,
  sales jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (account_id, unit_id, sku),
  foreign key (account_id, sku) references products (account_id, sku) on delete cascade
);
create index if not exists store_products_sku on store_products (account_id, sku);

-- Product groups (spec §3 "Product group"): a named set of catalogue products with its consumer-facing
-- categories and exhibition rules, used later by offers, highlights and raffles. Names are unique per
-- account without case (productsGroupNameAvailability).
create table if not exists product_groups (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  image_url text,
  -- { active, start, finish }: shown to consumers while active, between the dates when given
  rules_exhibition jsonb not null default '{}',
  category text not null default '',
  -- [{ department, category, sub_category }]
  categories_final_consumer jsonb not null default '[]',
  skus text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists product_groups_name on product_groups (account_id, lower(name));
