-- A customer's own tickets (/clientes/detalhes-cliente: KPIs, purchases, favourites; the best
-- customers' items per basket) are read by document. The facts are sorted by day and store, so a
-- bloom filter on the document lets a lookup skip the granules without that customer's tickets
-- instead of scanning the account's sales.
ALTER TABLE tickets ADD INDEX IF NOT EXISTS document_bf document_no TYPE bloom_filter(0.01) GRANULARITY 1;
ALTER TABLE ticket_items ADD INDEX IF NOT EXISTS document_bf document_no TYPE bloom_filter(0.01) GRANULARITY 1;
ALTER TABLE tickets MATERIALIZE INDEX document_bf;
ALTER TABLE ticket_items MATERIALIZE INDEX document_bf;
