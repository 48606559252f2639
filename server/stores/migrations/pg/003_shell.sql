-- Shell: e-commerce and first-value account flags, platform notifications (spec §2 Shell, §3, §4).

-- The account's e-commerce channel (spec: account.ecommerce_v2, channel active): such an account may
-- open /home without the page permission and lands there after sign-in.
alter table accounts add column ecommerce boolean not null default false;

-- Set while the account has not finished its onboarding: the toolbar logo leads to /primeiro-valor
-- and that page hides the side menu. Cleared by completeFirstValue.
alter table accounts add column first_value boolean not null default false;

-- Counters the platform shows on /perfil (Notificações). The features that own the counted
-- entities (trade offers, data-deletion requests) keep their row up to date; one row per key.
create table platform_notifications (
  account_id uuid not null references accounts(id) on delete cascade,
  key text not null check (key in ('AVAILABLE_TRADE_OFFERS', 'PENDING_USER_DELETE_DATA_REQUESTS')),
  type text not null default 'info' check (type in ('info', 'warning')),
  entities_amount integer not null check (entities_amount >= 0),
  updated_at timestamptz not null default now(),
  primary key (account_id, key)
);
