-- Where each registered consumer lives, copied by processing into their agg_consumers row (the map
-- of /clientes/mapa reads points, neighbourhoods and visible-area counts from this one row per
-- consumer instead of joining the registration mirror, dim_consumers FINAL, on every request).
-- Runs written before this migration have empty places until the next processing run.
ALTER TABLE agg_consumers ADD COLUMN IF NOT EXISTS city String;
ALTER TABLE agg_consumers ADD COLUMN IF NOT EXISTS neighborhood String;
ALTER TABLE agg_consumers ADD COLUMN IF NOT EXISTS latitude Nullable(Float64);
ALTER TABLE agg_consumers ADD COLUMN IF NOT EXISTS longitude Nullable(Float64);
