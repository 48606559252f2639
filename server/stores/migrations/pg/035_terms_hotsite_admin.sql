-- /configuracoes-admin termos and hotsite (issue 13 item 7) and the public site's shared rate limit.
-- Same SQL on PGlite and PostgreSQL 15.

-- Terms versions get a title, an author, and drafts: a draft is a row whose published_at is null
-- (public pages and consent only ever read published rows). Rows of migration 031 stay published.
alter table terms_versions add column if not exists title text not null default 'Termos de uso';
alter table terms_versions add column if not exists created_by text;
alter table terms_versions add column if not exists created_at timestamptz not null default now();
alter table terms_versions add column if not exists published_by text;
alter table terms_versions alter column published_at drop not null;
create index if not exists terms_versions_published on terms_versions (account_id, published_at desc) where published_at is not null;
create index if not exists consumers_accepted_terms on consumers (account_id, accepted_terms_version) where accepted_terms_version is not null;

-- The account-level sign-up site configuration (spec §3 Account hotsite configuration): one row per
-- account, absent = the defaults. The tracking ids here are the account's; a slot's overrides win.
create table if not exists account_hotsite_configurations (
  account_id uuid primary key references accounts(id) on delete cascade,
  loyalty_club_name text,
  facebook_pixel_id text,
  google_analytics_id text,
  allowed_countries text[] not null default '{BR}',
  email_required boolean not null default true,
  password_visible boolean not null default true,
  -- the field sets new slots start from: { natural: [...], legal: [...] } (HotsiteField + visible)
  fields jsonb,
  updated_by text,
  updated_at timestamptz not null default now()
);

-- Sign-up posts per address in fixed windows, shared by every server process over one database.
-- The address is kept only as a keyed hash; windows older than two lengths are purged.
create table if not exists signup_rate_windows (
  account_id uuid not null references accounts(id) on delete cascade,
  ip_hash text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (account_id, ip_hash, window_start)
);
create index if not exists signup_rate_windows_start on signup_rate_windows (window_start);
