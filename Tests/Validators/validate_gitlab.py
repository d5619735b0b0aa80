"""Validates GitLab code quality reports against the fields GitLab documents as required.

GitLab reads a JSON array of issues; each needs `description`, `check_name`, `fingerprint`
(unique in the report), `severity` (info, minor, major, critical or blocker), `location.path`
and `location.lines.begin` (an integer from 1). Exit 0 when every file passes; otherwise the
first problems, one a line, and exit 1.

Usage: validate_gitlab.py FILE...
"""
import json
import sys

from validator import report

SEVERITIES = {"info", "minor", "major", "critical", "blocker"}


def problems(path):
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    if not isinstance(data, list):
        return [f"{path}: not a JSON array"]
    found = []
    fingerprints = set()
    for number, issue in enumerate(data):
        where = f"{path}: issue {number}"
        for key in ("description", "check_name", "fingerprint"):
            if not isinstance(issue.get(key), str) or not issue[key]:
                found.append(f"{where}: no {key}")
        if issue.get("severity") not in SEVERITIES:
            found.append(f"{where}: severity {issue.get('severity')!r} is not one of {sorted(SEVERITIES)}")
        if issue.get("fingerprint") in fingerprints:
            found.append(f"{where}: fingerprint {issue['fingerprint']} repeats")
        fingerprints.add(issue.get("fingerprint"))
        location = issue.get("location", {})
        if not isinstance(location.get("path"), str) or not location["path"]:
            found.append(f"{where}: no location.path")
        begin = location.get("lines", {}).get("begin")
        if type(begin) is not int or begin < 1:
            found.append(f"{where}: location.lines.begin is {begin!r}, not a positive integer")
    return found


if __name__ == "__main__":
    report([problem for path in sys.argv[1:] for problem in problems(path)], given=len(sys.argv) > 1)
