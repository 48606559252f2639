-- E-mail events of campaign messages (issue 11): bounces, complaints, deliveries, opens and clicks
-- posted by the provider (POST /api/webhooks/email-events). Each event is recorded once per message
-- (the provider's retries change nothing); the message's state moves forward in campaign_deliveries.
-- The campaign queue itself (pg-boss) keeps its own schema `pgboss`, installed by pg-boss at start.
create table campaign_delivery_events (
  id bigserial primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  delivery_id bigint not null references campaign_deliveries(id) on delete cascade,
  -- the provider's event id, or the type (bounce:hard, open…) when it sends none
  event_key text not null,
  type text not null check (type in ('delivered', 'open', 'click', 'bounce', 'complaint')),
  detail jsonb not null default '{}',
  occurred_at timestamptz not null default now(),
  unique (delivery_id, event_key)
);
create index campaign_delivery_events_account on campaign_delivery_events (account_id, occurred_at);

alter table campaign_deliveries add column opened_at timestamptz;
alter table campaign_deliveries add column clicked_at timestamptz;
