-- name: inventory-deltas
-- How each commit changed the inventory, per family: sites, literals,
-- off-scale literals, token uses, and each literal value's sites (key
-- 'family:value'), in timeline order.
-- Parameters:
--   :repository  repositories.id
SELECT c.seq, r.key_kind, r.key, r.delta
FROM commits AS c
JOIN commit_rollups AS r
    ON r.commit_id = c.id AND r.key_kind IN ('sites', 'literals', 'off_scale', 'tokens', 'value')
WHERE c.repository_id = :repository
ORDER BY c.seq;
