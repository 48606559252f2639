-- Stored segments (contracts/segmentation.md): a definition with a name, versions (a campaign freezes
-- the version it used), tags, and for fixed segments the members stored when saved or refreshed.
create table segments (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  description text not null default '',
  fixed boolean not null default false,
  definition jsonb not null,
  version integer not null default 1,
  -- [{ "name": "...", "color": "#rrggbb" }]
  tags jsonb not null default '[]',
  clients_qty integer,
  unlimited_count integer,
  clients_refreshed_at timestamptz,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index segments_account on segments (account_id, updated_at desc);

-- Every saved version, as it was: what a campaign used stays readable after later edits.
create table segment_versions (
  segment_id uuid not null references segments(id) on delete cascade,
  version integer not null,
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  description text not null,
  fixed boolean not null,
  definition jsonb not null,
  clients_qty integer,
  created_at timestamptz not null default now(),
  primary key (segment_id, version)
);

-- Members of a fixed segment's version (the snapshot refreshSegments replaces for the current one).
create table segment_members (
  account_id uuid not null references accounts(id) on delete cascade,
  segment_id uuid not null references segments(id) on delete cascade,
  version integer not null,
  document_no text not null,
  primary key (segment_id, version, document_no)
);

-- The campaigns that use a segment, with the version they froze: campaigns, raffles, highlights
-- and offers write here when they start using one (none exists yet, so campaign_qty is 0 until then).
create table segment_campaigns (
  account_id uuid not null references accounts(id) on delete cascade,
  segment_id uuid not null references segments(id) on delete cascade,
  campaign_id text not null,
  segment_version integer not null,
  created_at timestamptz not null default now(),
  primary key (segment_id, campaign_id)
);

-- Consumers' tags (module user_tags): the `tags` criterion.
create table consumer_tags (
  account_id uuid not null references accounts(id) on delete cascade,
  document_no text not null,
  tag text not null,
  primary key (account_id, document_no, tag)
);
