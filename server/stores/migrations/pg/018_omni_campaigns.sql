-- Omni campaigns (spec §3, contracts/campaigns.md): SMS, e-mail and app push share one record; each
-- channel's message lives in the schedule settings as jsonb (sms text; e-mail simple/html/builder
-- configuration; push title, text, inner message, image, action).
create table omni_campaigns (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  title text not null,
  description text not null default '',
  -- dates and times in America/Sao_Paulo (the display and input zone, spec §9)
  initial_date date,
  start_time text not null default '00:00',
  final_date date,
  end_time text not null default '23:59',
  -- DRAFT → SCHEDULED (activated, waiting its first slot) → ACTIVE (planned) → FINISHED; INACTIVE = cancelled
  status text not null default 'DRAFT' check (status in ('DRAFT', 'SCHEDULED', 'ACTIVE', 'FINISHED', 'INACTIVE')),
  -- stores by id_erp (empty = every store)
  units text[] not null default '{}',
  -- segment ids (uuid text): the audience is their union, evaluated when a slot becomes due
  segments text[] not null default '{}',
  -- { limiter: CAMPAIGN, channels: { sms, email, push, whatsapp } } (cents; null = no limit)
  budget jsonb not null default '{"limiter": "CAMPAIGN", "channels": {}}',
  -- { limiter: WEEKLY, quantity: 7 }
  limit_per_consumer jsonb not null default '{"limiter": "WEEKLY", "quantity": 7}',
  -- [{ id, active, initial_hour, final_hour, selector_channels_type, week_day[], send_date,
  --    channels: { sms: { active, priority, message }, email: {…}, push: {…} } }]
  schedule_settings jsonb not null default '[]',
  -- share of the audience kept as a control group (our addition), 0–20 %
  holdout_percentage numeric(5, 2) not null default 5 check (holdout_percentage >= 0 and holdout_percentage <= 20),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  activated_at timestamptz,
  dispatches_cancelled_at timestamptz,
  finished_at timestamptz,
  cancelled_at timestamptz
);
create index omni_campaigns_account on omni_campaigns (account_id, created_at desc);
create index omni_campaigns_due on omni_campaigns (status) where status in ('SCHEDULED', 'ACTIVE');

-- The delivery ledger: one row per consumer × channel × schedule slot with its stated outcome, so a
-- campaign never ends with people silently skipped. The unique key is the idempotency key.
create table campaign_deliveries (
  id bigserial primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  campaign_id uuid not null references omni_campaigns(id) on delete cascade,
  slot text not null,
  document_no text not null,
  channel text not null check (channel in ('sms', 'email', 'push', 'whatsapp')),
  contact text,
  status text not null check (status in ('QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'SUPPRESSED', 'CAPPED', 'NO_CONTACT', 'NO_OPTIN', 'HOLDOUT', 'CANCELLED', 'OPENED', 'CLICKED', 'BOUNCED', 'COMPLAINED')),
  -- pt-BR reason of FAILED (the provider's) and of SUPPRESSED (opt-out, contato duplicado)
  reason text,
  credits integer not null default 0,
  price_cents integer not null default 0,
  provider_id text,
  attempts integer not null default 0,
  -- a throttled send waits until then (backoff), never skipped
  not_before timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  delivered_at timestamptz,
  unique (campaign_id, document_no, channel, slot)
);
create index campaign_deliveries_queued on campaign_deliveries (campaign_id, slot, channel, id) where status = 'QUEUED';
create index campaign_deliveries_week on campaign_deliveries (account_id, document_no, created_at);
create index campaign_deliveries_provider on campaign_deliveries (provider_id) where provider_id is not null;

-- The slots already planned (one planning per campaign × slot, whatever the number of processes).
create table campaign_slots (
  campaign_id uuid not null references omni_campaigns(id) on delete cascade,
  slot text not null,
  account_id uuid not null references accounts(id) on delete cascade,
  -- when messages of the slot may go out (the schedule setting's hours in America/Sao_Paulo)
  window_start timestamptz not null,
  window_end timestamptz not null,
  planned_at timestamptz not null default now(),
  finished_at timestamptz,
  primary key (campaign_id, slot)
);

-- Opt-outs, LGPD deletions and blocked contacts: never sent to again (per account, by document or contact).
create table campaign_suppressions (
  account_id uuid not null references accounts(id) on delete cascade,
  -- a CPF/CNPJ or a contact (phone digits, lower-case e-mail)
  value text not null,
  channel text not null default 'all' check (channel in ('all', 'sms', 'email', 'push', 'whatsapp')),
  reason text not null,
  created_at timestamptz not null default now(),
  primary key (account_id, value, channel)
);

-- Messages of channels without a configured provider (and the demo): what would have been sent.
create table campaign_outbox (
  delivery_id bigint primary key references campaign_deliveries(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  channel text not null,
  contact text not null,
  content jsonb not null,
  sent_by text not null,
  created_at timestamptz not null default now()
);
