-- Segmentation speed (issue 10 targets).

-- The consumer's 64-bit key (cityHash64 of the document, as agg_segment_consumers.consumer) on each
-- RFV score: an evaluation probes and groups clusters by a number instead of hashing a million
-- documents each time. Computed on insert; rows written before this migration compute it on read.
ALTER TABLE rfv_scores ADD COLUMN IF NOT EXISTS consumer UInt64 MATERIALIZED cityHash64(document_no);
