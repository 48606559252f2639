-- Credits per account and channel (contracts/campaigns.md "Cost and balance"): purchases recorded by a
-- platform admin, reservations when a campaign is activated, spending per message sent and releases of
-- what was not sent. available = purchases − reservations + releases; reserved = reservations − releases − spent.
create table campaign_credit_entries (
  id bigserial primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  channel text not null check (channel in ('sms', 'email', 'push', 'whatsapp')),
  kind text not null check (kind in ('PURCHASE', 'RESERVATION', 'SPEND', 'RELEASE')),
  credits integer not null check (credits >= 0),
  -- what the entry is worth at the channel's price then (integer cents)
  amount_cents bigint not null default 0,
  campaign_id uuid references omni_campaigns(id) on delete set null,
  note text not null default '',
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index campaign_credit_entries_account on campaign_credit_entries (account_id, channel, created_at desc);
create index campaign_credit_entries_campaign on campaign_credit_entries (campaign_id, channel) where campaign_id is not null;

-- Per account and channel: the price of one credit (SMS default R$ 1,00; others R$ 0,00), the provider
-- configuration (null = the outbox) and the rate limit the workers keep.
create table campaign_channel_settings (
  account_id uuid not null references accounts(id) on delete cascade,
  channel text not null check (channel in ('sms', 'email', 'push', 'whatsapp')),
  price_cents integer not null check (price_cents >= 0),
  -- e.g. { "provider": "zenvia", "url": "...", "token": "...", "from": "..." }
  provider jsonb,
  rate_per_second integer not null default 50 check (rate_per_second > 0),
  updated_at timestamptz not null default now(),
  primary key (account_id, channel)
);
