-- App push (issue 11): the devices a chain's app or site registered for its consumers. A consumer is
-- push-reachable with at least one active device (disabled_at null) and push opt-in; a message goes
-- to every active device. FCM answers UNREGISTERED / 404 and Web Push 404 / 410 for a dead token or
-- subscription: the device is disabled then (and re-enabled if the app registers it again).
create table push_devices (
  id bigserial primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  document_no text not null,
  platform text not null check (platform in ('android', 'ios', 'web')),
  -- FCM registration token (android, ios) or the Web Push subscription's endpoint (web)
  token text not null,
  p256dh text,
  auth text,
  opt_in boolean not null default true,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  disabled_at timestamptz,
  disabled_reason text,
  unique (account_id, token)
);
create index push_devices_consumer on push_devices (account_id, document_no) where disabled_at is null;
