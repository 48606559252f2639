-- "Esqueci minha senha": single-use reset links. Only the SHA-256 of the link's token is kept, so a
-- copy of this table opens nobody's account. account_id is the user's home account.
create table password_resets (
  token_hash text primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user on password_resets (user_id) where used_at is null;

-- Every reset request, whether the e-mail exists or not, for the silent per-e-mail rate limit.
-- account_id is the account of the e-mail's user, null when unknown (as in login_failures).
create table password_reset_requests (
  id bigserial primary key,
  account_id uuid references accounts(id) on delete cascade,
  email_key text not null,
  ip text not null,
  requested_at timestamptz not null default now()
);
create index password_reset_requests_lookup on password_reset_requests (email_key, requested_at);
