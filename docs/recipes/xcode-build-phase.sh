#!/bin/sh
# An Xcode Run Script build phase (Build Phases > + > New Run Script Phase; untick
# "Based on dependency analysis"): the findings your uncommitted edits add, as
# warnings in the issue navigator on the lines you changed. Never fails the build.
export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin"
if ! command -v designdebt >/dev/null 2>&1; then
  echo "warning: designdebt is not installed (https://github.com/designdebt/designdebt)"
  exit 0
fi
cd "${SRCROOT:-.}" || exit 0
designdebt check --working-tree --format xcode || true
