-- name: finding-rows-at
-- Every file with findings at one commit of the timeline, measured by that
-- commit's analyzer, with its blob's packed finding_rows (see the 'findings'
-- view for their columns): what 'findings-at' lists, for a command that
-- decodes each blob's rows once instead of each column through the view.
-- Parameters:
--   :repository  repositories.id
--   :seq         the commit's position on the timeline (commits.seq)
SELECT p.path, r.finding_rows
FROM commits AS c
JOIN file_versions AS v
    ON v.repository_id = c.repository_id AND v.from_seq <= c.seq AND (v.to_seq IS NULL OR v.to_seq >= c.seq)
JOIN paths AS p ON p.id = v.path_id
JOIN blob_results AS r ON r.blob_id = v.blob_id AND r.analyzer_id = c.analyzer_id AND r.findings > 0
WHERE c.repository_id = :repository AND c.seq = :seq
ORDER BY p.path;
