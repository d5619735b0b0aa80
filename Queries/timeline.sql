-- name: timeline
-- The commits of a repository's branch in timeline order, with the analyzer
-- each was measured with and whether the analyzer changed at it.
-- Parameters:
--   :repository  repositories.id
SELECT c.seq, c.sha, c.committed_at, c.subject, c.is_merge, a.fingerprint, c.rebaselined
FROM commits AS c
JOIN analyzers AS a ON a.id = c.analyzer_id
WHERE c.repository_id = :repository
ORDER BY c.seq;
