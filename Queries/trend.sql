-- name: trend
-- How the findings of a repository's branch changed, commit by commit: for
-- every commit where a counter changed, its running total after the commit.
-- Counters are the overall total (key_kind 'total') and the chosen kind
-- ('family' or 'rule'); commits where nothing changed carry the totals before.
-- Parameters:
--   :repository  repositories.id
--   :kind        'family' or 'rule'
SELECT c.seq, r.key_kind, r.key,
       sum(r.delta) OVER (PARTITION BY r.key_kind, r.key ORDER BY c.seq) AS total
FROM commit_rollups AS r
JOIN commits AS c ON c.id = r.commit_id
WHERE c.repository_id = :repository
  AND (r.key_kind = 'total' OR r.key_kind = :kind)
ORDER BY c.seq;
