-- name: commit-before
-- The last commit of the timeline committed more than some days before an
-- instant: where "7 days ago" stood. Dates compare as UTC.
-- Parameters:
--   :repository  repositories.id
--   :at          an ISO 8601 instant (a commit's committed_at)
--   :days        how many days before it
SELECT c.id, c.seq, c.sha, c.author_name, c.committed_at, c.subject, c.is_merge, c.rebaselined
FROM commits AS c
WHERE c.repository_id = :repository
  AND strftime('%Y-%m-%dT%H:%M:%SZ', c.committed_at)
      < strftime('%Y-%m-%dT%H:%M:%SZ', :at, '-' || :days || ' days')
ORDER BY c.seq DESC
LIMIT 1;
