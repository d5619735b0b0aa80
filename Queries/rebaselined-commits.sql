-- name: rebaselined-commits
-- The commits of a stretch where the analyzer changed, each with whether its
-- change of measure was stored apart from its code's ('rebaseline_deltas').
-- Parameters:
--   :repository  repositories.id
--   :from_seq    the first commit's position (commits.seq)
--   :to_seq      the last commit's position
SELECT c.seq,
       EXISTS (SELECT 1 FROM rebaseline_deltas AS t WHERE t.commit_id = c.id AND t.key_kind = 'total') AS split
FROM commits AS c
WHERE c.repository_id = :repository AND c.seq BETWEEN :from_seq AND :to_seq AND c.rebaselined = 1
ORDER BY c.seq;
