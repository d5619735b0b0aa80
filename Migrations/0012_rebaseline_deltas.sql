-- A rebaselined commit (the analyzer changed: rules, configuration, the app's tokens or its build
-- settings) moves its counters for two reasons: the change of measure, and its own change of the
-- code. This is the first part, per 'total', 'family' and 'rule': its parent's tree measured
-- again under the new analyzer, minus the totals stored before it. The rest of the commit's
-- `commit_rollups` delta is what its code did, which `regressions` and `explain` report as for any
-- other commit. A rebaselined commit stored before this table has no rows here: all of its change
-- is the measure's.
CREATE TABLE rebaseline_deltas (
    commit_id INTEGER NOT NULL REFERENCES commits (id) ON DELETE CASCADE,
    key_kind TEXT NOT NULL CHECK (key_kind IN ('total', 'family', 'rule')),
    key TEXT NOT NULL,
    delta INTEGER NOT NULL,
    PRIMARY KEY (commit_id, key_kind, key)
) WITHOUT ROWID, STRICT;
