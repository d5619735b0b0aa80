-- name: alert-start
-- Where the next 'regressions --since last-alert' starts: the position after
-- the commit the last alert reported on, while the timeline holds it; else (a
-- force-push took it off) the first commit a later collect added, null when
-- none did. No row before the first alert.
-- Parameters:
--   :repository  repositories.id
SELECT coalesce(
           (SELECT c.seq + 1 FROM commits AS c WHERE c.repository_id = a.repository_id AND c.sha = a.sha),
           (SELECT min(c.seq) FROM commits AS c WHERE c.repository_id = a.repository_id AND c.run_id > a.run_id)
       ) AS first,
       a.sha, a.set_at
FROM alert_cursors AS a
WHERE a.repository_id = :repository;
