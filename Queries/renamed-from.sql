-- name: renamed-from
-- The path a file was renamed from: one whose last version, present at the
-- commit before, held the very blob the file began with (git's raw diff shows
-- such a rename as a delete and an add of the same blob).
-- Parameters:
--   :repository  repositories.id
--   :blob        blobs.id the file began with
--   :seq         the commit the file began at
SELECT p.path
FROM file_versions AS v
JOIN paths AS p ON p.id = v.path_id
WHERE v.repository_id = :repository AND v.blob_id = :blob AND v.to_seq = :seq - 1
LIMIT 1;
