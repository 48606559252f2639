-- Product analytics pages at p95 ≤ 150 ms on the `large` chain (issue 9). CH 013's two tables are
-- sorted by day: every page read a whole period of ticket × product rows (~3.4M for 30 days of a
-- large chain) to answer for a few products, and grouped ~3M day × store × product rows for any
-- ranking. Three tables, rebuilt by every processing run from agg_product_tickets (and by
-- `npm run bench:products` the same way), let each page read only what it shows:

-- 1. The ticket × product rows again, sorted by department, category, month and product: one
-- product's, one category's or one department's rows of a period are a few ranges (the detail, the
-- comparisons, the ranking's top 100 and a department's distinct tickets and clients). Each row also
-- keeps the departments of the ticket's other products ("bought with" without a self-join).
CREATE TABLE IF NOT EXISTS agg_product_catalogue_tickets
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
    quantity Decimal(38, 3),
    items Decimal(38, 3),
    revenue Decimal(38, 2),
    other_departments Array(LowCardinality(String))
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, department, category, toStartOfMonth(local_date), sku, local_date);

-- 2. Per-product additive sums per day (grain 0) and per Monday–Sunday week (grain 1), for each
-- store and for every store together (all_units = 1, unit_id_erp ''). A period is read as its whole
-- weeks plus or minus at most three days at each end (signed rows), so 30 days are ~5 weeks of
-- products instead of 30 days × stores. `loyalty_tickets` (tickets with a loyalty consumer) bounds the
-- product's distinct clients from above.
CREATE TABLE IF NOT EXISTS agg_product_periods
(
    account_id UUID,
    processing_uuid UUID,
    grain UInt8,
    all_units UInt8,
    unit_id_erp LowCardinality(String),
    department LowCardinality(String),
    category LowCardinality(String),
    subcategory LowCardinality(String),
    period_start Date,
    sku String,
    is_weightable UInt8,
    tickets UInt64,
    loyalty_tickets UInt64,
    quantity Decimal(38, 3),
    items Decimal(38, 3),
    kg Decimal(38, 3),
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, grain, all_units, unit_id_erp, period_start, department, category, sku);

-- 3. The same per group of the catalogue: level 0 = every product, 1 = a department, 2 = a category,
-- 3 = a subcategory. A ticket has one day and one store, so its distinct tickets per group add up
-- over days and stores (never over groups: each level is counted on its own).
CREATE TABLE IF NOT EXISTS agg_product_group_periods
(
    account_id UUID,
    processing_uuid UUID,
    grain UInt8,
    all_units UInt8,
    unit_id_erp LowCardinality(String),
    level UInt8,
    department LowCardinality(String),
    category LowCardinality(String),
    subcategory LowCardinality(String),
    period_start Date,
    tickets UInt64,
    quantity Decimal(38, 3),
    items Decimal(38, 3),
    kg Decimal(38, 3),
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, grain, all_units, unit_id_erp, level, period_start, department, category, subcategory);

-- 4. Each day's loyalty consumers per store (deduplicated): the distinct clients of a period without
-- a catalogue filter read these instead of every ticket × product row.
CREATE TABLE IF NOT EXISTS agg_product_consumer_days
(
    account_id UUID,
    processing_uuid UUID,
    local_date Date,
    unit_id_erp LowCardinality(String),
    consumer UInt64
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, local_date, unit_id_erp, consumer);

-- 5. Each product's department and category in the run (as its ticket rows have them): where to
-- find a product's rows in agg_product_catalogue_tickets.
CREATE TABLE IF NOT EXISTS agg_product_places
(
    account_id UUID,
    processing_uuid UUID,
    sku String,
    department LowCardinality(String),
    category LowCardinality(String)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, sku);
