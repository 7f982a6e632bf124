# One entry point for readers, authors and CI. Every target sets up what it needs first.
VENV   := .venv
BIN    := $(abspath $(VENV))/bin
PYTHON ?= python3
export PATH := $(BIN):$(PATH)
export NO_MKDOCS_2_WARNING := 1
# The browser the tests drive; CI elsewhere may point this at another Chromium build.
export CHROMIUM_PATH ?= /usr/bin/chromium

.PHONY: setup system-deps serve build test clean

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

serve: setup            ## live-reloading site on http://127.0.0.1:8000
	mkdocs serve

build: setup            ## strict production build into site/
	mkdocs build --strict

test: setup system-deps ## everything CI runs
	python -m snippets.widgets tests/widgets/fixtures
	node --test tests/widgets/js/
	pytest

clean:
	rm -rf site .cache figures
