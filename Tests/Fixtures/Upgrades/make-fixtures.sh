#!/bin/sh
# Makes schema-NNNN.sqlite here: one small history database written by the designdebt of each
# earlier schema version, for UpgradeTests. Each is the same generated history (30 commits, 8
# files) collected by the last build before the next migration was added, then vacuumed.
#
#   Tests/Fixtures/Upgrades/make-fixtures.sh      (from the repository root; builds each version
#                                                 in a git worktree under $TMPDIR: slow, minutes each)
set -eu
root=$(pwd)
out="$root/Tests/Fixtures/Upgrades"
work="${TMPDIR:-/tmp}/designdebt-upgrade-fixtures"
mkdir -p "$work"
swift build -c release --product designdebt
rm -rf "$work/repo"
"$root/.build/release/designdebt" demo --commits 30 --files 8 --seed 11 --out "$work/repo" > /dev/null
rm -rf "$work/repo/.designdebt"
migrations=$(ls "$root"/Migrations/*.sql | sort)
previous=""
for file in $migrations; do
    if [ -n "$previous" ]; then
        version=$(basename "$previous" | cut -c1-4)
        added=$(git log --diff-filter=A --format=%H -- "$file" | tail -1)
        tree="$work/v$version"
        [ -d "$tree" ] || git worktree add -f --detach "$tree" "$added^" > /dev/null
        (cd "$tree" && swift build -c release --product designdebt > /dev/null)
        database="$out/schema-$version.sqlite"
        rm -f "$database" "$database-wal" "$database-shm" "$database.lock"
        "$tree/.build/release/designdebt" collect --repo "$work/repo" --db "$database" --branch main > /dev/null
        sqlite3 "$database" "PRAGMA journal_mode = DELETE; VACUUM;" > /dev/null
        rm -f "$database.lock"
        echo "schema $version: $database"
    fi
    previous="$file"
done
