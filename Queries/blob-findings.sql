-- name: blob-findings
-- One blob's findings as one analyzer measured them, packed as the store
-- keeps them (finding_rows: see the 'findings' view for their columns), for
-- a command that decodes many blobs' findings once each.
-- Parameters:
--   :blob      blobs.id
--   :analyzer  analyzers.id
SELECT r.finding_rows
FROM blob_results AS r
WHERE r.blob_id = :blob AND r.analyzer_id = :analyzer;
