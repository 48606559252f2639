-- Each registered consumer's loyalty purchase days (sorted, any store) beside their first and last:
-- whether they bought in a period, their last purchase before a reference date and the clients of
-- each month are then read from one row per consumer instead of counting distinct consumers over
-- the period's consumer-days (bench:pages on `large`). Runs written before this migration have
-- empty lists; the queries check for that (runFacts.days_ready) and read the consumer-days instead.
ALTER TABLE agg_consumers ADD COLUMN IF NOT EXISTS purchase_days Array(Date);
