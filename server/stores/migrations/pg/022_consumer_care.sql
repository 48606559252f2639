-- Consumer care (/clientes/gerenciamento): the sign-up state of each consumer, their points ledger
-- (spec §3 "Points transactions") and the operation log of every back-office change (spec §3
-- "Operation log"). Same SQL on PGlite and PostgreSQL 15.

-- Sign-up state (spec §3 Consumer). Consumers loaded by ingestion come from the stores' PDV: origin
-- 'pdv' unless the sign-up site (origin = its slot) or the app says otherwise.
alter table consumers add column if not exists origin text not null default 'pdv';
alter table consumers add column if not exists is_confirmed boolean not null default false;
alter table consumers add column if not exists confirmed_at timestamptz;
alter table consumers add column if not exists confirmation_sent_at timestamptz;
alter table consumers add column if not exists last_accepted_terms_date timestamptz;
-- argon2id of the password the consumer signs in with on the sign-up site and the app
alter table consumers add column if not exists password_hash text;
alter table consumers add column if not exists password_changed_at timestamptz;
alter table consumers add column if not exists password_reset_requested_at timestamptz;
-- sha-256 of the latest reset link's token (the link itself is only in the message sent)
alter table consumers add column if not exists password_reset_token_hash text;
create index if not exists consumers_created on consumers (account_id, created_at desc, document_no);

-- A consumer's balance, one row each, never negative: adjustPoints and the points programme change it
-- with one conditional update, so two debits at the same time cannot both pass (the second waits for
-- the first's row lock and then sees the lower balance).
create table if not exists consumer_points (
  account_id uuid not null references accounts(id) on delete cascade,
  document_no text not null,
  balance integer not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now(),
  primary key (account_id, document_no),
  foreign key (account_id, document_no) references consumers (account_id, document_no) on delete cascade
);

-- The ledger: one row per movement, with the balance it left.
create table if not exists points_transactions (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  document_no text not null,
  -- positive credits, negative debits
  amount integer not null check (amount <> 0),
  type text not null check (type in ('CREDIT', 'DEBIT', 'ADJUSTMENT', 'EXPIRATION')),
  unit_id_erp text,
  reason text,
  balance_after integer not null check (balance_after >= 0),
  user_id uuid references users(id) on delete set null,
  user_login text,
  created_at timestamptz not null default now(),
  foreign key (account_id, document_no) references consumers (account_id, document_no) on delete cascade
);
create index if not exists points_transactions_consumer on points_transactions (account_id, document_no, created_at desc, id);

-- Every change made to a consumer from the back-office (spec §3 "Operation log"): the mutation, the
-- delta per field ([{ field, description, old, new }]), who and when.
create table if not exists consumer_operation_logs (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  document_no text not null,
  mutation text not null,
  delta jsonb not null default '[]',
  user_id uuid references users(id) on delete set null,
  user_login text not null,
  created_at timestamptz not null default now(),
  foreign key (account_id, document_no) references consumers (account_id, document_no) on delete cascade
);
create index if not exists consumer_operation_logs_consumer on consumer_operation_logs (account_id, document_no, created_at desc);

-- Sign-up confirmations go by e-mail or SMS: the outbox records both channels.
alter table outbox_messages drop constraint if exists outbox_messages_channel_check;
alter table outbox_messages add constraint outbox_messages_channel_check check (channel in ('email', 'sms'));
