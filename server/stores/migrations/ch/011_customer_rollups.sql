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
