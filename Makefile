# designdebt: every task a developer or CI runs. `make help` lists them.
SWIFT ?= swift
# bash: the soak reads a pipeline's first status.
SHELL := /bin/bash
PREFIX ?= /usr/local
BIN := .build/release/designdebt
# A static Swift runtime: no dynamic linking of libswiftCore and Foundation at
# every start, which is most of a small scan's wall time.
RELEASE := -c release --static-swift-stdlib
# And on Linux a fixed load address (no PIE): the loader has no 80,000 relocations to apply at
# every start (`designdebt --version`: 5.0 to 3.3 ms).
ifeq ($(shell uname -s),Linux)
RELEASE += -Xswiftc -Xclang-linker -Xswiftc -no-pie
endif

.PHONY: help build test soak demo bench fuzz generate lint format coverage install clean check-deps

help:
	@echo "make build | test | soak | demo | bench | fuzz | generate | lint | format | coverage | install PREFIX=... | clean"

# A fresh machine needs the Swift toolchain on PATH, git, and SQLite headers (for the history store).
check-deps:
	@command -v $(SWIFT) >/dev/null || { echo "Error: '$(SWIFT)' not found; install Swift 6 and put it on PATH." >&2; exit 2; }
	@command -v git >/dev/null || { echo "Error: 'git' not found; apt-get install git." >&2; exit 2; }

build: check-deps
	$(SWIFT) build $(RELEASE) --product designdebt

# The validators tests run outputs through, in a virtual environment of their own: SARIF 2.1.0
# (sarif-pydantic) and CI files (check-jsonschema's GitHub and GitLab schemas).
PYTOOLS := .build/pytools
$(PYTOOLS)/installed:
	@command -v python3 >/dev/null || { echo "Error: 'python3' not found; apt-get install python3 python3-venv." >&2; exit 2; }
	python3 -m venv $(PYTOOLS)
	$(PYTOOLS)/bin/pip install --quiet --disable-pip-version-check sarif-pydantic==0.6.2 check-jsonschema==0.39.0
	touch $@

test: check-deps $(PYTOOLS)/installed
	DESIGNDEBT_PYTHON=$(CURDIR)/$(PYTOOLS)/bin/python $(SWIFT) test

# The reliability harnesses at full size (kills, readers during writes, two writers, a full and a
# failing disk, bad input, upgrades): minutes, not seconds. Their figures are printed at the end.
SOAK_SUITES := KillResumeTests|ReadersDuringWritesTests|TwoWritersTests|StorageFailureTests|BadInputTests|UpgradeTests|MovedHistoryTests|RepositoryShapesTests|PartialCloneTests|DeepenedCloneTests|OperationsDocTests
soak: check-deps
	@mkdir -p .build
	DESIGNDEBT_SOAK=1 $(SWIFT) test --filter '$(SOAK_SUITES)' 2>&1 | tee .build/soak.log | grep -E '^(✔|✘) (Suite|Test run)' ; \
	  status=$${PIPESTATUS[0]}; echo; grep -h 'reliability figures:' .build/soak.log | sed 's/^reliability figures: /  /'; exit $$status

# The scan of the sample app, then a generated history collected and its trend.
demo: build
	$(BIN) scan Tests/Fixtures/SampleApp
	@echo
	$(BIN) demo

# Built from nothing in a folder of its own: an incremental release build made after a shared value
# type changed has crashed copying it (docs/Development.md), and a figure needs the code as shipped.
# BENCH_ARGS passes options on (`make bench BENCH_ARGS="--history-repo ../some-app"`).
BENCH_BUILD := .build/bench
BENCH_ARGS ?=
bench: check-deps
	rm -rf $(BENCH_BUILD)
	$(SWIFT) build $(RELEASE) --product designdebt --scratch-path $(BENCH_BUILD)
	$(SWIFT) build $(RELEASE) --product designdebt-bench --scratch-path $(BENCH_BUILD)
	$(BENCH_BUILD)/release/designdebt-bench $(BENCH_ARGS)

fuzz: check-deps
	$(SWIFT) build $(RELEASE) --product designdebt-fuzz
	.build/release/designdebt-fuzz $(FUZZ_ARGS)

# Migrations+Generated.swift, Queries+Generated.swift and docs/rules.md from their sources.
generate: check-deps
	$(SWIFT) run designdebt-generate

# The sample app under Tests/Fixtures is test data with pinned line numbers: never reformatted.
SWIFT_FILES = $$(find Sources Tests Plugins -name '*.swift' -not -path 'Tests/Fixtures/*')

lint:
	$(SWIFT) format lint --strict $(SWIFT_FILES)

format:
	$(SWIFT) format -i $(SWIFT_FILES)

coverage: check-deps $(PYTOOLS)/installed
	DESIGNDEBT_PYTHON=$(CURDIR)/$(PYTOOLS)/bin/python $(SWIFT) test --enable-code-coverage
	llvm-cov report .build/debug/designdebtPackageTests.xctest -instr-profile .build/debug/codecov/default.profdata -ignore-filename-regex='Tests/|.build/' 2>/dev/null || \
	  $$(dirname $$(command -v $(SWIFT)))/llvm-cov report .build/debug/designdebtPackageTests.xctest -instr-profile .build/debug/codecov/default.profdata -ignore-filename-regex='Tests/|.build/'

install: build
	install -d $(PREFIX)/bin
	install -m 755 $(BIN) $(PREFIX)/bin/designdebt

clean:
	rm -rf .build
