-- Where `regressions --since last-alert` stopped, per timeline: the last commit it reported on
-- and the newest collect run it had seen. The next alert reports every commit after that commit,
-- whichever collects added them (a retried, an interrupted or a failed one), each once; when a
-- force-push took that commit off the timeline, the commits the later runs added.
CREATE TABLE alert_cursors (
    repository_id INTEGER PRIMARY KEY REFERENCES repositories (id) ON DELETE CASCADE,
    sha TEXT NOT NULL,
    seq INTEGER NOT NULL,
    run_id INTEGER NOT NULL,
    set_at TEXT NOT NULL
) STRICT;
