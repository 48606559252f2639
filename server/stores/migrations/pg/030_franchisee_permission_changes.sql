-- Franchisee permissions (issue 13, item 6): who changed a franchisee's switches and when, with the
-- map before and after, so the franchisor's page shows the last change and can undo a save (one
-- `batch` per save: a single franchisee, or every franchisee at once).
alter table franchisee_permissions add column updated_by uuid references users(id) on delete set null;

create table franchisee_permission_changes (
  id bigserial primary key,
  batch uuid not null,
  franchisee_id uuid not null references accounts(id) on delete cascade,
  -- the franchisor whose user made the change: the account the row belongs to (every table has one)
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  before jsonb not null,
  after jsonb not null,
  undone_at timestamptz,
  created_at timestamptz not null default now()
);
create index franchisee_permission_changes_batch on franchisee_permission_changes (batch);
create index franchisee_permission_changes_franchisee on franchisee_permission_changes (franchisee_id, created_at desc);
