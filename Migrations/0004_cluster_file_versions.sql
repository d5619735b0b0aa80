-- Path intervals clustered on their key. Each commit closes and opens the
-- intervals of the paths it changes; as a rowid table with its key as a
-- separate index, plus an index on `to_seq`, that touched about seven
-- B-tree pages per changed file, written again at every commit's
-- transaction. Clustered, a path's intervals sit together: closing one and
-- opening the next touch the same page. The collector closes an interval by
-- its full key (it knows `from_seq`); the partial index keeps at most one
-- open interval per path and finds them all when a run starts.

CREATE TABLE file_versions_clustered (
    repository_id INTEGER NOT NULL REFERENCES repositories (id),
    path_id INTEGER NOT NULL REFERENCES paths (id),
    blob_id INTEGER NOT NULL REFERENCES blobs (id),
    from_seq INTEGER NOT NULL,
    to_seq INTEGER,
    PRIMARY KEY (repository_id, path_id, from_seq)
) WITHOUT ROWID, STRICT;

INSERT INTO file_versions_clustered (repository_id, path_id, blob_id, from_seq, to_seq)
SELECT repository_id, path_id, blob_id, from_seq, to_seq FROM file_versions;
DROP TABLE file_versions;
ALTER TABLE file_versions_clustered RENAME TO file_versions;

CREATE UNIQUE INDEX file_versions_open_path ON file_versions (repository_id, path_id) WHERE to_seq IS NULL;
