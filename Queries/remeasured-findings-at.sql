-- name: remeasured-findings-at
-- The findings of the tree just before a rebaselined commit, measured by that
-- commit's own analyzer: set against 'findings-at' of the commit before, what
-- the change of measure alone moved, file by file (the collector analyzes the
-- parent's versions of the files such a commit changed for this).
-- Parameters:
--   :repository  repositories.id
--   :seq         the rebaselined commit's position (commits.seq)
SELECT p.path, f.rule_id, f.severity, f.line, f."column", f.message, f.snippet, f.fingerprint
FROM commits AS c
JOIN file_versions AS v
    ON v.repository_id = c.repository_id AND v.from_seq <= c.seq - 1 AND (v.to_seq IS NULL OR v.to_seq >= c.seq - 1)
JOIN paths AS p ON p.id = v.path_id
JOIN findings AS f ON f.blob_id = v.blob_id AND f.analyzer_id = c.analyzer_id
WHERE c.repository_id = :repository AND c.seq = :seq
ORDER BY p.path, f.line, f."column";
