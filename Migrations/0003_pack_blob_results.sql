-- A blob's findings and inventory are written once, when it is analyzed, and
-- read back by blob: keep them as two JSON arrays on the blob's analysis row
-- instead of a table row per finding and per site. Writing a collect's
-- results became one insert per blob instead of about 25, the largest part
-- of a backfill's time. The views `findings` and `inventory` give back the
-- row-per-result shape every query reads.
--
-- finding_rows: [[rule_id, severity, line, column, message, snippet, fingerprint], ...]
-- site_rows:    [[family, site, kind, value, value_text, on_scale, line, column], ...]
-- in the analyzer's order (line, then column); value and on_scale may be null.

CREATE TABLE blob_results (
    blob_id INTEGER NOT NULL REFERENCES blobs (id),
    analyzer_id INTEGER NOT NULL REFERENCES analyzers (id),
    findings INTEGER NOT NULL,
    sites INTEGER NOT NULL,
    finding_rows TEXT NOT NULL,
    site_rows TEXT NOT NULL,
    PRIMARY KEY (blob_id, analyzer_id)
) STRICT;

INSERT INTO blob_results (blob_id, analyzer_id, findings, sites, finding_rows, site_rows)
SELECT a.blob_id, a.analyzer_id, a.findings, a.sites,
    coalesce((
        SELECT json_group_array(json_array(f.rule_id, f.severity, f.line, f."column", f.message, f.snippet,
            f.fingerprint))
        FROM (SELECT * FROM findings WHERE blob_id = a.blob_id AND analyzer_id = a.analyzer_id ORDER BY rowid) AS f
    ), '[]'),
    coalesce((
        -- json_array writes a real with 15 digits and infinity as a bare Inf (not JSON): 17 digits
        -- round-trip every double, and an infinite value becomes null as the collector writes it.
        SELECT json_group_array(json_array(i.family, i.site, i.kind,
            CASE WHEN i.value IS NULL OR abs(i.value) > 1.7976931348623157e308 THEN NULL
                ELSE json(printf('%!.17g', i.value)) END,
            i.value_text, i.on_scale, i.line, i."column"))
        FROM (SELECT * FROM inventory WHERE blob_id = a.blob_id AND analyzer_id = a.analyzer_id ORDER BY rowid) AS i
    ), '[]')
FROM blob_analyses AS a;

DROP TABLE findings;
DROP TABLE inventory;
DROP TABLE blob_analyses;

-- One row per finding, `ordinal` from 1 in the analyzer's order.
CREATE VIEW findings AS
SELECT r.blob_id, r.analyzer_id, j.key + 1 AS ordinal,
    j.value ->> 0 AS rule_id, j.value ->> 1 AS severity, j.value ->> 2 AS line, j.value ->> 3 AS "column",
    j.value ->> 4 AS message, j.value ->> 5 AS snippet, j.value ->> 6 AS fingerprint
FROM blob_results AS r, json_each(r.finding_rows) AS j;

-- One row per scale site; `value` is a real (JSON writes 16.0 as 16).
CREATE VIEW inventory AS
SELECT r.blob_id, r.analyzer_id, j.key + 1 AS ordinal,
    j.value ->> 0 AS family, j.value ->> 1 AS site, j.value ->> 2 AS kind, CAST(j.value ->> 3 AS REAL) AS value,
    j.value ->> 4 AS value_text, j.value ->> 5 AS on_scale, j.value ->> 6 AS line, j.value ->> 7 AS "column"
FROM blob_results AS r, json_each(r.site_rows) AS j;
