-- RFV scores (contracts/metrics.md "RFV clusters") per analysis period and registered consumer,
-- computed in SQL from processing's per-consumer aggregates. neverBought consumers have a row with
-- scores 0. Opt-ins are copied from dim_consumers at compute time so the channel reach per cluster
-- is one GROUP BY. A period is recomputed by deleting its rows and inserting them again.
CREATE TABLE IF NOT EXISTS rfv_scores
(
    account_id UUID,
    analysis_id UUID,
    period_id UUID,
    document_no String,
    cluster LowCardinality(String),
    r UInt8,
    f UInt8,
    v UInt8,
    recency_days Nullable(UInt32),
    tickets UInt32,
    revenue Decimal(38, 2),
    last_date Nullable(Date),
    created_date Date,
    opt_in_sms UInt8,
    opt_in_email UInt8,
    opt_in_whatsapp UInt8,
    opt_in_push UInt8
)
ENGINE = MergeTree
ORDER BY (account_id, analysis_id, period_id, cluster, document_no);

-- Each analysis's latest computed period, so readers that hold only the analytics store (best
-- customers, customer detail: rfvClusterOf) find the default analysis's current clusters.
CREATE TABLE IF NOT EXISTS rfv_current_periods
(
    account_id UUID,
    analysis_id UUID,
    period_id UUID,
    is_default UInt8,
    updated_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY (account_id, analysis_id);
