-- name: rename-candidates
-- The commits whose renames were not looked for yet and that could hold one:
-- a Swift file's history ended just before them and another's began at them.
-- Parameters:
--   :repository  repositories.id
SELECT c.id, c.seq, c.sha
FROM commits AS c INDEXED BY commits_renames_unread
WHERE c.repository_id = :repository AND c.renames_read = 0
  AND EXISTS (
      SELECT 1 FROM file_versions AS added INDEXED BY file_versions_from
      WHERE added.repository_id = c.repository_id AND added.from_seq = c.seq
        AND NOT EXISTS (
            SELECT 1 FROM file_versions AS was
            WHERE was.repository_id = c.repository_id AND was.path_id = added.path_id AND was.to_seq = c.seq - 1))
  AND EXISTS (
      SELECT 1 FROM file_versions AS gone INDEXED BY file_versions_to
      WHERE gone.repository_id = c.repository_id AND gone.to_seq = c.seq - 1
        AND NOT EXISTS (
            SELECT 1 FROM file_versions AS kept
            WHERE kept.repository_id = c.repository_id AND kept.path_id = gone.path_id AND kept.from_seq = c.seq))
ORDER BY c.seq;
