-- name: repositories
-- The repositories and branches a database holds, the most recently
-- collected first. Each figure is its own lookup: joined, every collect run
-- would be paired with every commit, and a nightly collect would make every
-- report a little slower each night.
-- Parameters: none.
SELECT r.id, r.root, r.branch,
       (SELECT max(u.finished_at) FROM runs AS u WHERE u.repository_id = r.id AND u.status = 'ok') AS last_collect,
       (SELECT count(*) FROM commits AS c WHERE c.repository_id = r.id) AS commits
FROM repositories AS r
ORDER BY last_collect DESC, r.id DESC;
