-- A customer's own tickets and lines, ordered by (account, document): /clientes/detalhes-cliente
-- (KPIs, purchases with their lines, favourite products and departments) reads one consumer's rows
-- as one contiguous range instead of finding them through the document's bloom filter in the sales
-- facts, which are sorted by day and store (issue 8: detail p95 ≤ 100 ms; a busy customer's tickets
-- sit in a granule of nearly every day of the 10M-ticket `large`, measured 150–600 ms).
-- Kept by ingestion through materialized views: every insert into tickets / ticket_items also
-- writes its rows that carry a document here, in the same insert (the facts without a document are
-- never a customer's). A sales batch taken back (ingestion's abortBatch) is deleted here too, by
-- batch. Whether a ticket is a loyalty one (on or after the registration day) is still decided when
-- read, as on the facts: the rows are an exact copy, not a summary.
CREATE TABLE IF NOT EXISTS customer_tickets
(
    account_id UUID,
    document_no String,
    created_at DateTime64(3, 'UTC'),
    ticket_id String,
    local_date Date,
    unit_id_erp LowCardinality(String),
    total Decimal(18, 2),
    discount Decimal(18, 2),
    items Decimal(18, 3),
    batch_id UUID
)
ENGINE = MergeTree
ORDER BY (account_id, document_no, created_at, ticket_id)
SETTINGS index_granularity = 1024;

CREATE TABLE IF NOT EXISTS customer_ticket_items
(
    account_id UUID,
    document_no String,
    ticket_id String,
    line UInt16,
    local_date Date,
    sku String,
    quantity Decimal(18, 3),
    unit_price Decimal(18, 2),
    discount Decimal(18, 2),
    total Decimal(18, 2),
    batch_id UUID
)
ENGINE = MergeTree
ORDER BY (account_id, document_no, ticket_id, line)
SETTINGS index_granularity = 1024;

CREATE MATERIALIZED VIEW IF NOT EXISTS customer_tickets_mv TO customer_tickets AS
SELECT account_id, document_no, created_at, ticket_id, local_date, unit_id_erp, total, discount, items, batch_id
  FROM tickets WHERE document_no != '';

CREATE MATERIALIZED VIEW IF NOT EXISTS customer_ticket_items_mv TO customer_ticket_items AS
SELECT account_id, document_no, ticket_id, line, local_date, sku, quantity, unit_price, discount, total, batch_id
  FROM ticket_items WHERE document_no != '';

-- The facts loaded before this migration (nothing is written while migrations run). Emptied first
-- so that a migration stopped half-way and run again copies everything once.
TRUNCATE TABLE customer_tickets;

TRUNCATE TABLE customer_ticket_items;

INSERT INTO customer_tickets
SELECT account_id, document_no, created_at, ticket_id, local_date, unit_id_erp, total, discount, items, batch_id
  FROM tickets WHERE document_no != '';

INSERT INTO customer_ticket_items
SELECT account_id, document_no, ticket_id, line, local_date, sku, quantity, unit_price, discount, total, batch_id
  FROM ticket_items WHERE document_no != '';
