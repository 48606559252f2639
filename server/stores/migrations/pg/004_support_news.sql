-- Toolbar: support requests opened from the Suporte panel and the per-user read state of the
-- product news (Novidades).

-- A support request: numbered per account (Chamado #N); carries who the help-desk token said
-- the requester was and the token's version.
create table support_requests (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  number integer not null,
  subject text not null,
  message text not null,
  route text,
  help_token_version text not null,
  help_token_email text not null,
  created_at timestamptz not null default now(),
  unique (account_id, number)
);
create index support_requests_user on support_requests (user_id, created_at);

-- News a user has read (news ids come from server/domain/productNews.ts). Per user, whatever
-- account the session acts in; account_id records the account the user read it in.
create table product_news_reads (
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  news_id text not null,
  read_at timestamptz not null default now(),
  primary key (user_id, news_id)
);
