-- name: imports
-- Every import of another tool's findings on the timeline (designdebt ingest), oldest
-- first, with its commit and how many findings it holds.
-- Parameters:
--   :repository  repositories.id
SELECT i.id, i.source, c.seq, c.sha, c.committed_at, c.author_name, c.subject, c.is_merge, c.rebaselined,
       (SELECT count(*) FROM imported_findings AS f WHERE f.import_id = i.id) AS findings
FROM imports AS i
JOIN commits AS c ON c.id = i.commit_id
WHERE c.repository_id = :repository
ORDER BY c.seq, i.source;
