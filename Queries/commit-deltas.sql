-- name: commit-deltas
-- The commits of a stretch of the timeline with how each changed the
-- findings: in total, per family and per rule. A commit that changed no
-- count has no rows.
-- Parameters:
--   :repository  repositories.id
--   :from_seq    the first commit's position (commits.seq)
--   :to_seq      the last commit's position
SELECT c.seq, r.key_kind, r.key, r.delta
FROM commits AS c
JOIN commit_rollups AS r ON r.commit_id = c.id AND r.key_kind IN ('total', 'family', 'rule')
WHERE c.repository_id = :repository AND c.seq BETWEEN :from_seq AND :to_seq
ORDER BY c.seq, r.key_kind, r.key;
