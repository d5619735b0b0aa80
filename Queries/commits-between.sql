-- name: commits-between
-- The commits of a stretch of the timeline, oldest first, with the run that
-- stored each.
-- Parameters:
--   :repository  repositories.id
--   :from_seq    the first commit's position (commits.seq)
--   :to_seq      the last commit's position
SELECT c.id, c.seq, c.sha, c.author_name, c.author_email, c.authored_at, c.committed_at, c.subject, c.is_merge,
       c.rebaselined, c.run_id
FROM commits AS c
WHERE c.repository_id = :repository AND c.seq BETWEEN :from_seq AND :to_seq
ORDER BY c.seq;
