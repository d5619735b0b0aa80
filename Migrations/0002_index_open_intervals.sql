-- At most one open interval per path, found in one index step: closing a
-- file's interval at each commit that changes it was a scan of every
-- interval the path ever had.
CREATE UNIQUE INDEX file_versions_open_path ON file_versions (repository_id, path_id) WHERE to_seq IS NULL;
