-- The analysis manager (/gerenciador-analises, spec §3 "Analytics configuration"): analyses of a
-- type (RFV today; DRE joins with the offers issue) and the periods each one was computed for.
create table analytics_configurations (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  type text not null check (type in ('RFV', 'DRE')),
  title text not null,
  -- the account's default analysis of its type (one at most): the one other pages read
  is_default boolean not null default false,
  -- model of the analysis ('RFV' clusters; DRE will name its own)
  model text not null,
  -- recurrent: recomputed after each processing run on its latest complete week/month
  recurrent boolean not null,
  initial_week_day smallint check (initial_week_day between 0 and 6),
  model_type text check (model_type in ('WEEKLY', 'MONTHLY')),
  -- not recurrent: computed once for these fixed periods
  analyzed_start date,
  analyzed_end date,
  reference_start date,
  reference_end date,
  -- clientsType, offersScheduleIds, products, units (spec §3)
  filters jsonb not null default '{}',
  status text not null default 'PENDING' check (status in ('PENDING', 'PROCESSING', 'DONE', 'FAILED')),
  error text,
  processed_at timestamptz,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  check (recurrent = (model_type is not null)),
  check (recurrent or (analyzed_start is not null and analyzed_end is not null and reference_start is not null and reference_end is not null))
);
create index analytics_configurations_account on analytics_configurations (account_id, type, created_at desc);
create unique index analytics_configurations_default on analytics_configurations (account_id, type) where is_default;

-- Each period an analysis was computed for: its window [initial_date, final_date] (final = the
-- reference date). A recurrent analysis adds one per week or month ('dynamic'); a fixed one has two.
create table analytics_periods (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  analysis_id uuid not null references analytics_configurations(id) on delete cascade,
  title text not null,
  initial_date date not null,
  final_date date not null,
  dynamic boolean not null,
  -- 'reference' or 'analyzed' for a fixed analysis; 'recurrent' for a recurrent one
  role text not null check (role in ('reference', 'analyzed', 'recurrent')),
  created_at timestamptz not null default now(),
  computed_at timestamptz,
  unique (analysis_id, final_date, role)
);
create index analytics_periods_analysis on analytics_periods (account_id, analysis_id, final_date desc);
