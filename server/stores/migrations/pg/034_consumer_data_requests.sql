-- LGPD data-deletion requests (spec §3 Data-deletion request, §4; issue 13): a consumer asks on the
-- public site for the deletion of all (FULL) or some (PARTIAL: the categories) of their data; the
-- chain accepts (the data is anonymised, the proof of what was touched kept here) or declines, with a
-- reply e-mailed to the consumer. The row names the consumer only by document_no, which anonymisation
-- replaces by the pseudonym like every other table's. Same SQL on PGlite and PostgreSQL 15.
create table if not exists consumer_data_requests (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  document_no text not null,
  kind text not null check (kind in ('FULL', 'PARTIAL')),
  -- PARTIAL: the categories asked for (CONTACT, PROFILE, MARKETING); FULL: empty
  categories text[] not null default '{}',
  -- where the consumer asked (the sign-up site's slot path, 'app', 'demo')
  channel text not null default 'hotsite',
  requested_at timestamptz not null default now(),
  status text not null default 'PENDING' check (status in ('PENDING', 'ACCEPTED', 'DECLINED')),
  finished_at timestamptz,
  -- the back-office user's login (e-mail) who accepted or declined
  finished_by text,
  reply text,
  -- what acceptance touched: [{ store, target, rows }], files removed, suppression entries, when, by whom
  proof jsonb,
  check ((status = 'PENDING') = (finished_at is null))
);
create index if not exists consumer_data_requests_list on consumer_data_requests (account_id, status, requested_at desc);
-- one open request per consumer: a second ask while one is pending is the same request
create unique index if not exists consumer_data_requests_pending on consumer_data_requests (account_id, document_no) where status = 'PENDING';
-- when an accepted FULL request anonymised the registration (its row stays under a pseudonym)
alter table consumers add column if not exists anonymised_at timestamptz;
