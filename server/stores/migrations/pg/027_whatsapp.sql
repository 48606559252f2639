-- WhatsApp channel (issue 12): message templates submitted to Meta's Cloud API, the READ state of the
-- delivery ledger, the 24-hour customer-service window per consumer phone, inbound messages and the
-- messages sent outside campaigns (conversation flows, the inbox), and contacts without a loyalty
-- registration (non-loyalty contacts).

create table whatsapp_templates (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  -- Meta's template name: lower-case letters, digits and underscores
  name text not null,
  language text not null default 'pt_BR',
  category text not null check (category in ('MARKETING', 'UTILITY')),
  header_type text not null default 'NONE' check (header_type in ('NONE', 'TEXT', 'IMAGE', 'DOCUMENT', 'VIDEO')),
  header_text text,
  -- the body with {{1}}…{{n}}; variables[i] is what {{i+1}} is filled with (one of our variables or a text)
  body text not null,
  variables jsonb not null default '[]',
  footer text,
  -- quick-reply buttons: [{ text, payload }] (a payload starts a conversation flow)
  buttons jsonb not null default '[]',
  status text not null default 'DRAFT' check (status in ('DRAFT', 'PENDING', 'APPROVED', 'REJECTED')),
  reason text,
  provider_template_id text,
  submitted_at timestamptz,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, name, language)
);
create index whatsapp_templates_provider on whatsapp_templates (provider_template_id) where provider_template_id is not null;

-- WhatsApp adds READ to the ledger's states (contracts/campaigns.md)
alter table campaign_deliveries drop constraint if exists campaign_deliveries_status_check;
alter table campaign_deliveries add constraint campaign_deliveries_status_check check (status in (
  'QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'SUPPRESSED', 'CAPPED', 'NO_CONTACT', 'NO_OPTIN', 'HOLDOUT', 'CANCELLED',
  'OPENED', 'CLICKED', 'BOUNCED', 'COMPLAINED', 'READ'));
alter table campaign_deliveries add column read_at timestamptz;

-- The customer-service window: opens (for 24 h) each time the consumer writes to the account's number.
create table whatsapp_windows (
  account_id uuid not null references accounts(id) on delete cascade,
  -- national digits (DDD + number), the form the ledger keeps as contact
  phone text not null,
  last_inbound_at timestamptz not null,
  primary key (account_id, phone)
);

-- Every message of a WhatsApp conversation outside campaigns: inbound (the webhook) and outbound
-- (flows, the inbox). An outbound message of an unconfigured or external-provider account stays here
-- with status OUTBOX (what would have been sent).
create table whatsapp_messages (
  id bigserial primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  direction text not null check (direction in ('IN', 'OUT')),
  phone text not null,
  -- Meta's message id (wamid…); inbound ones are recorded once
  provider_id text,
  kind text not null default 'text' check (kind in ('text', 'button', 'interactive', 'template')),
  text text,
  button_payload text,
  content jsonb not null default '{}',
  status text not null default 'RECEIVED' check (status in ('RECEIVED', 'OUTBOX', 'SENT', 'DELIVERED', 'READ', 'FAILED')),
  reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index whatsapp_messages_provider on whatsapp_messages (account_id, provider_id) where provider_id is not null;
create index whatsapp_messages_phone on whatsapp_messages (account_id, phone, created_at);

-- People who gave the chain their WhatsApp (wrote to the number, or were imported) without a loyalty
-- registration: the non-loyalty contacts of getAggregatedClientStatusInfo / getNumberOfContacts.
create table whatsapp_contacts (
  account_id uuid not null references accounts(id) on delete cascade,
  phone text not null,
  name text,
  opt_in boolean not null default true,
  source text not null default 'inbound',
  created_at timestamptz not null default now(),
  primary key (account_id, phone)
);
