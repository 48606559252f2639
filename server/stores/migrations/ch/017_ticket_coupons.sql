-- Coupon codes a sale record carries (contracts/sales-ingestion.md + issue 12: optional
-- `coupon_codes` on a sale), one row per ticket × code, so coupon results join tickets.
CREATE TABLE IF NOT EXISTS ticket_coupons
(
    account_id UUID,
    ticket_id String,
    local_date Date,
    unit_id_erp LowCardinality(String),
    document_no String,
    code String,
    batch_id UUID
)
ENGINE = MergeTree
ORDER BY (account_id, code, ticket_id);
