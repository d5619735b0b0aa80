-- name: changed-files-between
-- The files each commit of a stretch changed, on both sides (the version that
-- ended just before it and the one it began), for the commits whose counter
-- rose by at least :min_delta: what 'regressions' matches by fingerprint. At a
-- rebaselined commit both sides are measured by its own analyzer and only its
-- code's part of the change counts (commits stored before that split are left
-- out). The stretch's commits lead each join (CROSS JOIN): a version is found
-- by its commit, never the other way round. Each file's findings come as its
-- blob's packed finding_rows (see the 'findings' view for their columns),
-- decoded once per blob by the command instead of once per column; a file
-- with no finding on a side has nothing to match and is left out.
-- Parameters:
--   :repository  repositories.id
--   :from_seq    the first commit's position
--   :to_seq      the last commit's position
--   :kind        the counter: 'total', 'family' or 'rule'
--   :key         its key ('' for total, a family, a rule id)
--   :min_delta   the smallest rise that counts
--   :min_files   the fewest files the commit changed (paths it began a
--                version of or deleted) that counts: 2 for the commits that
--                may have moved a finding between files, 0 for every commit
--   :seqs        null, or a JSON array of positions: only those commits
WITH risen AS (
    SELECT c.seq, c.analyzer_id,
           CASE WHEN c.rebaselined = 1 THEN c.analyzer_id ELSE b.analyzer_id END AS before_analyzer_id
    FROM commits AS c
    LEFT JOIN commit_rollups AS r ON r.commit_id = c.id AND r.key_kind = :kind AND r.key = :key
    LEFT JOIN rebaseline_deltas AS m ON m.commit_id = c.id AND m.key_kind = :kind AND m.key = :key
    LEFT JOIN commits AS b ON b.repository_id = c.repository_id AND b.seq = c.seq - 1
    WHERE c.repository_id = :repository AND c.seq BETWEEN :from_seq AND :to_seq
      AND (:seqs IS NULL OR c.seq IN (SELECT value FROM json_each(:seqs)))
      AND (c.rebaselined = 0
           OR EXISTS (SELECT 1 FROM rebaseline_deltas AS t WHERE t.commit_id = c.id AND t.key_kind = 'total'))
      AND coalesce(r.delta, 0) - coalesce(m.delta, 0) >= :min_delta
      AND (:min_files <= 1
           OR (SELECT count(*) FROM file_versions AS e INDEXED BY file_versions_from
               WHERE e.repository_id = c.repository_id AND e.from_seq = c.seq)
              + (SELECT count(*) FROM file_versions AS e INDEXED BY file_versions_to
                 WHERE e.repository_id = c.repository_id AND e.to_seq = c.seq - 1
                   AND NOT EXISTS (
                       SELECT 1 FROM file_versions AS n
                       WHERE n.repository_id = e.repository_id AND n.path_id = e.path_id AND n.from_seq = c.seq))
              >= :min_files)
)
SELECT risen.seq, 'before' AS side, p.path, f.blob_id, f.analyzer_id, f.finding_rows
FROM risen
CROSS JOIN file_versions AS v INDEXED BY file_versions_to
    ON v.repository_id = :repository AND v.to_seq = risen.seq - 1
JOIN paths AS p ON p.id = v.path_id
JOIN blob_results AS f ON f.blob_id = v.blob_id AND f.analyzer_id = risen.before_analyzer_id AND f.findings > 0
UNION ALL
SELECT risen.seq, 'after', p.path, f.blob_id, f.analyzer_id, f.finding_rows
FROM risen
CROSS JOIN file_versions AS v INDEXED BY file_versions_from
    ON v.repository_id = :repository AND v.from_seq = risen.seq
JOIN paths AS p ON p.id = v.path_id
JOIN blob_results AS f ON f.blob_id = v.blob_id AND f.analyzer_id = risen.analyzer_id AND f.findings > 0;
