-- Suggested-product opportunities (home dashboard): the list computed by `refreshOpportunities`
-- for one store selection, kept so the home reads it without scanning the sales facts.
create table suggested_opportunities (
  account_id uuid not null references accounts(id) on delete cascade,
  -- the selection: stores' id_erp sorted and comma-joined; '' = every store
  units_key text not null,
  -- the processing run the list was computed from (a newer run makes it "desatualizada")
  processing_uuid uuid not null,
  -- the 90 days analysed, both included (days in America/Bahia)
  window_start date not null,
  window_end date not null,
  active_clients integer not null,
  chain_active_clients integer not null,
  -- the opportunities, best first (shape: server/analytics/opportunities.ts, OpportunityRow)
  opportunities jsonb not null,
  computed_at timestamptz not null default now(),
  computed_by uuid references users(id) on delete set null,
  primary key (account_id, units_key)
);
