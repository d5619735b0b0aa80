-- name: measure-deltas
-- What changes of measure (rules, configuration, the app's tokens or build
-- settings) moved over a stretch of the timeline, summed in total, per family
-- and per rule: each rebaselined commit's 'rebaseline_deltas', or, for one
-- stored before that split, its whole change. A count's change over the
-- stretch less these is what the code did.
-- Parameters:
--   :repository  repositories.id
--   :from_seq    the first commit's position (commits.seq)
--   :to_seq      the last commit's position
WITH rebaselined AS (
    SELECT c.id,
           EXISTS (SELECT 1 FROM rebaseline_deltas AS t WHERE t.commit_id = c.id AND t.key_kind = 'total') AS split
    FROM commits AS c
    WHERE c.repository_id = :repository AND c.seq BETWEEN :from_seq AND :to_seq AND c.rebaselined = 1
), moved AS (
    SELECT m.key_kind, m.key, m.delta
    FROM rebaselined AS b
    JOIN rebaseline_deltas AS m ON m.commit_id = b.id
    WHERE b.split
    UNION ALL
    SELECT r.key_kind, r.key, r.delta
    FROM rebaselined AS b
    JOIN commit_rollups AS r ON r.commit_id = b.id AND r.key_kind IN ('total', 'family', 'rule')
    WHERE NOT b.split
)
SELECT key_kind, key, sum(delta) AS total
FROM moved
GROUP BY key_kind, key
HAVING sum(delta) <> 0
ORDER BY key_kind, key;
