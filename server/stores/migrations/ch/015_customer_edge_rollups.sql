-- Interests by age at a reference date other than the interests rollup's `band_day` (CH 012): the
-- consumers a birthday moves to another age band between the two days are corrected one by one. They
-- are found by birth date — a band's first age reached between the two days — so the per-consumer
-- category rows are kept here a second time, sorted by birth date: the correction reads the few birth
-- date ranges it needs instead of every consumer's rows of the period (agg_consumer_categories is
-- sorted by month). Only consumers with a birth date (the others never move).
CREATE TABLE IF NOT EXISTS agg_consumer_birth_categories
(
    account_id UUID,
    processing_uuid UUID,
    birth_date Date32,
    consumer UInt64,
    month Date,
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    department LowCardinality(String),
    category LowCardinality(String),
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, birth_date, consumer, month, department, category);

-- Demographics for a period that starts or ends inside a month (CH 012 sums whole months): the
-- loyalty tickets and revenue of each day per registration store, person type, gender group, birth
-- month and place. The page subtracts the days of its first and last months outside the period from
-- the rows of those few days (sorted by day), instead of reading every consumer's purchase days.
CREATE TABLE IF NOT EXISTS agg_customer_demographic_days
(
    account_id UUID,
    processing_uuid UUID,
    local_date Date,
    registration_unit LowCardinality(String),
    person_type LowCardinality(String),
    gender LowCardinality(String),
    birth_ym UInt32,
    city String,
    neighborhood String,
    tickets UInt64,
    revenue Decimal(38, 2)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, local_date, registration_unit, person_type, gender, birth_ym, city, neighborhood);
