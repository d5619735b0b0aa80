-- name: renames-at
-- The files one commit renamed: each new path with the path it came from.
-- Parameters:
--   :repository  repositories.id
--   :seq         the commit's position on the timeline (commits.seq)
SELECT f.path AS from_path, t.path AS to_path
FROM commits AS c
JOIN renames AS r ON r.commit_id = c.id
JOIN paths AS f ON f.id = r.from_path_id
JOIN paths AS t ON t.id = r.to_path_id
WHERE c.repository_id = :repository AND c.seq = :seq
ORDER BY t.path;
