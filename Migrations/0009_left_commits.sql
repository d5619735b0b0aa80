-- Commits that left their branch (a force-push rewrote the history after them): kept, with where
-- they stood, when they left and the run that saw them go, but off the timeline, so nothing
-- counts them. Their counter changes, intervals and merge lists went with them. If the branch
-- takes a commit back, a collect adds it again as a new commit and it leaves this table.
CREATE TABLE left_commits (
    repository_id INTEGER NOT NULL REFERENCES repositories (id),
    sha TEXT NOT NULL,
    -- Where it stood on the timeline.
    seq INTEGER NOT NULL,
    parent_sha TEXT,
    author_name TEXT NOT NULL,
    authored_at TEXT NOT NULL,
    committed_at TEXT NOT NULL,
    subject TEXT NOT NULL,
    left_at TEXT NOT NULL,
    run_id INTEGER REFERENCES runs (id),
    PRIMARY KEY (repository_id, sha)
) STRICT;
