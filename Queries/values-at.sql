-- name: values-at
-- The distinct literal values of each family after one commit, with how
-- many sites use each: the reference's headline number is their count.
-- Parameters:
--   :repository  repositories.id
--   :seq         the commit's position on the timeline (commits.seq)
SELECT substr(r.key, 1, instr(r.key, ':') - 1) AS family, substr(r.key, instr(r.key, ':') + 1) AS value,
       sum(r.delta) AS sites
FROM commits AS c
JOIN commit_rollups AS r ON r.commit_id = c.id AND r.key_kind = 'value'
WHERE c.repository_id = :repository AND c.seq <= :seq
GROUP BY r.key
HAVING sum(r.delta) > 0
ORDER BY 1, 2;
