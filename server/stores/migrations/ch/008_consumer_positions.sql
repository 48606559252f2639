-- Each consumer's address position (contracts/customers.md "Customer map"), mirrored from the
-- operational store with the rest of the registration: the map reads points, neighbourhood centres
-- and the status count of a visible area from here. Rows mirrored before this migration have no
-- position until the next processing run mirrors the consumers again.
ALTER TABLE dim_consumers ADD COLUMN IF NOT EXISTS latitude Nullable(Float64);
ALTER TABLE dim_consumers ADD COLUMN IF NOT EXISTS longitude Nullable(Float64);
