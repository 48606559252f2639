-- Per-product aggregates of the product analytics pages (/produtos/ranking-produtos, busca/detalhes,
-- arvore-produtos, comparativos), rebuilt by every processing run so no page reads item rows.

-- One row per ticket × product (item lines of the same product on one ticket summed): the exact
-- distinct tickets and clients of any set of products, the hours, and what else the baskets held.
-- `ticket` and `consumer` are cityHash64 keys (64 bits: exact distinct counts for any realistic
-- chain); `consumer` is 0 on a non-loyalty ticket (metrics contract: a consumer of the account
-- registered on or before the ticket's day). The catalogue's department, category and subcategory
-- are copied in, so the tree and the filters need no join.
CREATE TABLE IF NOT EXISTS agg_product_tickets
(
    account_id UUID,
    processing_uuid UUID,
    local_date Date,
    unit_id_erp LowCardinality(String),
    sku String,
    department LowCardinality(String),
    category LowCardinality(String),
    subcategory LowCardinality(String),
    local_hour UInt8,
    ticket UInt64,
    consumer UInt64,
    is_weightable UInt8,
    -- Σ quantity (kg for a weighable product)
    quantity Decimal(38, 3),
    -- items as the metrics contract counts them: the quantity sold by unit, 1 per weighable line
    items Decimal(38, 3),
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, local_date, sku, unit_id_erp);

-- The same rolled up per day × store × product: additive sums (tickets too: a ticket has one day
-- and one store) that rankings, the tree and comparisons read without touching the ticket rows.
CREATE TABLE IF NOT EXISTS agg_product_daily
(
    account_id UUID,
    processing_uuid UUID,
    local_date Date,
    unit_id_erp LowCardinality(String),
    sku String,
    department LowCardinality(String),
    category LowCardinality(String),
    subcategory LowCardinality(String),
    is_weightable UInt8,
    tickets UInt64,
    quantity Decimal(38, 3),
    items Decimal(38, 3),
    kg Decimal(38, 3),
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, local_date, sku, unit_id_erp);
