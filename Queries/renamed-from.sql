-- name: renamed-from
-- The path a file was renamed from at the commit it began at: the rename git
-- found there, else (a history whose renames were not read yet) a path whose
-- last version, present at the commit before, held the very blob the file
-- began with (git's raw diff shows such a rename as a delete and an add).
-- Parameters:
--   :repository  repositories.id
--   :path        the file's path from that commit on
--   :blob        blobs.id the file began with
--   :seq         the commit the file began at
SELECT path FROM (
    SELECT f.path, 0 AS rank
    FROM commits AS c
    JOIN renames AS r ON r.commit_id = c.id
    JOIN paths AS t ON t.id = r.to_path_id AND t.path = :path
    JOIN paths AS f ON f.id = r.from_path_id
    WHERE c.repository_id = :repository AND c.seq = :seq
    UNION ALL
    SELECT p.path, 1 AS rank
    FROM file_versions AS v
    JOIN paths AS p ON p.id = v.path_id
    WHERE v.repository_id = :repository AND v.blob_id = :blob AND v.to_seq = :seq - 1 AND p.path <> :path
)
ORDER BY rank
LIMIT 1;
