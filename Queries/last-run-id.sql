-- name: last-run-id
-- The newest collect run of the timeline, finished or not: what an alert has
-- seen when it reports through the last stored commit.
-- Parameters:
--   :repository  repositories.id
SELECT max(id) AS id FROM runs WHERE repository_id = :repository;
