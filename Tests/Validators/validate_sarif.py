"""Validates SARIF logs against the SARIF 2.1.0 object model (sarif-pydantic).

On top of the model (which reads "7" as 7): every region's line and column are JSON integers
from 1, every result names a rule the run declares and its ruleIndex points at that rule, it
carries a partial fingerprint, and every rule has a help URI. Exit 0 when every file passes;
otherwise the first problems, one a line, and exit 1.

Usage: validate_sarif.py FILE...
"""
import json
import sys

from validator import report

from sarif_pydantic import Sarif


def problems(path):
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    try:
        Sarif.model_validate(data)
    except Exception as error:  # pydantic's ValidationError
        return [f"{path}: not SARIF 2.1.0: " + " ".join(str(error).split())[:500]]
    found = []
    if data.get("version") != "2.1.0":
        found.append(f"{path}: version is {data.get('version')!r}, not '2.1.0'")
    for run in data["runs"]:
        rules = run["tool"]["driver"].get("rules", [])
        ids = [rule["id"] for rule in rules]
        found += [f"{path}: rule {rule['id']} has no helpUri" for rule in rules if not rule.get("helpUri")]
        for result in run.get("results", []):
            rule = result.get("ruleId")
            if rule not in ids:
                found.append(f"{path}: result names undeclared rule {rule!r}")
            elif result.get("ruleIndex") != ids.index(rule):
                found.append(f"{path}: ruleIndex of {rule} is {result.get('ruleIndex')}, not {ids.index(rule)}")
            if not result.get("partialFingerprints"):
                found.append(f"{path}: a {rule} result has no partialFingerprints")
            for location in result.get("locations", []):
                region = location.get("physicalLocation", {}).get("region", {})
                for key in ("startLine", "startColumn"):
                    value = region.get(key)
                    if type(value) is not int or value < 1:
                        found.append(f"{path}: a {rule} result's {key} is {value!r}, not a positive integer")
    return found


if __name__ == "__main__":
    report([problem for path in sys.argv[1:] for problem in problems(path)], given=len(sys.argv) > 1)
