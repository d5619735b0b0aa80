-- name: file-history
-- Every version of one file: the commit that began it, the commit it was last
-- present at (null while it still is), and its findings as that commit's
-- analyzer counted them.
-- Parameters:
--   :repository  repositories.id
--   :path        the file's path in the repository
SELECT v.from_seq, v.to_seq, v.blob_id, c.sha, c.seq, c.committed_at, c.author_name, c.subject, c.is_merge,
       c.rebaselined, coalesce(r.findings, 0) AS findings
FROM file_versions AS v
JOIN paths AS p ON p.id = v.path_id
JOIN commits AS c ON c.repository_id = v.repository_id AND c.seq = v.from_seq
LEFT JOIN blob_results AS r ON r.blob_id = v.blob_id AND r.analyzer_id = c.analyzer_id
WHERE v.repository_id = :repository AND p.path = :path
ORDER BY v.from_seq;
