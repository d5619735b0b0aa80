-- Findings other linters reported (SwiftLint, any tool that writes SARIF), imported with
-- `designdebt ingest`: one tool's findings at one commit, a snapshot kept apart from the
-- analyzer's own (which are stored per blob). A later import of the same tool at the same
-- commit replaces the snapshot; the same file again changes nothing (its digest).
CREATE TABLE imports (
    id INTEGER PRIMARY KEY,
    commit_id INTEGER NOT NULL REFERENCES commits (id) ON DELETE CASCADE,
    -- The tool: 'swiftlint', or a SARIF run's driver name, lower case.
    source TEXT NOT NULL,
    format TEXT NOT NULL,
    digest TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    UNIQUE (commit_id, source)
) STRICT;

CREATE INDEX imports_source ON imports (source, commit_id);

CREATE TABLE imported_findings (
    import_id INTEGER NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    rule_id TEXT NOT NULL,
    severity TEXT NOT NULL,
    path TEXT NOT NULL,
    line INTEGER NOT NULL,
    "column" INTEGER NOT NULL,
    message TEXT NOT NULL,
    snippet TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    PRIMARY KEY (import_id, ordinal)
) WITHOUT ROWID, STRICT;
