-- A 64-bit key per consumer beside the document, computed when processing writes a run: counting
-- distinct clients over a period (uniqExact) hashes numbers instead of strings, ~3× faster on the
-- `large` dataset (bench:pages). uniqExact already keeps 128-bit hashes of strings; with 64 bits two
-- of a chain's million documents collide with a probability of ~3·10⁻⁸. Runs written before this
-- migration compute the key when read.
ALTER TABLE agg_consumer_days ADD COLUMN IF NOT EXISTS consumer UInt64 MATERIALIZED cityHash64(document_no);
