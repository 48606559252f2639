-- Issue 12: WhatsApp conversation flows, their versions, the conversations they run and the human inbox.

-- A flow: its draft graph (what the editor saves) and, once published, its current version.
create table if not exists whatsapp_flows (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  -- 'button': a campaign template's quick-reply payload starts it; 'keyword': an inbound text does
  trigger_type text not null check (trigger_type in ('button', 'keyword')),
  -- button payloads, or keywords (lower case, without accents)
  trigger_values text[] not null default '{}',
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- { nodes: [...], edges: [...] } as the editor saved it
  draft jsonb not null,
  -- the draft differs from the current version (saved after the last publication)
  draft_changed boolean not null default true,
  current_version integer,
  created_by uuid,
  updated_by uuid,
  updated_by_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists whatsapp_flows_name on whatsapp_flows (account_id, lower(name));

-- Published versions never change: a running conversation keeps the one it started with.
create table if not exists whatsapp_flow_versions (
  flow_id uuid not null references whatsapp_flows(id) on delete cascade,
  version integer not null,
  account_id uuid not null references accounts(id) on delete cascade,
  graph jsonb not null,
  trigger_type text not null,
  trigger_values text[] not null,
  published_by uuid,
  published_by_name text,
  published_at timestamptz not null default now(),
  primary key (flow_id, version)
);

-- One conversation of a phone with a flow version; 'handover' conversations are the inbox.
create table if not exists whatsapp_conversations (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  -- digits with the country code (55…)
  phone text not null,
  -- the consumer whose phone this is, when one matches
  document_no text,
  flow_id uuid references whatsapp_flows(id) on delete set null,
  flow_version integer,
  status text not null check (status in ('running', 'waiting', 'handover', 'ended', 'closed')),
  current_node text,
  variables jsonb not null default '{}',
  -- a waiting conversation follows its node's timeout edge after this
  wait_deadline timestamptz,
  -- started by the editor's "Testar fluxo": its messages go to the outbox, never to a consumer
  test boolean not null default false,
  -- the 24-hour customer-service window opens at the consumer's last inbound message
  last_inbound_at timestamptz,
  last_message_at timestamptz not null default now(),
  -- consumer messages of a handed-over conversation no store user has read yet
  unread integer not null default 0,
  handed_over_at timestamptz,
  closed_at timestamptz,
  closed_by_name text,
  created_at timestamptz not null default now()
);
-- at most one open conversation per phone (and per test flag: a test never takes a consumer's place)
create unique index if not exists whatsapp_conversations_open on whatsapp_conversations (account_id, phone, test)
  where status in ('running', 'waiting', 'handover');
create index if not exists whatsapp_conversations_deadline on whatsapp_conversations (wait_deadline) where status = 'waiting';
create index if not exists whatsapp_conversations_inbox on whatsapp_conversations (account_id, last_message_at desc) where handed_over_at is not null;
create index if not exists whatsapp_conversations_flow on whatsapp_conversations (flow_id, status);

-- Every step of a conversation: the node, what the consumer wrote, what was sent (and its message id).
create table if not exists whatsapp_conversation_steps (
  id bigserial primary key,
  conversation_id uuid not null references whatsapp_conversations(id) on delete cascade,
  account_id uuid not null references accounts(id) on delete cascade,
  node_id text,
  -- consumer (inbound), bot (the flow), agent (a store user in the inbox), system (timeout, close…)
  author text not null check (author in ('consumer', 'bot', 'agent', 'system')),
  inbound_text text,
  outbound_text text,
  outbound_message_id text,
  -- quick replies or list rows sent with the message
  options jsonb,
  user_name text,
  at timestamptz not null default now()
);
create index if not exists whatsapp_conversation_steps_conversation on whatsapp_conversation_steps (conversation_id, id);

-- Until the WhatsApp adapter is configured, flow messages go to the outbox like other channels.
alter table outbox_messages add column if not exists options jsonb;
alter table outbox_messages drop constraint if exists outbox_messages_channel_check;
alter table outbox_messages add constraint outbox_messages_channel_check check (channel in ('email', 'sms', 'whatsapp'));

-- Inbound messages find their consumer by phone.
create index if not exists consumers_phone on consumers (account_id, phone) where phone is not null;
