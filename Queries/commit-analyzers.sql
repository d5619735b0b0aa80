-- name: commit-analyzers
-- The analyzer each commit up to one commit was measured with, by position.
-- Parameters:
--   :repository  repositories.id
--   :seq         the last commit's position on the timeline (commits.seq)
SELECT c.seq, c.analyzer_id
FROM commits AS c
WHERE c.repository_id = :repository AND c.seq <= :seq;
