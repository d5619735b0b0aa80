-- name: counters-at
-- Every counter's running total after one commit: findings (total, per
-- family, rule and file) and, per family, the inventory's sites, literals,
-- off-scale literals and token uses. Literal values are 'values-at'.
-- Parameters:
--   :repository  repositories.id
--   :seq         the commit's position on the timeline (commits.seq)
SELECT r.key_kind, r.key, sum(r.delta) AS total
FROM commits AS c
JOIN commit_rollups AS r ON r.commit_id = c.id AND r.key_kind <> 'value'
WHERE c.repository_id = :repository AND c.seq <= :seq
GROUP BY r.key_kind, r.key
HAVING sum(r.delta) <> 0
ORDER BY r.key_kind, r.key;
