-- Two more copies of CH 013's ticket × product rows, each sorted for a read the product pages make on
-- every request (issue 9: p95 ≤ 150 ms on `large`). Both are rebuilt by every processing run.

-- 1. The loyalty rows alone (consumer ≠ 0), sorted by day and product, with the
-- catalogue place: a product's or a group's distinct clients over a period of every product (the
-- least-sold ranking by clients, the tree's levels and its search) read half the ticket × product
-- rows and no consumer column to filter them (issue 9: p95 ≤ 150 ms on `large`; counting every
-- product's clients of 30 days went from ~120 to ~50 ms).
CREATE TABLE IF NOT EXISTS agg_product_loyalty_rows
(
    account_id UUID,
    processing_uuid UUID,
    local_date Date,
    unit_id_erp LowCardinality(String),
    sku String,
    department LowCardinality(String),
    category LowCardinality(String),
    subcategory LowCardinality(String),
    consumer UInt64
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, local_date, sku, unit_id_erp);

-- 2. Every row, sorted by month and product: a hundred listed products' rows of
-- a period (a ranking's figures, their distinct tickets and clients together, the tree's products)
-- are a hundred ranges per month. In the day-sorted rows nearly every granule holds one of them, so
-- every column of the whole period was read to keep a few thousand rows (~45 ms for 100 products).
CREATE TABLE IF NOT EXISTS agg_product_sku_tickets
(
    account_id UUID,
    processing_uuid UUID,
    local_date Date,
    unit_id_erp LowCardinality(String),
    sku String,
    department LowCardinality(String),
    category LowCardinality(String),
    subcategory LowCardinality(String),
    ticket UInt64,
    consumer UInt64,
    is_weightable UInt8,
    quantity Decimal(38, 3),
    items Decimal(38, 3),
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, toStartOfMonth(local_date), sku, local_date)
SETTINGS index_granularity = 1024;
