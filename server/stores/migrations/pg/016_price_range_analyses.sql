-- Price-range analyses (/produtos/faixas-precos, spec §3 "Price-range analysis"): what the user
-- asked for (products, stores, the reference and analysed periods, range_count) and, once the
-- computation ran, its whole result (ranges, client moves, histogram, products without sales).
-- The row is its own job: QUEUED → RUNNING → DONE or FAILED; a QUEUED or RUNNING row left by a
-- stopped process is taken up again (server/modules/price-ranges/runner.ts).
create table price_range_analyses (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  description text not null default '',
  -- { products: [sku], units: [id_erp] | null, referenceStart, referenceEnd, analyzedStart, analyzedEnd, rangeCount }
  filters jsonb not null,
  products_count integer not null,
  ranges_count integer not null,
  status text not null default 'QUEUED' check (status in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  error text,
  result jsonb,
  -- the processing run the result was computed on
  processing_uuid uuid,
  started_at timestamptz,
  finished_at timestamptz,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index price_range_analyses_account on price_range_analyses (account_id, created_at desc);
create index price_range_analyses_pending on price_range_analyses (status) where status in ('QUEUED', 'RUNNING');
