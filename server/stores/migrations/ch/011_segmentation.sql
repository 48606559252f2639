-- Segmentation (contracts/segmentation.md): what a segment definition is evaluated on, rebuilt by
-- every processing run so an evaluation never reads ticket or item rows.

-- The registration fields segmentation needs beyond the ones mirrored already: the address's state,
-- and whether the e-mail and the mobile phone are valid contacts (an opt-in without a valid contact
-- reaches nobody). Rows mirrored before this migration get them on the next processing run.
ALTER TABLE dim_consumers ADD COLUMN IF NOT EXISTS federative_unit String;
ALTER TABLE dim_consumers ADD COLUMN IF NOT EXISTS email_valid UInt8;
ALTER TABLE dim_consumers ADD COLUMN IF NOT EXISTS mobile_valid UInt8;

-- One row per registered consumer with every attribute a criterion reads: demographics, the address
-- normalised (lower case, no accents, single spaces) so cities and neighbourhoods compare accent- and
-- case-insensitively, the reachable channels (opted in with a valid contact), the first and last
-- loyalty purchase, the position, a 64-bit key for cheap set operations, and the loyalty purchase
-- days with their tickets and revenue (sorted, aligned arrays): a window's frequency, spend and
-- average ticket are then computed on the consumer's row, with no GROUP BY over consumer-days.
CREATE TABLE IF NOT EXISTS agg_segment_consumers
(
    account_id UUID,
    processing_uuid UUID,
    document_no String,
    consumer UInt64,
    person_type LowCardinality(String),
    gender LowCardinality(String),
    birth_date Nullable(Date32),
    created_date Date,
    registration_unit LowCardinality(String),
    city_key String,
    neighborhood_key String,
    uf_key LowCardinality(String),
    reach_sms UInt8,
    reach_email UInt8,
    reach_whatsapp UInt8,
    reach_push UInt8,
    first_date Nullable(Date),
    last_date Nullable(Date),
    latitude Nullable(Float64),
    longitude Nullable(Float64),
    days Array(Date),
    day_tickets Array(UInt32),
    day_revenue Array(Decimal(38, 2))
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, consumer);

-- Loyalty quantities (and item revenue) per consumer, day and product (department and category copied in): the
-- `purchased` criterion sums a window of it. Ordered by department/category/sku so a criterion on
-- a few of them reads only their granules.
CREATE TABLE IF NOT EXISTS agg_consumer_day_products
(
    account_id UUID,
    processing_uuid UUID,
    department LowCardinality(String),
    category LowCardinality(String),
    sku String,
    local_date Date,
    consumer UInt64,
    quantity Decimal(38, 3),
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, department, category, sku, local_date, consumer);

-- Consumers' tags (module user_tags), copied from the operational store by each run.
CREATE TABLE IF NOT EXISTS agg_consumer_tags
(
    account_id UUID,
    processing_uuid UUID,
    tag String,
    consumer UInt64
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, tag, consumer);
