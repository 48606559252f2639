-- Customer search (/clientes/busca-cliente): by name, CPF/CNPJ, phone or e-mail, on millions of
-- consumers. The same SQL runs on PGlite (pg_trgm loaded where the store is opened) and PostgreSQL.
create extension if not exists pg_trgm;

-- The name as searched: lower case without accents ("João" is found by "joao"). translate() with a
-- fixed list is immutable, which a stored column needs (unaccent() is not).
alter table consumers add column name_search text generated always as (
  translate(lower(name), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')
) stored;
-- E-mails compare without case; phones by their national digits (area code + number), as typed
-- with or without the country code 55 (ingestion keeps digits only).
alter table consumers add column email_search text generated always as (lower(email)) stored;
alter table consumers add column phone_search text generated always as (
  case when length(phone) >= 12 and left(phone, 2) = '55' then substr(phone, 3) else phone end
) stored;

-- Trigram index: every word of a name search is a `like '%word%'`, which it answers.
create index consumers_name_trgm on consumers using gin (name_search gin_trgm_ops);
-- Exact lookups; the document is already the primary key (account_id, document_no).
create index consumers_email_search on consumers (account_id, email_search) where email_search is not null;
create index consumers_phone_search on consumers (account_id, phone_search) where phone_search is not null;
