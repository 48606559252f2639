-- What the product pages count distinct on every request, laid out for it (issue 9: p95 ≤ 150 ms on
-- `large`): two more copies of CH 013's ticket × product rows, each sorted for one read, and the
-- catalogue groups' consumers and products as bitmaps. All are rebuilt by every processing run.

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

-- 3. Dense numbers of a run's loyalty consumers and products (1, 2, … in the order of their keys), so
-- that the sets below are compact bitmaps.
CREATE TABLE IF NOT EXISTS agg_product_consumer_ids
(
    account_id UUID,
    processing_uuid UUID,
    consumer UInt64,
    id UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, consumer);

CREATE TABLE IF NOT EXISTS agg_product_sku_ids
(
    account_id UUID,
    processing_uuid UUID,
    sku String,
    id UInt32
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, sku);

-- 4. Each catalogue group's loyalty consumers and products that sold, as bitmaps of those numbers, per
-- day (grain 0) and per Monday–Sunday week (grain 1), every store together: level 0 = every product,
-- 1 = a department, 2 = a category, 3 = a subcategory. Distinct counts do not subtract, so a period
-- reads the weeks wholly inside it and its other days one by one, and merges their sets: the tree's
-- exact clients and products per group without its ticket rows (a month's 1 220 groups in ~60 ms
-- against ~130 ms counting the rows), and a ranking's products with and without loyalty sales. A
-- store filter reads the rows instead.
CREATE TABLE IF NOT EXISTS agg_product_group_sets
(
    account_id UUID,
    processing_uuid UUID,
    grain UInt8,
    period_start Date,
    level UInt8,
    department LowCardinality(String),
    category LowCardinality(String),
    subcategory LowCardinality(String),
    consumers AggregateFunction(groupBitmap, UInt32),
    products AggregateFunction(groupBitmap, UInt32),
    -- the products a loyalty consumer bought
    loyalty_products AggregateFunction(groupBitmap, UInt32)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, grain, period_start, level, department, category, subcategory);
