-- Only closed versions are found by where they ended: an open version (to_seq
-- null) in that index was written twice, once where it opened (a random page
-- among the nulls, ordered by path) and again when it closed. Keeping open
-- versions out leaves one append per closed version, at the index's end.
DROP INDEX file_versions_to;
CREATE INDEX file_versions_to ON file_versions (repository_id, to_seq) WHERE to_seq IS NOT NULL;
