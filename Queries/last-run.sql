-- name: last-run
-- The stretch of the timeline the last finished collect added: its first and
-- last commit positions (both null when it added nothing).
-- Parameters:
--   :repository  repositories.id
SELECT min(c.seq) AS first, max(c.seq) AS last
FROM commits AS c
WHERE c.repository_id = :repository
  AND c.run_id = (SELECT max(id) FROM runs WHERE repository_id = :repository AND status = 'ok');
