-- name: findings-at
-- Every finding at one commit of the timeline: the files present then,
-- measured by that commit's analyzer.
-- Parameters:
--   :repository  repositories.id
--   :seq         the commit's position on the timeline (commits.seq)
SELECT p.path, f.rule_id, f.severity, f.line, f."column", f.message, f.snippet, f.fingerprint
FROM commits AS c
JOIN file_versions AS v
    ON v.repository_id = c.repository_id AND v.from_seq <= c.seq AND (v.to_seq IS NULL OR v.to_seq >= c.seq)
JOIN paths AS p ON p.id = v.path_id
JOIN findings AS f ON f.blob_id = v.blob_id AND f.analyzer_id = c.analyzer_id
WHERE c.repository_id = :repository AND c.seq = :seq
ORDER BY p.path, f.line, f."column";
