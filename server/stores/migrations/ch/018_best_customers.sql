-- The best customers of the page's default period (issue 8: p95 ≤ 150 ms on a million consumers):
-- processing ranks the consumers by loyalty revenue (then tickets) over the 12 months that end at
-- the run's last loyalty purchase day (from the first day of the month 11 months back), every store,
-- and keeps the page's top 100 with ties of each view — everyone (view ''), natural persons ('F'),
-- legal persons ('J'). The page's usual address is then a read of these few rows instead of grouping
-- the period's consumer-days (~5M on a chain's year) into a million consumers. Other periods and
-- store filters keep the general query. Per consumer: revenue and tickets (as agg_consumer_days gives
-- them), items of the same loyalty tickets, the last purchase day and the favourite store (most
-- tickets, then more revenue, then the store id).
CREATE TABLE IF NOT EXISTS agg_best_customers_top
(
    account_id UUID,
    processing_uuid UUID,
    window_start Date,
    window_end Date,
    view LowCardinality(String),
    document_no String,
    revenue Decimal(38, 2),
    tickets UInt64,
    items Decimal(38, 3),
    last_day Date,
    favourite_unit LowCardinality(String)
)
ENGINE = MergeTree
ORDER BY (account_id, processing_uuid, view);
