-- The files each first-parent commit renamed, as git's rename detection finds them (`git log -M`
-- on the commit's diff against its first parent, Swift files only, within git's rename limit): a
-- file renamed with edits is one file, so `file` follows it through its names, `explain` says
-- "renamed from", and its findings keep their age. `renames_read` marks the commits whose
-- renames were looked for (a commit stored without a Swift deletion and addition has none to
-- look for and is stored marked); a collect looks for those of every commit not yet marked, so
-- a history stored before this table gets them at its next collect. Renames that keep the very
-- blob (a move without edits) are derived here from the stored versions, for a history whose
-- repository is gone.
CREATE TABLE renames (
    commit_id INTEGER NOT NULL REFERENCES commits (id) ON DELETE CASCADE,
    to_path_id INTEGER NOT NULL REFERENCES paths (id),
    from_path_id INTEGER NOT NULL REFERENCES paths (id),
    PRIMARY KEY (commit_id, to_path_id)
) WITHOUT ROWID, STRICT;

ALTER TABLE commits ADD COLUMN renames_read INTEGER NOT NULL DEFAULT 0 CHECK (renames_read IN (0, 1));
-- The commits still to be read, found without a scan of the timeline.
CREATE INDEX commits_renames_unread ON commits (repository_id, seq) WHERE renames_read = 0;

INSERT OR IGNORE INTO renames (commit_id, to_path_id, from_path_id)
SELECT c.id, added.path_id, gone.path_id
FROM commits AS c
JOIN file_versions AS added ON added.repository_id = c.repository_id AND added.from_seq = c.seq
JOIN file_versions AS gone
    ON gone.repository_id = c.repository_id AND gone.to_seq = c.seq - 1 AND gone.blob_id = added.blob_id
    AND gone.path_id <> added.path_id
WHERE c.rebaselined = 0
  AND NOT EXISTS (
      SELECT 1 FROM file_versions AS kept
      WHERE kept.repository_id = c.repository_id AND kept.path_id = gone.path_id AND kept.from_seq = c.seq)
  AND NOT EXISTS (
      SELECT 1 FROM file_versions AS was
      WHERE was.repository_id = c.repository_id AND was.path_id = added.path_id AND was.to_seq = c.seq - 1);
