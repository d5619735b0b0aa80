"""Checks the recipes under docs/recipes: that each one parses, and that each CI file is valid
for its CI service.

- GitHub workflows against SchemaStore's github-workflows schema, the GitLab CI file against
  its gitlab-ci schema (both as check-jsonschema ships them, offline);
- shell scripts (the pre-commit hook, the Xcode build phase) and the crontab line's command
  through `sh -n`;
- the crontab line's five schedule fields in range;
- the systemd unit files as INI, with the sections and keys the service and timer need.

Exit 0 when all pass; otherwise one line per problem and exit 1.

Usage: validate_recipes.py RECIPES_FOLDER
"""
import configparser
import os
import subprocess
import sys

from validator import report

FIELD_RANGES = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 7)]


def run(arguments):
    result = subprocess.run(arguments, capture_output=True, text=True)
    return result.returncode, (result.stdout + result.stderr).strip()


def schema_problems(files, schema):
    checker = os.path.join(os.path.dirname(sys.executable), "check-jsonschema")
    status, output = run([checker, "--builtin-schema", schema] + files)
    return [] if status == 0 else [f"{schema}: {output}"]


def shell_problems(path, text=None):
    status, output = run(["sh", "-n", path] if text is None else ["sh", "-n", "-c", text])
    return [] if status == 0 else [f"{path}: {output}"]


def field_in_range(field, low, high):
    for part in field.split(","):
        base, _, step = part.partition("/")
        if step and not step.isdigit():
            return False
        if base == "*":
            continue
        bounds = base.split("-")
        if not all(bound.isdigit() and low <= int(bound) <= high for bound in bounds) or len(bounds) > 2:
            return False
    return True


def crontab_problems(path):
    found = []
    with open(path, encoding="utf-8") as handle:
        lines = [line.strip() for line in handle if line.strip() and not line.startswith("#")]
    if not lines:
        found.append(f"{path}: no schedule line")
    for line in lines:
        fields = line.split(None, 5)
        if len(fields) < 6:
            found.append(f"{path}: '{line}' has no command after five fields")
            continue
        for field, (low, high) in zip(fields[:5], FIELD_RANGES):
            if not field_in_range(field, low, high):
                found.append(f"{path}: field '{field}' is out of {low}-{high}")
        found += shell_problems(path, fields[5])
    return found


def unit_problems(path, required):
    parser = configparser.ConfigParser(strict=True, interpolation=None)
    parser.optionxform = str  # systemd keys are case-sensitive
    try:
        parser.read(path, encoding="utf-8")
    except configparser.Error as error:
        return [f"{path}: {error}".replace("\n", " ")]
    found = []
    for section, keys in required.items():
        if not parser.has_section(section):
            found.append(f"{path}: no [{section}] section")
            continue
        found += [f"{path}: [{section}] has no {key}=" for key in keys if not parser.has_option(section, key)]
    return found


def problems(folder):
    join = lambda *parts: os.path.join(folder, *parts)
    found = schema_problems(
        [join("github", name) for name in sorted(os.listdir(join("github")))], "vendor.github-workflows")
    found += schema_problems([join("gitlab", ".gitlab-ci.yml")], "vendor.gitlab-ci")
    found += shell_problems(join("pre-commit")) + shell_problems(join("xcode-build-phase.sh"))
    found += crontab_problems(join("crontab"))
    found += unit_problems(
        join("systemd", "designdebt-collect.service"), {"Unit": ["Description"], "Service": ["Type", "ExecStart"]})
    found += unit_problems(
        join("systemd", "designdebt-collect.timer"),
        {"Unit": ["Description"], "Timer": ["OnCalendar"], "Install": ["WantedBy"]})
    return found


if __name__ == "__main__":
    report(problems(sys.argv[1]) if len(sys.argv) == 2 else ["usage: validate_recipes.py RECIPES_FOLDER"])
