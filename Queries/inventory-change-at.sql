-- name: inventory-change-at
-- The inventory's running totals after one commit, with that commit's own
-- change to each: per family, its sites and token uses ('sites', 'tokens',
-- key the family), and each literal value's sites ('value', key
-- 'family:value'). Totals before the commit are the totals less the change:
-- one pass over the history where two ('counters-at' and 'values-at', at
-- the commit and the one before) summed every counter twice.
-- Parameters:
--   :repository  repositories.id
--   :seq         the commit's position on the timeline (commits.seq)
SELECT r.key_kind, r.key, sum(r.delta) AS total,
       sum(CASE WHEN c.seq = :seq THEN r.delta ELSE 0 END) AS change
FROM commits AS c
JOIN commit_rollups AS r ON r.commit_id = c.id AND r.key_kind IN ('sites', 'tokens', 'value')
WHERE c.repository_id = :repository AND c.seq <= :seq
GROUP BY r.key_kind, r.key;
