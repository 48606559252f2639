-- A segment as a campaign used it (/clientes/segmentacao/visualizar/{campaignId}/{segmentId}): when a
-- campaign starts using a segment (freezeSegmentForCampaign), its name, the size at that moment and the
-- members at that moment — of fixed and dynamic segments alike — are kept, whatever happens to the
-- segment later. A freeze asked before the account's first processing run (nobody to count yet) keeps
-- the version at once and is completed by that run: frozen_at stays null until then.
alter table segment_campaigns add column if not exists campaign_name text not null default '';
alter table segment_campaigns add column if not exists clients_qty_at_campaign integer;
alter table segment_campaigns add column if not exists frozen_at timestamptz;

create table segment_campaign_members (
  account_id uuid not null references accounts(id) on delete cascade,
  segment_id uuid not null,
  campaign_id text not null,
  document_no text not null,
  primary key (segment_id, campaign_id, document_no),
  foreign key (segment_id, campaign_id) references segment_campaigns (segment_id, campaign_id) on delete cascade
);
-- Each version keeps its tags too (null for versions saved before: their segment's tags stand in).
alter table segment_versions add column if not exists tags jsonb;

create index segment_campaigns_pending on segment_campaigns (account_id) where frozen_at is null;
