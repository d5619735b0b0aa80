-- name: commit-at
-- One commit by its position on the timeline.
-- Parameters:
--   :repository  repositories.id
--   :seq         commits.seq
SELECT c.id, c.seq, c.sha, c.author_name, c.author_email, c.authored_at, c.committed_at, c.subject, c.is_merge,
       c.rebaselined, c.analyzer_id
FROM commits AS c
WHERE c.repository_id = :repository AND c.seq = :seq;
