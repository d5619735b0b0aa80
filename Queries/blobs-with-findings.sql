-- name: blobs-with-findings
-- The blobs that have a finding under an analyzer the repository's commits
-- were measured with, with their packed finding_rows: a walk over many
-- versions reads them all at once (most blobs of most apps have none).
-- Parameters:
--   :repository  repositories.id
SELECT r.blob_id, r.analyzer_id, r.finding_rows
FROM blob_results AS r
WHERE r.findings > 0
  AND r.analyzer_id IN (SELECT DISTINCT c.analyzer_id FROM commits AS c WHERE c.repository_id = :repository);
