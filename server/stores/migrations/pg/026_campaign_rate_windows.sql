-- Issue 11: the per-channel rate limit shared by every server process on one PostgreSQL. One row per
-- account × channel: the second (epoch seconds) being counted and how many messages were granted in it.
create table if not exists campaign_rate_windows (
  account_id uuid not null,
  channel text not null,
  second bigint not null,
  sent integer not null,
  -- what the last request was granted (its UPDATE … RETURNING answer: SET sees the row it replaces)
  granted integer not null default 0,
  primary key (account_id, channel)
);
