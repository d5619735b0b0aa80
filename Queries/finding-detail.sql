-- name: finding-detail
-- Every finding of a blob as an analyzer measured it, with its place in the
-- blob's list (findings.ordinal): read once per blob a report quotes from.
-- Parameters:
--   :blob      blobs.id
--   :analyzer  analyzers.id
SELECT f.ordinal, f.rule_id, f.severity, f.line, f."column", f.message, f.snippet, f.fingerprint
FROM findings AS f
WHERE f.blob_id = :blob AND f.analyzer_id = :analyzer;
