-- Files uploaded from the back-office (product images now; campaign and sign-up site images next):
-- who sent what, where each variant lives in the file store (local directory or S3 bucket), and its
-- size in pixels. A row is written after the file store holds the three variants.
create table uploaded_files (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  purpose text not null,
  file_name text not null,
  mimetype text not null,
  size_bytes integer not null,
  width integer not null,
  height integer not null,
  file_key text not null unique,
  thumbnail_key text not null,
  miniature_key text not null,
  created_at timestamptz not null default now()
);
create index uploaded_files_account on uploaded_files (account_id, created_at desc);
