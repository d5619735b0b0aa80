-- Views for people who read the database with sqlite3 or Datasette: the
-- timeline with running totals, the files, findings and inventory at each
-- branch's tip, and every commit's counter changes with its commit. Each has
-- a repository_id column; docs/schema.md lists their columns.

-- Every commit in timeline order with the change in findings it made and the
-- running total after it.
CREATE VIEW timeline_totals AS
SELECT c.repository_id, c.seq, c.sha, c.committed_at, c.author_name, c.subject, c.is_merge, c.rebaselined,
    coalesce(t.delta, 0) AS findings_delta,
    sum(coalesce(t.delta, 0)) OVER (PARTITION BY c.repository_id ORDER BY c.seq) AS findings
FROM commits AS c
LEFT JOIN commit_rollups AS t ON t.commit_id = c.id AND t.key_kind = 'total' AND t.key = '';

-- The last stored commit of each repository and branch.
CREATE VIEW tips AS
SELECT c.repository_id, c.id AS commit_id, c.seq, c.sha, c.analyzer_id
FROM commits AS c
WHERE c.seq = (SELECT max(seq) FROM commits AS l WHERE l.repository_id = c.repository_id);

-- The Swift files in scope at each tip, with their blob.
CREATE VIEW files_at_tip AS
SELECT v.repository_id, p.path, b.sha AS blob_sha, b.status, b.lines, v.from_seq
FROM file_versions AS v
JOIN paths AS p ON p.id = v.path_id
JOIN blobs AS b ON b.id = v.blob_id
WHERE v.to_seq IS NULL;

-- Every finding at each tip, measured by the tip's analyzer.
CREATE VIEW findings_at_tip AS
SELECT v.repository_id, p.path, f.rule_id, f.severity, f.line, f."column", f.message, f.snippet, f.fingerprint
FROM tips AS t
JOIN file_versions AS v ON v.repository_id = t.repository_id AND v.to_seq IS NULL
JOIN paths AS p ON p.id = v.path_id
JOIN findings AS f ON f.blob_id = v.blob_id AND f.analyzer_id = t.analyzer_id;

-- Every design-scale site at each tip.
CREATE VIEW inventory_at_tip AS
SELECT v.repository_id, p.path, i.family, i.site, i.kind, i.value, i.value_text, i.on_scale, i.line, i."column"
FROM tips AS t
JOIN file_versions AS v ON v.repository_id = t.repository_id AND v.to_seq IS NULL
JOIN paths AS p ON p.id = v.path_id
JOIN inventory AS i ON i.blob_id = v.blob_id AND i.analyzer_id = t.analyzer_id;

-- Each commit's counter changes (findings in total, per family, rule and file; sites,
-- literals, off-scale literals and tokens per family; literal values) with the commit.
CREATE VIEW commit_deltas AS
SELECT c.repository_id, c.seq, c.sha, c.committed_at, c.rebaselined, r.key_kind, r.key, r.delta
FROM commit_rollups AS r
JOIN commits AS c ON c.id = r.commit_id;
