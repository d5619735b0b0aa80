-- name: repositories
-- The repositories and branches a database holds, the most recently
-- collected first.
-- Parameters: none.
SELECT r.id, r.root, r.branch, max(u.finished_at) AS last_collect, count(DISTINCT c.id) AS commits
FROM repositories AS r
LEFT JOIN runs AS u ON u.repository_id = r.id AND u.status = 'ok'
LEFT JOIN commits AS c ON c.repository_id = r.id
GROUP BY r.id
ORDER BY last_collect DESC, r.id DESC;
