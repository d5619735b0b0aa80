-- name: path-versions
-- Every version of every Swift file up to one commit, newest first per path:
-- the blob it held, the first and last commit it was present at (to_seq null
-- while it still is), and the analyzer that last measured it.
-- Parameters:
--   :repository  repositories.id
--   :seq         the commit's position on the timeline (commits.seq)
SELECT p.path, v.blob_id, v.from_seq, v.to_seq,
       (SELECT c.analyzer_id FROM commits AS c
        WHERE c.repository_id = v.repository_id AND c.seq = min(coalesce(v.to_seq, :seq), :seq)) AS analyzer_id
FROM file_versions AS v
JOIN paths AS p ON p.id = v.path_id
WHERE v.repository_id = :repository AND v.from_seq <= :seq
ORDER BY p.path, v.from_seq DESC;
