-- The keys of every loaded ticket, ordered by them: ingestion finds duplicates with a primary-key
-- lookup instead of reading the whole tickets table of the account for each chunk.
CREATE TABLE IF NOT EXISTS ticket_keys
(
    account_id UUID,
    ticket_id String,
    batch_id UUID
)
ENGINE = MergeTree
ORDER BY (account_id, ticket_id);

INSERT INTO ticket_keys SELECT account_id, ticket_id, batch_id FROM tickets;
