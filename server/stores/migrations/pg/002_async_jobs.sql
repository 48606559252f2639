-- Async jobs (report exports) and the e-mail outbox.

create table async_jobs (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  -- the registered builder, e.g. 'users.list.report'
  kind text not null,
  -- pt-BR names shown in the export history ("Lista de usuários")
  name text not null,
  title text not null,
  state text not null default 'ENQUEUED' check (state in ('ENQUEUED', 'FAILED', 'FINISHED')),
  progress double precision not null default 0 check (progress >= 0 and progress <= 1),
  payload jsonb not null default '{}',
  file_format text not null check (file_format in ('CSV', 'XLSX')),
  emails text[] not null default '{}',
  -- relative to <DATA_DIR>/files; null before the file exists and after it expired
  file_path text,
  file_name text,
  -- unguessable token of the /api/files/{token} link (valid until expires_at)
  file_token text unique,
  error text,
  -- times a runner claimed it, and until when that runner holds it (a crashed runner's job is retried after)
  attempts integer not null default 0,
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz,
  expires_at timestamptz
);
create index async_jobs_owner on async_jobs (account_id, user_id, created_at desc, id desc);
create index async_jobs_enqueued on async_jobs (created_at) where state = 'ENQUEUED';

create table outbox_messages (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  channel text not null default 'email' check (channel in ('email')),
  recipients text[] not null,
  subject text not null,
  body text not null,
  html text,
  -- [{ filename, contentType, size }]: the content stays in the job's file
  attachments jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index outbox_messages_account on outbox_messages (account_id, created_at desc);
