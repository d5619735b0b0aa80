-- The history store: one row per commit of a branch's first-parent line,
-- analysis results once per (blob, analyzer), path/blob intervals on the
-- timeline, and per-commit rollup deltas so a trend over every commit is
-- one scan. Dates are ISO 8601 text; `seq` is the timeline every query uses.

CREATE TABLE repositories (
    id INTEGER PRIMARY KEY,
    root TEXT NOT NULL,
    remote TEXT,
    branch TEXT NOT NULL,
    UNIQUE (root, branch)
) STRICT;

-- Tool version, rule set and configuration: results of another analyzer are
-- not reused.
CREATE TABLE analyzers (
    id INTEGER PRIMARY KEY,
    fingerprint TEXT NOT NULL UNIQUE,
    tool_version TEXT NOT NULL,
    rule_ids TEXT NOT NULL,
    config TEXT NOT NULL
) STRICT;

CREATE TABLE runs (
    id INTEGER PRIMARY KEY,
    repository_id INTEGER NOT NULL REFERENCES repositories (id),
    analyzer_id INTEGER NOT NULL REFERENCES analyzers (id),
    started_at TEXT NOT NULL,
    finished_at TEXT,
    tool_version TEXT NOT NULL,
    commits_added INTEGER NOT NULL DEFAULT 0,
    commits_removed INTEGER NOT NULL DEFAULT 0,
    blobs_analyzed INTEGER NOT NULL DEFAULT 0,
    blobs_reused INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN ('running', 'ok', 'failed'))
) STRICT;

CREATE TABLE commits (
    id INTEGER PRIMARY KEY,
    repository_id INTEGER NOT NULL REFERENCES repositories (id),
    sha TEXT NOT NULL,
    -- Position on the first-parent line, from 1 at the first commit collected.
    seq INTEGER NOT NULL,
    parent_sha TEXT,
    author_name TEXT NOT NULL,
    author_email TEXT NOT NULL,
    authored_at TEXT NOT NULL,
    committed_at TEXT NOT NULL,
    subject TEXT NOT NULL,
    is_merge INTEGER NOT NULL CHECK (is_merge IN (0, 1)),
    analyzer_id INTEGER NOT NULL REFERENCES analyzers (id),
    run_id INTEGER NOT NULL REFERENCES runs (id),
    -- 1 when the analyzer changed at this commit and its rollup deltas include
    -- the re-measured tree: "the rules changed", not "the code got worse".
    rebaselined INTEGER NOT NULL DEFAULT 0 CHECK (rebaselined IN (0, 1)),
    UNIQUE (repository_id, sha),
    UNIQUE (repository_id, seq)
) STRICT;

-- The commits a merge brought to the first-parent line (first-parent..merge).
CREATE TABLE merged_commits (
    commit_id INTEGER NOT NULL REFERENCES commits (id) ON DELETE CASCADE,
    sha TEXT NOT NULL,
    author_name TEXT NOT NULL,
    authored_at TEXT NOT NULL,
    subject TEXT NOT NULL,
    PRIMARY KEY (commit_id, sha)
) STRICT;

CREATE TABLE paths (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE
) STRICT;

CREATE TABLE blobs (
    id INTEGER PRIMARY KEY,
    sha TEXT NOT NULL UNIQUE,
    size INTEGER,
    lines INTEGER,
    -- ok, or why the blob was not analyzed.
    status TEXT NOT NULL CHECK (status IN ('ok', 'missing', 'binary', 'not_utf8', 'too_large', 'generated'))
) STRICT;

-- One row per (path, blob) interval on the timeline: the path held the blob
-- from `from_seq` through `to_seq` (NULL while it still does).
CREATE TABLE file_versions (
    repository_id INTEGER NOT NULL REFERENCES repositories (id),
    path_id INTEGER NOT NULL REFERENCES paths (id),
    blob_id INTEGER NOT NULL REFERENCES blobs (id),
    from_seq INTEGER NOT NULL,
    to_seq INTEGER,
    PRIMARY KEY (repository_id, path_id, from_seq)
) STRICT;
CREATE INDEX file_versions_open ON file_versions (repository_id, to_seq);

-- A blob analyzed under an analyzer; its findings and inventory follow.
CREATE TABLE blob_analyses (
    blob_id INTEGER NOT NULL REFERENCES blobs (id),
    analyzer_id INTEGER NOT NULL REFERENCES analyzers (id),
    findings INTEGER NOT NULL,
    sites INTEGER NOT NULL,
    PRIMARY KEY (blob_id, analyzer_id)
) STRICT;

CREATE TABLE rules (
    id TEXT PRIMARY KEY,
    family TEXT NOT NULL,
    severity TEXT NOT NULL,
    title TEXT NOT NULL,
    rationale TEXT NOT NULL,
    fix TEXT NOT NULL
) STRICT;

CREATE TABLE findings (
    blob_id INTEGER NOT NULL REFERENCES blobs (id),
    analyzer_id INTEGER NOT NULL REFERENCES analyzers (id),
    rule_id TEXT NOT NULL,
    severity TEXT NOT NULL,
    line INTEGER NOT NULL,
    "column" INTEGER NOT NULL,
    message TEXT NOT NULL,
    snippet TEXT NOT NULL,
    -- Identity across edits: rule, enclosing type, normalized snippet and
    -- occurrence, never the line number.
    fingerprint TEXT NOT NULL
) STRICT;
CREATE INDEX findings_blob ON findings (blob_id, analyzer_id);

CREATE TABLE inventory (
    blob_id INTEGER NOT NULL REFERENCES blobs (id),
    analyzer_id INTEGER NOT NULL REFERENCES analyzers (id),
    family TEXT NOT NULL,
    site TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('literal', 'token', 'expression')),
    value REAL,
    value_text TEXT NOT NULL,
    on_scale INTEGER CHECK (on_scale IN (0, 1)),
    line INTEGER NOT NULL,
    "column" INTEGER NOT NULL
) STRICT;
CREATE INDEX inventory_blob ON inventory (blob_id, analyzer_id);

-- Rollups by delta: how each key changed at a commit (parent's totals minus
-- removed blobs plus added blobs), only for keys that changed. The total at a
-- commit is the running sum over `seq`. Keys: `total` (findings), `family`
-- (findings per family), `rule`, `sites`, `literals`, `off_scale`, `tokens`
-- (per family), `value` (literal count per `family:value`).
CREATE TABLE commit_rollups (
    commit_id INTEGER NOT NULL REFERENCES commits (id) ON DELETE CASCADE,
    key_kind TEXT NOT NULL,
    key TEXT NOT NULL,
    delta INTEGER NOT NULL,
    PRIMARY KEY (commit_id, key_kind, key)
) WITHOUT ROWID, STRICT;

-- Files skipped per commit by reason, as a delta like the rollups.
CREATE TABLE skipped_files (
    commit_id INTEGER NOT NULL REFERENCES commits (id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    delta INTEGER NOT NULL,
    PRIMARY KEY (commit_id, reason)
) WITHOUT ROWID, STRICT;
