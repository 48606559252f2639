-- Customer name search for common words (/clientes/busca-cliente). The trigram index of 009 finds
-- every consumer whose name contains a word, but a common first name ("maria") matches tens of
-- thousands of them on 1M consumers, and the page sorts them all by name to show the first 20.
-- Here every word (token) of each consumer's normalised name is a row, kept in name order by the
-- primary key: the consumers whose name has one given token are read in name order and the walk
-- stops after the page. A typed word is always inside one token (tokens are split on ASCII
-- whitespace, which a typed word never holds), so the tokens containing the word find exactly the
-- consumers whose name contains it. `consumer_name_words` lists each account's tokens with how many
-- consumers have them, to find a word's tokens (trigram index) and to choose where to start (a
-- token left with 0 consumers stays listed: it finds nobody).
-- Triggers on consumers keep both exact on every insert, update, delete and truncate.
-- Statements inside the trigger functions end with `;` followed by text on the same line: the
-- migration runner splits on a `;` that ends a line.

create table consumer_name_tokens (
  account_id uuid not null references accounts(id) on delete cascade,
  token text not null,
  name_search text not null,
  document_no text not null,
  primary key (account_id, token, name_search, document_no)
);

create table consumer_name_words (
  account_id uuid not null references accounts(id) on delete cascade,
  token text not null,
  consumers integer not null,
  primary key (account_id, token)
);
create index consumer_name_words_trgm on consumer_name_words using gin (token gin_trgm_ops);

-- The distinct tokens of a normalised name.
create function consumer_name_token_set(name_search text) returns setof text language sql immutable as $$
  select distinct token from regexp_split_to_table(name_search, '[ \t\n\r\f\v]+') as token where token <> ''
$$;

create function consumer_name_tokens_inserted() returns trigger language plpgsql as $$ begin
  with added as (
    insert into consumer_name_tokens (account_id, token, name_search, document_no)
    select n.account_id, t.token, n.name_search, n.document_no from new_rows n cross join lateral consumer_name_token_set(n.name_search) as t(token)
    on conflict do nothing
    returning account_id, token)
  insert into consumer_name_words (account_id, token, consumers)
  select account_id, token, count(*) from added group by account_id, token
  on conflict (account_id, token) do update set consumers = consumer_name_words.consumers + excluded.consumers
  ; return null; end $$;

create function consumer_name_tokens_deleted() returns trigger language plpgsql as $$ begin
  with removed as (
    delete from consumer_name_tokens d
     using (select o.account_id, t.token, o.name_search, o.document_no from old_rows o cross join lateral consumer_name_token_set(o.name_search) as t(token)) r
     where d.account_id = r.account_id and d.token = r.token and d.name_search = r.name_search and d.document_no = r.document_no
    returning d.account_id, d.token)
  update consumer_name_words w set consumers = w.consumers - r.n
    from (select account_id, token, count(*) as n from removed group by account_id, token) r
   where w.account_id = r.account_id and w.token = r.token
  ; return null; end $$;

-- An update of other columns (most of ingestion's upserts) leaves the name and changes nothing here.
create function consumer_name_tokens_updated() returns trigger language plpgsql as $$ begin
  with removed as (
    delete from consumer_name_tokens d
     using (select o.account_id, t.token, o.name_search, o.document_no from old_rows o cross join lateral consumer_name_token_set(o.name_search) as t(token)
             where not exists (select 1 from new_rows n where n.account_id = o.account_id and n.document_no = o.document_no and n.name_search = o.name_search)) r
     where d.account_id = r.account_id and d.token = r.token and d.name_search = r.name_search and d.document_no = r.document_no
    returning d.account_id, d.token)
  update consumer_name_words w set consumers = w.consumers - r.n
    from (select account_id, token, count(*) as n from removed group by account_id, token) r
   where w.account_id = r.account_id and w.token = r.token
  ; with added as (
    insert into consumer_name_tokens (account_id, token, name_search, document_no)
    select n.account_id, t.token, n.name_search, n.document_no from new_rows n cross join lateral consumer_name_token_set(n.name_search) as t(token)
     where not exists (select 1 from old_rows o where o.account_id = n.account_id and o.document_no = n.document_no and o.name_search = n.name_search)
    on conflict do nothing
    returning account_id, token)
  insert into consumer_name_words (account_id, token, consumers)
  select account_id, token, count(*) from added group by account_id, token
  on conflict (account_id, token) do update set consumers = consumer_name_words.consumers + excluded.consumers
  ; return null; end $$;

create function consumer_name_tokens_truncated() returns trigger language plpgsql as $$ begin
  truncate consumer_name_tokens, consumer_name_words
  ; return null; end $$;

create trigger consumers_name_tokens_insert after insert on consumers referencing new table as new_rows
  for each statement execute function consumer_name_tokens_inserted();
create trigger consumers_name_tokens_update after update on consumers referencing old table as old_rows new table as new_rows
  for each statement execute function consumer_name_tokens_updated();
create trigger consumers_name_tokens_delete after delete on consumers referencing old table as old_rows
  for each statement execute function consumer_name_tokens_deleted();
create trigger consumers_name_tokens_truncate after truncate on consumers
  for each statement execute function consumer_name_tokens_truncated();

-- The consumers already stored.
insert into consumer_name_tokens (account_id, token, name_search, document_no)
select c.account_id, t.token, c.name_search, c.document_no from consumers c cross join lateral consumer_name_token_set(c.name_search) as t(token);
insert into consumer_name_words (account_id, token, consumers)
select account_id, token, count(*) from consumer_name_tokens group by account_id, token;
