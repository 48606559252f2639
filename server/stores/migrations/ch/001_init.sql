-- Dimensions mirrored from the operational store, for joins with sales facts.
CREATE TABLE IF NOT EXISTS dim_units
(
    account_id UUID,
    id_erp String,
    name String,
    cnpj String,
    city String,
    federative_unit LowCardinality(String),
    latitude Nullable(Float64),
    longitude Nullable(Float64),
    active UInt8,
    updated_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY (account_id, id_erp)
