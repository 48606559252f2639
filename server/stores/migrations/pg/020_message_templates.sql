-- Standard texts per channel and message type (/configuracoes/mensagens, spec §2 and §7
-- getMessageByType): the sign-up confirmation SMS, the campaigns' opt-out suffix, the birthday e-mail…
-- A deleted template keeps its row for a while (deleted_at) so the list can undo the removal.
-- Names are unique per account among live templates; at most one live template per type and
-- channel is active, so getMessageByType always has one answer.
create table message_templates (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  channel text not null check (channel in ('SMS', 'EMAIL', 'WHATSAPP', 'PUSH')),
  message_type text not null,
  subject text not null default '',
  text text not null,
  active boolean not null default true,
  send_without_accents boolean not null default false,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_by uuid references users(id) on delete set null,
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create unique index message_templates_name_key on message_templates (account_id, lower(name)) where deleted_at is null;
create unique index message_templates_active_type_key on message_templates (account_id, message_type, channel) where active and deleted_at is null;
create index message_templates_account_idx on message_templates (account_id, updated_at desc);
