-- name: rebaseline-deltas
-- What the change of analyzer moved at each rebaselined commit of a stretch,
-- in total, per family and per rule: the part of the commit's change that is
-- the measure's, not its code's (see 'rebaseline_deltas'). A rebaselined
-- commit without rows was stored before the split: all of its change is the
-- measure's.
-- Parameters:
--   :repository  repositories.id
--   :from_seq    the first commit's position (commits.seq)
--   :to_seq      the last commit's position
SELECT c.seq, r.key_kind, r.key, r.delta
FROM commits AS c
JOIN rebaseline_deltas AS r ON r.commit_id = c.id
WHERE c.repository_id = :repository AND c.seq BETWEEN :from_seq AND :to_seq AND c.rebaselined = 1
ORDER BY c.seq, r.key_kind, r.key;
