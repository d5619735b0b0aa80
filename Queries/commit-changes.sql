-- name: commit-changes
-- The findings of the files one commit changed, on both sides: 'before' is
-- each version that ended at the commit before it (measured by that commit's
-- analyzer, or by the commit's own when it is a rebaseline measured apart: then
-- the two sides differ by the code alone), 'after' each version the commit
-- began (measured by its own).
-- Parameters:
--   :repository  repositories.id
--   :seq         the commit's position on the timeline (commits.seq)
SELECT 'before' AS side, p.path, f.rule_id, f.severity, f.line, f."column", f.message, f.snippet, f.fingerprint
FROM commits AS c
JOIN file_versions AS v INDEXED BY file_versions_to ON v.repository_id = c.repository_id AND v.to_seq = c.seq
JOIN paths AS p ON p.id = v.path_id
JOIN commits AS n ON n.repository_id = c.repository_id AND n.seq = :seq
JOIN findings AS f ON f.blob_id = v.blob_id AND f.analyzer_id = CASE
    WHEN n.rebaselined = 1 AND EXISTS (SELECT 1 FROM rebaseline_deltas AS t WHERE t.commit_id = n.id)
    THEN n.analyzer_id ELSE c.analyzer_id END
WHERE c.repository_id = :repository AND c.seq = :seq - 1
UNION ALL
SELECT 'after', p.path, f.rule_id, f.severity, f.line, f."column", f.message, f.snippet, f.fingerprint
FROM commits AS c
JOIN file_versions AS v INDEXED BY file_versions_from ON v.repository_id = c.repository_id AND v.from_seq = c.seq
JOIN paths AS p ON p.id = v.path_id
JOIN findings AS f ON f.blob_id = v.blob_id AND f.analyzer_id = c.analyzer_id
WHERE c.repository_id = :repository AND c.seq = :seq
ORDER BY 1 DESC, 2, 5, 6;
