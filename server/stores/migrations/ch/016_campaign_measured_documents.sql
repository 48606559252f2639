-- Campaign results (issue 11): the documents a campaign measures — its recipients and its control
-- group — with each one's registration day (a ticket counts only from it) and whether it is a
-- recipient (per day / store / hour count recipients only). Written once per version of the
-- measured set (a hash of its rows: the ledger or the consumers changed) with one bulk insert, then
-- each results query is one JOIN with `tickets` instead of the documents travelling as array
-- parameters in chunks. Older versions of a campaign are deleted when a new one is written.
CREATE TABLE IF NOT EXISTS campaign_measured_documents
(
    account_id UUID,
    campaign_id UUID,
    version String,
    document_no String,
    registered Date,
    recipient UInt8
)
ENGINE = MergeTree
ORDER BY (account_id, campaign_id, version, document_no);
