-- Drafts of long forms and wizards, saved as the user goes and resumed on reopen. One draft per
-- account + user + kind of form + record ('' for a record not created yet); only its owner reads it.
create table form_drafts (
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  -- which form ('campaign-wizard', …), chosen by the client
  kind text not null,
  -- the global id of the record being edited, '' for a new one
  record_id text not null default '',
  -- the wizard step the user was on (0-based)
  step integer not null default 0,
  -- the form's values as the client holds them
  draft_values jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (account_id, user_id, kind, record_id)
);
