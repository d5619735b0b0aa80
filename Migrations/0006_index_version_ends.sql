-- The versions a commit began and the ones that ended just before it, found
-- in one index step each: what 'explain', 'regressions' and 'findings' read
-- for every commit they look at was a scan of every version of every file.
CREATE INDEX file_versions_from ON file_versions (repository_id, from_seq);
CREATE INDEX file_versions_to ON file_versions (repository_id, to_seq);
