-- name: left-commits
-- The commits that left the branch when its history was rewritten (a force-push): where each
-- stood on the timeline, and when it left. They are not counted anywhere.
-- Parameters:
--   :repository  repositories.id
SELECT seq, substr(sha, 1, 10) AS sha, committed_at, author_name, subject, left_at
FROM left_commits
WHERE repository_id = :repository
ORDER BY left_at DESC, seq
