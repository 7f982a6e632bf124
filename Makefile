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

.PHONY: setup system-deps serve build build-clean test drift zensical clean

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

# Debian's chromium for the browser tests, and the node packages the tests inject.
system-deps:
	@test -x $(CHROMIUM_PATH) || (apt-get update && apt-get install -y chromium)
	@if [ -f package-lock.json ]; then npm ci --no-audit --no-fund --loglevel=error; fi

serve: setup            ## live-reloading site on http://127.0.0.1:8000/guide/
	mkdocs serve

build: setup            ## strict production build into site/ (reuses .cache/exec)
	mkdocs build --strict

build-clean: setup      ## strict build that executes every block (ignores .cache/exec)
	UPT_NO_CACHE=1 mkdocs build --strict

test: setup system-deps $(ZENSICAL) ## everything CI runs: widget math in node, then pytest (snippets, site, browser, notebooks, Zensical)
	python -m snippets.widgets tests/widgets/fixtures
	node --test tests/widgets/js/
	pytest

drift: setup            ## every documented output, rerun under the installed torch: documented vs produced
	python tools/drift_report.py

$(ZENSICAL):
	$(PYTHON) -m venv .venv-zensical
	.venv-zensical/bin/pip install --quiet zensical==0.0.73 markdown-exec==1.12.6 pymdown-extensions==13.1.2 \
		torch==2.13.0 numpy==2.4.6 matplotlib==3.11.2 pyyaml
	.venv-zensical/bin/pip install --quiet --no-deps -e .

zensical: $(ZENSICAL)   ## build the site with Zensical (into a temporary copy) and check the result
	$(ZENSICAL) tools/zensical_build.py

clean:
	rm -rf site .cache figures
