-- name: blob-fingerprints
-- The fingerprints of one blob's findings as one analyzer measured them.
-- Parameters:
--   :blob      blobs.id
--   :analyzer  analyzers.id
SELECT f.fingerprint
FROM findings AS f
WHERE f.blob_id = :blob AND f.analyzer_id = :analyzer;
