-- name: merged-commits
-- The side-branch commits a merge brought onto the timeline, oldest first.
-- Parameters:
--   :commit  commits.id of the merge
SELECT m.sha, m.author_name, m.authored_at, m.subject
FROM merged_commits AS m
WHERE m.commit_id = :commit
ORDER BY m.authored_at, m.sha;
