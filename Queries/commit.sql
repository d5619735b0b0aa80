-- name: commit
-- One commit of the timeline, found by its sha or a prefix of it (two rows
-- when the prefix is ambiguous).
-- Parameters:
--   :repository  repositories.id
--   :rev         a sha, or the start of one (lowercase hex)
SELECT c.id, c.seq, c.sha, c.parent_sha, c.author_name, c.author_email, c.authored_at, c.committed_at,
       c.subject, c.is_merge, c.rebaselined, c.analyzer_id, c.run_id
FROM commits AS c
WHERE c.repository_id = :repository AND c.sha >= :rev AND c.sha < :rev || 'g'
ORDER BY c.seq
LIMIT 2;
