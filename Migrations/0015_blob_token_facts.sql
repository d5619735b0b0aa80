-- What each Swift blob's text contributes to the app's tokens (`ProjectTokens.ContentFacts`:
-- its token definitions, a re-export of SwiftUI, its font helpers, shadow styles and palette
-- colours), under `facts_version` (the tool, its analysis revision and the configuration that
-- reads them). A tree's token pass (each collect's tip, `check`'s head) reads and lexes only the
-- blobs it does not find here, so a nightly collect or a check after one reads the few files
-- that changed, not the whole tree. `facts` is NULL for a blob that defines nothing. Keyed by
-- the blob's sha: the tip's blobs are read before the commits that add them are stored.
CREATE TABLE blob_token_facts (
    sha TEXT NOT NULL,
    facts_version TEXT NOT NULL,
    facts TEXT,
    PRIMARY KEY (facts_version, sha)
) WITHOUT ROWID, STRICT;
