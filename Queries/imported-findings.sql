-- name: imported-findings
-- The findings of one import, as the tool reported them, the rule id prefixed with the
-- tool's name (swiftlint/line_length) so they read beside designdebt's own.
-- Parameters:
--   :import  imports.id
SELECT i.source || '/' || f.rule_id AS rule_id, f.severity, f.path, f.line, f."column", f.message, f.snippet,
       f.fingerprint
FROM imported_findings AS f
JOIN imports AS i ON i.id = f.import_id
WHERE f.import_id = :import
ORDER BY f.path, f.line, f."column";
