-- The findings of a blob whose advice the app's oldest supported system cannot take yet
-- (`Finding.blocker`): `[[rule_id, needs, line, column, message, snippet, fingerprint], ...]`, `needs`
-- being the minimum that makes it payable (`iOS 17`). They are never findings (no row in the
-- `findings` view, no part of `total`); a commit counts them apart (`key_kind = 'blocked'` per
-- minimum, `'blocked_rule'` per rule) so the weekly report can say what raising the minimum would
-- make payable. Rows written before this migration hold none: the analysis revision that comes
-- with it measures every blob again.
ALTER TABLE blob_results ADD COLUMN blocked_rows TEXT NOT NULL DEFAULT '[]';
