-- The findings a `designdebt:disable` comment suppressed in a blob, per rule: `[[rule_id, count], ...]`.
-- A commit counts them (`key_kind = 'suppressed'`) when a path takes the blob and when it lets it
-- go; without them stored, a blob read back from the store in a later run let its suppressions go
-- uncounted, and the running total of suppressed findings only grew. Rows written before this
-- migration hold none: the analysis revision that comes with it measures every blob again.
ALTER TABLE blob_results ADD COLUMN suppressed_rows TEXT NOT NULL DEFAULT '[]';
