-- name: path-versions
-- Every version of every Swift file up to one commit, in no order: the blob
-- it held and the first and last commit it was present at (to_seq null while
-- it still is). The analyzer that last measured a version is the one of the
-- commit at min(to_seq, :seq) (`commit-analyzers`): looked up per version
-- here, it was most of what this query cost.
-- Parameters:
--   :repository  repositories.id
--   :seq         the commit's position on the timeline (commits.seq)
SELECT p.path, v.blob_id, v.from_seq, v.to_seq
FROM file_versions AS v
JOIN paths AS p ON p.id = v.path_id
WHERE v.repository_id = :repository AND v.from_seq <= :seq;
