-- Sales facts (contracts/sales-ingestion.md) and the dimensions mirrored from the operational store.
-- Days are in the data time zone (America/Bahia); instants are UTC.

CREATE TABLE IF NOT EXISTS tickets
(
    account_id UUID,
    ticket_id String,
    unit_id_erp LowCardinality(String),
    operator_id String,
    operator_name String,
    document_no String,
    created_at DateTime64(3, 'UTC'),
    local_date Date,
    local_hour UInt8,
    channel LowCardinality(String),
    total Decimal(18, 2),
    discount Decimal(18, 2),
    -- Σ quantity of items sold by unit + 1 per weighable line (metrics contract)
    items Decimal(18, 3),
    batch_id UUID,
    INDEX ticket_id_bf ticket_id TYPE bloom_filter GRANULARITY 4
)
ENGINE = MergeTree
PARTITION BY toYear(local_date)
ORDER BY (account_id, local_date, unit_id_erp, ticket_id);

CREATE TABLE IF NOT EXISTS ticket_items
(
    account_id UUID,
    ticket_id String,
    local_date Date,
    unit_id_erp LowCardinality(String),
    document_no String,
    line UInt16,
    sku String,
    ean String,
    quantity Decimal(18, 3),
    unit_price Decimal(18, 2),
    discount Decimal(18, 2),
    total Decimal(18, 2),
    is_weightable UInt8,
    batch_id UUID
)
ENGINE = MergeTree
PARTITION BY toYear(local_date)
ORDER BY (account_id, local_date, sku, ticket_id);

CREATE TABLE IF NOT EXISTS dim_consumers
(
    account_id UUID,
    document_no String,
    person_type LowCardinality(String),
    gender LowCardinality(String),
    birth_date Nullable(Date),
    created_date Date,
    unit_id_erp String,
    city_name String,
    neighborhood String,
    opt_in_sms UInt8,
    opt_in_email UInt8,
    opt_in_whatsapp UInt8,
    opt_in_push UInt8,
    updated_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY (account_id, document_no);

CREATE TABLE IF NOT EXISTS dim_products
(
    account_id UUID,
    sku String,
    name String,
    department LowCardinality(String),
    category LowCardinality(String),
    subcategory String,
    brand String,
    measure LowCardinality(String),
    is_weightable UInt8,
    updated_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY (account_id, sku);

-- What processing computes for the pages (one set of rows per processing run: pages read the rows
-- of the account's latest finished run, so a run in progress never shows half its figures).

-- Revenue, coupons and items per day, store, loyalty and person type.
CREATE TABLE IF NOT EXISTS agg_sales_daily
(
    account_id UUID,
    processing_uuid UUID,
    local_date Date,
    unit_id_erp LowCardinality(String),
    loyalty UInt8,
    -- 'F' or 'J' from the buyer's registration (or the document's length); '' when anonymous
    person_type LowCardinality(String),
    tickets UInt64,
    revenue Decimal(38, 2),
    discount Decimal(38, 2),
    items Decimal(38, 3)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, local_date, unit_id_erp);

-- Loyalty purchases per consumer, day and store: distinct clients and recency windows.
CREATE TABLE IF NOT EXISTS agg_consumer_days
(
    account_id UUID,
    processing_uuid UUID,
    local_date Date,
    unit_id_erp LowCardinality(String),
    document_no String,
    person_type LowCardinality(String),
    -- the consumer's registration store (customer-base figures filter stores by it)
    registration_unit LowCardinality(String),
    tickets UInt32,
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, local_date, document_no);

-- Every registered consumer with their first and last loyalty purchase (null when none): the
-- customer base (registered, never bought, purchased "ever" up to a reference date).
CREATE TABLE IF NOT EXISTS agg_consumers
(
    account_id UUID,
    processing_uuid UUID,
    document_no String,
    created_date Date,
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    first_date Nullable(Date),
    last_date Nullable(Date)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, document_no);

-- Coupons and revenue per operator, store and day, identified (a document on the coupon) or not.
CREATE TABLE IF NOT EXISTS agg_operator_daily
(
    account_id UUID,
    processing_uuid UUID,
    local_date Date,
    unit_id_erp LowCardinality(String),
    operator_id String,
    operator_name String,
    identified UInt8,
    tickets UInt64,
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, unit_id_erp, operator_id, local_date);
