-- Product search (/produtos/busca-produto): by name without case or accents, SKU or EAN, on catalogues
-- of tens of thousands of products. The same normalisation as the consumers' name search (009).
create extension if not exists pg_trgm;

alter table products add column if not exists name_search text generated always as (
  translate(lower(name), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')
) stored;

-- Trigram index: every word of a name search is a `like '%word%'`, which it answers. The SKU is the
-- primary key (account_id, sku) and the EANs have their GIN index (005).
create index if not exists products_name_trgm on products using gin (name_search gin_trgm_ops);
