-- Per-consumer aggregates of the customer analytics pages (/clientes/perfil-demografico, /retencao,
-- /interesses), rebuilt by every processing run so the pages never scan item rows per request.

-- Birth dates before 1970 do not fit ClickHouse's Date (1970–2149: 1956-01-15 became 1970-01-01, so
-- every consumer over ~56 fell into the 55-64 band). Date32 holds 1900–2299; processing mirrors every
-- consumer again on its next run, which rewrites the stored birth dates.
ALTER TABLE dim_consumers MODIFY COLUMN birth_date Nullable(Date32);

-- One row per registered consumer with the dimensions the demographic and interest groups read.
CREATE TABLE IF NOT EXISTS agg_consumer_profiles
(
    account_id UUID,
    processing_uuid UUID,
    document_no String,
    created_date Date,
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    gender LowCardinality(String),
    birth_date Nullable(Date32),
    city_name String,
    neighborhood String
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, document_no);

-- Loyalty tickets and revenue per consumer and month (America/Bahia): cohorts and retention.
CREATE TABLE IF NOT EXISTS agg_consumer_months
(
    account_id UUID,
    processing_uuid UUID,
    month Date,
    document_no String,
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    tickets UInt32,
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, month, document_no);

-- Loyalty revenue per consumer, month, department and category (item totals): interests. The
-- consumer's groups (gender, birth date, person type) and registration store are copied in, so the
-- page reads this one table without joining the profiles; `consumer` counts buyers cheaply.
CREATE TABLE IF NOT EXISTS agg_consumer_categories
(
    account_id UUID,
    processing_uuid UUID,
    month Date,
    document_no String,
    consumer UInt64,
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    gender LowCardinality(String),
    birth_date Nullable(Date32),
    department LowCardinality(String),
    category LowCardinality(String),
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, month, department, category, consumer);
