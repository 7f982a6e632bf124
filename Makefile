# One entry point for readers, authors and CI. Every target sets up what it needs first.
VENV   := .venv
BIN    := $(abspath $(VENV))/bin
PYTHON ?= python3
export PATH := $(BIN):$(PATH)
export NO_MKDOCS_2_WARNING := 1
# The browser the tests drive; CI elsewhere may point this at another Chromium build.
export CHROMIUM_PATH ?= /usr/bin/chromium
# Zensical (Material's successor) builds the same sources; it lives in its own venv because
# it pins its own Markdown stack. 0.0.73 is the newest release installable from our index.
ZENSICAL := .venv-zensical/bin/python
# Every package a set-up installs comes from a lock (make lock): the same versions on every machine.
# PIP_CONSTRAINT, unlike -c, also reaches the build environment of the editable install (setuptools).
LOCK          := requirements.lock
ZENSICAL_LOCK := tools/zensical.lock
LOCKED         = PIP_CONSTRAINT=$(abspath $(1))
# The tool that resolves the locks, in a venv of its own: make lock only.
UV := .venv-lock/bin/uv

.PHONY: setup lock system-deps serve build build-clean pdf test stress faults pins portability drift torch-venv claims lint zensical bench clean

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml $(LOCK)
	$(PYTHON) -m venv $(VENV)
	$(call LOCKED,$(LOCK)) $(BIN)/pip install --quiet --upgrade pip setuptools
	$(call LOCKED,$(LOCK)) $(BIN)/pip install --quiet -e '.[test]'
	touch $@

# Resolve both locks again from pyproject.toml and tools/zensical.in (newest versions that fit their
# pins, for Python 3.11 on every platform: [tool.uv] in pyproject). Review the diff, commit it.
lock: $(UV)
	printf 'pip\nsetuptools\n' | UV_CUSTOM_COMPILE_COMMAND='make lock' $(UV) pip compile --quiet --universal \
		--extra test pyproject.toml - -o $(LOCK)
	UV_CUSTOM_COMPILE_COMMAND='make lock' $(UV) pip compile --quiet --universal \
		tools/zensical.in -o $(ZENSICAL_LOCK)

$(UV):
	$(PYTHON) -m venv .venv-lock
	.venv-lock/bin/pip install --quiet uv==0.13.8

# Debian's chromium for the browser tests, and the node packages the tests and the linter use.
system-deps:
	@test -x $(CHROMIUM_PATH) || (apt-get update && apt-get install -y chromium)
	@if [ -f package-lock.json ]; then npm ci --no-audit --no-fund --loglevel=error; fi

serve: setup            ## live-reloading site on http://127.0.0.1:8000/guide/ (PRINT_SITE=true: with the print page)
	PRINT_SITE=$${PRINT_SITE:-false} mkdocs serve --dirty  # only what an edit changed: guide_build/serve.py

build: setup            ## strict production build into site/ (reuses .cache/exec), then its PDF and offline copy
	mkdocs build --strict
	python -m guide_build pdf
	python -m guide_build offline

build-clean: setup      ## strict build that runs every page (ignores .cache/exec), then its PDF and offline copy
	GUIDE_NO_CACHE=1 mkdocs build --strict
	python -m guide_build pdf
	python -m guide_build offline

pdf: setup              ## the guide as a PDF (site/downloads/understanding-pytorch.pdf) from the built site/
	python -m guide_build pdf

test: setup system-deps ## everything a change must pass: widget math in node, then pytest
	python -m snippets.widgets tests/widgets/fixtures
	node --test tests/widgets/js/
	pytest -n auto --dist load $(PYTEST_ARGS)  # a worker per core, tests handed out in order: tests/conftest.py

stress: setup           ## the README's test command on a fresh clone: plain, under a CPU hog, three shuffled orders
	python tools/stress_tests.py

faults: setup system-deps .venv-zensical/.installed ## the slow suite: serve recovering, killed builds, two clean builds, Zensical
	pytest -m faults

pins: setup             ## rewrite tests/docs/ from a fresh run (after an intended change; review the diff)
	python -m guide_build pins --write

portability: setup      ## every pinned output under other CPU code paths (MKL, ATen, threads); docs/drift.md agrees
	python -m guide_build portability

# Other torch releases: make a venv for each (make torch-venv TORCH=2.15.0: ../venvs/torch-2.15.0, outside
# this checkout), then name its python; drift also rewrites tests/docs/torch-versions.json, what the
# pages show under a block that release prints differently. Verified now: 2.14.1 and 2.15.0 (docs/drift.md).
#   make drift DRIFT_ARGS='--python ../venvs/torch-2.14.1/bin/python --python ../venvs/torch-2.15.0/bin/python'
#   make drift DRIFT_ARGS='--python ../venvs/torch-2.15.0/bin/python --check'   (only compare; what CI runs)
drift: setup            ## rewrite docs/drift.md: the sweep, and other torch versions (DRIFT_ARGS='--python venv/bin/python')
	python -m guide_build drift $(DRIFT_ARGS)

torch-venv: setup       ## a venv with this project and another torch, outside the checkout (TORCH=2.15.0, newest, nightly)
	python tools/torch_venv.py $(TORCH)

claims: setup           ## every backed sentence (#!claim) with its check and result, and typed numbers without a reason; fails on any problem
	python -m guide_build claims

lint: setup system-deps ## ruff (lint and format) for Python, the JS/CSS checker for the widgets, zizmor for .github/
	ruff check .
	ruff format --check .
	npm run --silent lint
	zizmor --offline --min-severity low --quiet .github/   # exits non-zero on any finding of low severity or more

.venv-zensical/.installed: tools/zensical.in $(ZENSICAL_LOCK)
	$(PYTHON) -m venv .venv-zensical
	$(call LOCKED,$(ZENSICAL_LOCK)) .venv-zensical/bin/pip install --quiet --upgrade pip setuptools
	$(call LOCKED,$(ZENSICAL_LOCK)) .venv-zensical/bin/pip install --quiet -r tools/zensical.in
	$(call LOCKED,$(ZENSICAL_LOCK)) .venv-zensical/bin/pip install --quiet --no-deps -e .
	touch $@

zensical: .venv-zensical/.installed   ## build the site with Zensical (into a temporary copy) and check the result
	$(ZENSICAL) tools/zensical_build.py

bench: setup            ## build-time ratios and an edit under serve (benchmarks/; not a test)
	python benchmarks/build_benchmark.py --runs 3
	python benchmarks/export_benchmark.py --runs 1
	python benchmarks/serve_benchmark.py --edits 5

clean:
	python -m guide_build cache --clear 2>/dev/null || true
	rm -rf site .cache test-results
