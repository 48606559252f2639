-- Rollups of the customer analytics pages, built by processing from the per-consumer aggregates of
-- 006, so a page reads a few thousand pre-aggregated rows instead of a million per-consumer rows.
-- Every dimension is a function of the consumer (registration store, person type), so summing the
-- rows of the chosen stores and person type counts each consumer once: the figures stay exact.

-- Retention cohorts: consumers by the month of their first loyalty ticket ever (`cohort`) and each
-- month they bought in (`month`, the cohort's own month included).
CREATE TABLE IF NOT EXISTS agg_customer_cohorts
(
    account_id UUID,
    processing_uuid UUID,
    cohort Date,
    month Date,
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    consumers UInt64
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, cohort, month, registration_unit, person_type);

-- Demographic profile: per registration store, person type and one dimension of the consumer
-- (`kind`: gender F/M/other; birth = the birth month YYYYMM, 0 without a birth date; place = the
-- neighbourhood, with its `city`), the registered consumers (rows of month 1970-01-01, whatever
-- their registration day) and the loyalty tickets and revenue of each month (rows of that month).
-- The page sums the months of its period and corrects, from agg_consumer_purchases, the few
-- consumers a month key cannot place exactly: those registered after the reference date, the days
-- of the first and last month outside the period, and those born in the reference date's month of
-- a year where that birthday moves them to another age band.
CREATE TABLE IF NOT EXISTS agg_customer_demographics
(
    account_id UUID,
    processing_uuid UUID,
    month Date,
    kind LowCardinality(String),
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    key String,
    city String,
    consumers UInt64,
    tickets UInt64,
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, month, kind, registration_unit, person_type, key);

-- One row per registered consumer with their dimensions, address position and loyalty purchase days
-- (tickets and revenue per day, days ascending): the exact corrections above read a handful of these
-- rows, found by birth month (the sort key) or by registration day; the map's summary reads each
-- consumer's status, place and revenue of the period from this one row (no join with the days).
CREATE TABLE IF NOT EXISTS agg_consumer_purchases
(
    account_id UUID,
    processing_uuid UUID,
    birth_ym UInt32,
    document_no String,
    created_date Date,
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    gender LowCardinality(String),
    birth_date Nullable(Date32),
    city_name String,
    neighborhood String,
    latitude Nullable(Float64),
    longitude Nullable(Float64),
    days Array(Date),
    tickets Array(UInt32),
    revenue Array(Decimal(38, 2))
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, birth_ym, document_no);

-- Interests (whole months): per month, level (0 = every department, 1 = a department, 2 = a
-- category of it), registration store, person type and group, the loyalty revenue and the buying
-- consumers split by `prev`, the last earlier month in which each bought the same item (1970-01-01:
-- never before). The buyers of months [from, to] are the rows of those months whose `prev` is before
-- `from`: each consumer counts once, in the first month of the period they bought in, so the
-- distinct count over any run of whole months stays exact. `view` G: rows by gender (the person type
-- view reads them too); A: rows by the age band at `band_day` (the run's last purchase day), which the
-- page corrects per consumer for those whose band at its reference date is another.
CREATE TABLE IF NOT EXISTS agg_customer_interests
(
    account_id UUID,
    processing_uuid UUID,
    view LowCardinality(String),
    level UInt8,
    department LowCardinality(String),
    month Date,
    prev Date,
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    grp LowCardinality(String),
    category LowCardinality(String),
    band_day Date,
    buyers UInt64,
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, view, level, department, month, prev, registration_unit, person_type, grp, category);
