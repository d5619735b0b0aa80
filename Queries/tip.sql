-- name: tip
-- The last commit stored for the branch.
-- Parameters:
--   :repository  repositories.id
SELECT c.id, c.seq, c.sha, c.author_name, c.committed_at, c.subject, c.is_merge, c.rebaselined
FROM commits AS c
WHERE c.repository_id = :repository
ORDER BY c.seq DESC
LIMIT 1;
