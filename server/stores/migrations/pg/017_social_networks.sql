-- The chain's social profiles (/configuracoes/redes-sociais): one row per network the account uses,
-- with where each is shown — the app, the sign-up site's footer, the e-mails' footer. Saved as one
-- set by updateSocialNetworks: who changed it last and when is kept on every row of the set.
create table account_social_networks (
  account_id uuid not null references accounts(id) on delete cascade,
  network text not null check (network in ('instagram', 'facebook', 'tiktok', 'youtube', 'x', 'linkedin', 'whatsapp', 'site')),
  url text not null,
  show_in_app boolean not null default true,
  show_in_hotsite boolean not null default true,
  show_in_email boolean not null default true,
  updated_at timestamptz not null default now(),
  updated_by text not null default '',
  primary key (account_id, network)
);
